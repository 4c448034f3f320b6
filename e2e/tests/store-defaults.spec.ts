import { expect, test } from '@playwright/test';
import { shiftMonth } from '@das/shared/periods';
import { expectPath, expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

/**
 * A store's defaults (issue 12, ADR 020) on the demo store: default monthly
 * goals that prefill a month without goals, a shift template the schedule
 * shows, and the group's product targets adopted by the store. The month two
 * ahead, the weekend shift and the VSC target of 47.5 % are ones no other
 * browser test reads or sets otherwise.
 */

test('the admin sets default goals and a shift template; the goals page and the schedule use them', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'dealership_admin@demo.example.com');
  await page.goto('/dashboard/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Store defaults' })).toBeVisible();

  // Default goals: the store's and each salesperson's.
  await page.getByLabel('The store: units').fill('135');
  await page.getByLabel('The store: gross').fill('410000');
  await page.getByLabel('Each salesperson: units').fill('11');
  await page.getByRole('button', { name: 'Save default goals' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Default goals saved.' })).toBeVisible();

  // A template that ends before it starts is refused beside its end time.
  await page.getByLabel('Own name and hours for Weekend').check();
  await page.getByLabel('Weekend: name').fill('Saturday crew');
  await page.getByLabel('Weekend: starts').fill('08:30');
  await page.getByLabel('Weekend: ends').fill('07:00');
  await page.getByRole('button', { name: 'Save shift templates' }).click();
  await expect(page.getByLabel('Weekend: ends')).toHaveAccessibleDescription(
    'Must end after it starts, on the same day.',
  );
  await expectAccessibleAtBothWidths(page, 'store-settings');

  // 08:30–15:30: seven hours, where the built-in weekend shift is eight.
  await page.getByLabel('Weekend: ends').fill('15:30');
  await page.getByRole('button', { name: 'Save shift templates' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Shift templates saved.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('The store: units')).toHaveValue('135');
  await expect(page.getByLabel('Weekend: name')).toHaveValue('Saturday crew');

  // The schedule names the shift as the store does, with its hours, and counts
  // a person's week by them: the template's seven hours, nine for a built-in shift.
  await page.goto('/dashboard/schedule');
  await expect(page.getByRole('list', { name: 'Shifts' })).toContainText('Saturday crew');
  const row = page.getByRole('row').filter({ hasText: 'Saturday crew' }).first();
  const cells = await row.getByRole('gridcell').allInnerTexts();
  const builtIn = cells.filter((text) => /Opening|Mid|Closing/.test(text)).length;
  const crew = cells.filter((text) => text.includes('Saturday crew')).length;
  await expect(row.getByRole('gridcell').last()).toHaveText(String(builtIn * 9 + crew * 7));
  await expectAccessibleAtBothWidths(page, 'schedule-templates');

  // A month without goals starts from the defaults, and only saving sets them.
  // The store's today, by the server's clock (the month two ahead of it has no goals).
  const answer = page.waitForResponse((response) => response.url().includes('/api/goals'));
  await page.goto('/dashboard/goals');
  const { today } = (await (await answer).json()) as { today: string };
  await page.goto(`/dashboard/goals?month=${shiftMonth(today.slice(0, 7), 2)}`);
  await expect(page.getByText(/filled in from the store's default goals/)).toBeVisible();
  await expect(page.getByLabel('Unit target for Whole store')).toHaveValue('135');
  await expect(page.getByRole('button', { name: 'Save goals' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'goals-from-defaults');
});

test('the group sets product targets and a store adopts a copy of them', async ({ page }) => {
  test.slow();
  await signInThroughLoginPage(page, 'dealer_group_admin@demo.example.com');
  const welcome = page.getByRole('button', { name: 'Continue to Group Admin Dashboard' });
  if (await welcome.isVisible()) await welcome.click();
  await page.goto('/group-admin/settings');
  const targets = page.getByRole('region', { name: 'Product targets' });
  await targets.getByLabel('VSC target').fill('47.5');
  await targets.getByRole('button', { name: 'Save product targets' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Product targets saved.' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'group-settings-targets');

  await page.context().clearCookies();
  await signInThroughLoginPage(page, 'dealership_admin@demo.example.com');
  await page.goto('/dashboard/admin/settings');
  await expectPath(page, '/dashboard/admin/settings');
  await page.getByRole('button', { name: "Adopt the group's targets" }).click();
  await expect(page.getByText(/The group's targets are now this store's own/)).toBeVisible();
  await expect(page.getByLabel('VSC target')).toHaveValue('47.5');
});

test('the group keeps a pay-plan template and a store adopts a copy as its default plan', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'dealer_group_admin@demo.example.com');
  const welcome = page.getByRole('button', { name: 'Continue to Group Admin Dashboard' });
  if (await welcome.isVisible()) await welcome.click();
  await page.goto('/group-admin/settings');
  const templates = page.getByRole('region', { name: 'Pay-plan templates' });
  await templates.getByLabel('Template for sales managers').check();
  // A salary the plan's schema refuses is shown beside its field, and nothing is saved.
  await templates.getByLabel('Monthly salary').fill('-10');
  await templates.getByRole('button', { name: 'Save pay-plan templates' }).click();
  await expect(templates.getByLabel('Monthly salary')).toHaveAttribute('aria-invalid', 'true');
  await templates.getByLabel('Monthly salary').fill('5215');
  await templates.getByRole('button', { name: 'Save pay-plan templates' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pay-plan templates saved.' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'group-settings-pay-plans');

  await page.context().clearCookies();
  await signInThroughLoginPage(page, 'dealership_admin@demo.example.com');
  await page.goto('/dashboard/admin/settings');
  await expectPath(page, '/dashboard/admin/settings');
  const defaults = page.getByRole('region', { name: 'Default pay plans' });
  await defaults.getByRole('button', { name: 'Adopt group pay-plan templates' }).click();
  await expect(
    defaults.getByText(/The group's templates are now this store's default pay plans/),
  ).toBeVisible();
  await expect(defaults.getByLabel('Start new sales managers on a default plan')).toBeChecked();
  await expect(defaults.getByLabel('Monthly salary')).toHaveValue('5215');
  // The copy is the store's own: it is there after a reload, and the store edits it as any plan.
  await page.reload();
  await expect(defaults.getByLabel('Monthly salary')).toHaveValue('5215');
  await defaults.getByLabel('Start new salespeople on a default plan').check();
  await defaults.getByLabel('Flat per unit').fill('235');
  await defaults.getByRole('button', { name: 'Save default pay plans' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Default pay plans saved.' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'store-settings-pay-plans');
});

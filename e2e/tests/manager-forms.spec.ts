import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signInThroughLoginPage } from './helpers';

/**
 * The forms on the shared schemas (issue 9 §4) in the browser: a problem shows
 * beside its field, in words chosen by its code, the first field with one takes
 * the focus, and what was typed is kept.
 */

/** YYYY-MM of the month after this one. */
function nextMonth(): string {
  const today = new Date();
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
}

test('a team member is checked before it is added, then added', async ({ page }) => {
  await signInThroughLoginPage(page, 'single_finance_manager@demo.example.com');
  await page.goto('/single-finance/settings');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add member' }) });
  const first = form.getByLabel('First name');
  const last = form.getByLabel('Last name');

  await last.fill('x'.repeat(51));
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('Enter a name.');
  await expect(first).toBeFocused();
  await expect(last).toHaveAccessibleDescription('Use at most 50 characters.');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const surname = `Quill${Date.now().toString(36).replace(/[0-9]/g, '')}`.slice(0, 20);
  await first.fill('Robin');
  await last.fill(surname);
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(`Robin ${surname} was added to your team.`)).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
});

test('a pay plan with a problem is not saved; fixed, it is', async ({ page }) => {
  await signInThroughLoginPage(page, 'general_manager@demo.example.com');
  await page.goto('/dashboard/pay-plans?kind=manager');
  await page
    .getByRole('button', { name: /^Edit the pay plan of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const salary = dialog.getByLabel('Monthly salary');
  const share = dialog.getByLabel('Share of store gross');

  await salary.fill('');
  await share.fill('101');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(salary).toBeFocused();
  await expect(salary).toHaveAccessibleDescription('Enter an amount.');
  await expect(share).toHaveAccessibleDescription('Must be 100 or less.');
  await expect(dialog.getByRole('alert')).toHaveText('Check the highlighted fields.');
  await expect(
    dialog.getByText('Fix the highlighted fields to see the plan in words.'),
  ).toBeVisible();

  // A version for next month leaves this month's pay as it is for the other tests.
  await dialog.getByLabel('In force from').selectOption(`${nextMonth()}-01`);
  await salary.fill('$4,500');
  await share.fill('2.5');
  await expect(share).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/new plan is saved\. It takes effect in/)).toBeVisible();
});

test('goals with a problem show it beside the target; a later month is saved', async ({ page }) => {
  await signInThroughLoginPage(page, 'general_manager@demo.example.com');
  await page.goto('/dashboard/goals');
  const store = page.getByLabel('Unit target for Whole store');
  const person = page.getByLabel(/^Unit target for /).nth(1);
  const kept = await person.inputValue();

  await store.fill('');
  await person.fill('ten');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(store).toBeFocused();
  await expect(store).toHaveAccessibleDescription('Enter a target (0 for none).');
  await expect(person).toHaveAccessibleDescription('Enter a number, such as 12.');
  await expect(page.getByText('Check the highlighted targets.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(person).toHaveValue(kept);
  await expect(person).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/dashboard/goals?month=${nextMonth()}`);
  const later = page.getByLabel('Unit target for Whole store');
  await later.fill('180');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText(/^Goals for .+ saved\.$/)).toBeVisible();
  await expect(later).toHaveValue('180');
});

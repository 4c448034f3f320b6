import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInThroughLoginPage } from './helpers';

/** The number on a dashboard card, e.g. the "Deals" card. */
async function cardNumber(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: label, exact: true }).first();
  await expect(card).toBeVisible();
  const text = (await card.locator('p').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

test("a deal logged in the browser appears at once in the log, the cards and the director's view", async ({
  page,
  browser,
}) => {
  // Two people, four pages and a form: more than the default 30 s on a busy machine.
  test.slow();
  const customer = `Quill${Date.now().toString(36).replace(/[0-9]/g, '')}`.slice(0, 20);
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  const before = await cardNumber(page, 'Deals');

  await page.getByRole('link', { name: 'Log deal' }).first().click();
  await expectPath(page, '/finance-manager/log-deal');
  const lastName = page.getByLabel('Customer last name');
  await lastName.fill(customer);
  // Enter moves on to the next field instead of submitting.
  await lastName.press('Enter');
  await expect(lastName).not.toBeFocused();
  await page.getByLabel('Stock #').fill('Q12345');
  await page.getByLabel('VIN (last 8)').fill('87654321');
  const lender = page.getByRole('combobox', { name: 'Lender' });
  await lender.fill('Ally');
  await lender.press('Enter');
  await page.getByLabel('Front gross').fill('1500');
  await page.getByLabel('VSC', { exact: true }).fill('1000');
  await page.getByLabel('VSC', { exact: true }).press('Control+Enter');
  await expect(page.getByText(/^Deal #\d+ logged$/)).toBeVisible();

  await page.getByRole('link', { name: 'Open deal log' }).click();
  await page.getByLabel('Search deals').fill(customer);
  await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(1);

  await page.goto('/dashboard/finance');
  await expect.poll(() => cardNumber(page, 'Deals')).toBe(before + 1);

  const directorContext = await browser.newContext();
  const director = await directorContext.newPage();
  await signInThroughLoginPage(director, 'finance_director@demo.example.com');
  await expectPath(director, '/dashboard/finance-director');
  const board = director.getByRole('table').filter({ hasText: 'Fiona Marsh' }).first();
  const row = board.getByRole('row').filter({ hasText: 'Fiona Marsh' });
  await expect(row).toBeVisible();
  const headers = await board.getByRole('columnheader').allTextContents();
  const dealsColumn = headers.findIndex((header) => header.trim() === 'Deals');
  expect(dealsColumn).toBeGreaterThan(0);
  await expect(row.locator('td, th').nth(dealsColumn)).toHaveText(String(before + 1));
  await directorContext.close();
});

test('the log-deal form keeps what was typed when the server refuses it', async ({ page }) => {
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await page.goto('/finance-manager/log-deal');
  await page.getByLabel('Customer last name').fill('Keeper');
  await page.getByLabel('Stock #').fill('K1');
  await page.getByLabel('VIN (last 8)').fill('1234567');
  await page.getByLabel('Front gross').fill('900');
  await page.getByLabel('Front gross').press('Control+Enter');
  await expect(page.getByText(/exactly 8 digits|8 digits/i).first()).toBeVisible();
  await expect(page.getByLabel('Customer last name')).toHaveValue('Keeper');
  await expect(page.getByLabel('VIN (last 8)')).toBeFocused();
});

test('unwinding a deal from the log asks first', async ({ page }) => {
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await page.goto('/finance-deal-log');
  const firstStatus = page.getByRole('combobox', { name: /^Status of deal #/ }).first();
  await expect(firstStatus).toBeVisible();
  const was = await firstStatus.inputValue();
  test.skip(was === 'Unwound', 'the newest deal is already unwound');
  await firstStatus.selectOption('Unwound');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstStatus).toHaveValue(was);
});

test('the single finance manager hides amounts, and it sticks', async ({ page }) => {
  await signInThroughLoginPage(page, 'single_finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/single-finance');
  await expect(page.getByRole('group', { name: 'Back-end gross' })).toContainText('$');
  const eye = page.getByRole('button', { name: 'Hide amounts' });
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Back-end gross' })).not.toContainText('$');
  // Kept on the server: a reload (or another browser) still hides them.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Back-end gross' })).not.toContainText('$');
  await eye.click();
  await expect(page.getByRole('group', { name: 'Back-end gross' })).toContainText('$');
});

test('the deal calculator opens as a modal, keeps its figures when reopened and gives focus back', async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  const opener = page.getByRole('button', { name: 'Deal calculator' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Deal calculator' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Finance' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByLabel('Vehicle price').fill('31,500');

  // Tab stays inside; Escape closes and focus goes back to the button.
  for (let press = 0; press < 3; press++) await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.press('Enter');
  await expect(dialog.getByLabel('Vehicle price')).toHaveValue('31,500');
  await dialog.getByRole('button', { name: 'Close the deal calculator' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('removing a team member asks first, in a dialog that gives focus back', async ({ page }) => {
  await signInThroughLoginPage(page, 'single_finance_manager@demo.example.com');
  await page.goto('/single-finance/settings');
  const last = `Gone${Date.now().toString(36).replace(/[0-9]/g, '')}`.slice(0, 20);
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill(last);
  await page.getByRole('button', { name: 'Add member' }).click();
  const remove = page.getByRole('button', { name: `Remove Tess ${last}` });
  await remove.click();

  const question = page.getByRole('alertdialog', { name: `Remove Tess ${last}?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(remove).toHaveCount(0);
});

test('a failing panel shows its own retry while the rest of the dashboard stays, and says when it recovers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let failing = true;
  await page.route('**/api/goals/tracking/**', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          json: { error: { code: 'UNKNOWN_ERROR', message: 'Service temporarily unavailable' } },
        })
      : route.continue(),
  );
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  const goal = page.getByRole('region', { name: 'Monthly goal' });
  // The query's own three retries (1 s, 2 s, 4 s) come first.
  await expect(goal.getByRole('alert')).toContainText("Goal progress couldn't be loaded.", {
    timeout: 20_000,
  });
  await expect(goal.getByRole('button', { name: 'Try again (1/3)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay estimate' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  failing = false;
  await goal.getByRole('button', { name: 'Try again (1/3)' }).click();
  await expect(goal.getByRole('alert')).toHaveCount(0);
  const toast = page.getByRole('status').filter({ hasText: 'Recovered' });
  await expect(toast).toContainText('Connection has been restored.');
});

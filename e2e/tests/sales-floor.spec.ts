import { expect, test } from '@playwright/test';
import { expectPath, signInThroughLoginPage } from './helpers';

test('a sale logged by the salesperson reaches the sales manager, the GM and F&I, who opens its deal pre-filled', async ({
  page,
  browser,
}) => {
  // Four people sign in one after another: more than the default 30 s on a busy machine.
  test.slow();
  const customer = `Nora Quint${Date.now().toString(36).replace(/[0-9]/g, '').slice(0, 5)}`;
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  const form = page.getByRole('region', { name: 'Log a sale' });
  await form.getByLabel('Customer').fill(customer);
  await form.getByLabel('Customer').press('Enter');
  await form.getByLabel('Vehicle model').fill('Toyota Camry');
  await form.getByLabel('Stock #').fill('T77001');
  await form.getByLabel('Amount').fill('31,250');
  await form.getByLabel('Amount').press('Control+Enter');
  await expect(page.getByText(/^Sale logged: /)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(customer);

  const look = async (email: string, home: string) => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInThroughLoginPage(other, email);
    await expectPath(other, home);
    return { context, page: other };
  };

  const manager = await look('sales_manager@demo.example.com', '/dashboard/sales-manager');
  await expect(manager.page.getByRole('main')).toContainText(customer);
  await manager.context.close();

  const finance = await look('finance_manager@demo.example.com', '/dashboard/finance');
  const row = finance.page.getByRole('row').filter({ hasText: customer });
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect.poll(() => new URL(finance.page.url()).pathname).toBe('/finance-manager/log-deal');
  const lastName = customer.split(' ').at(-1) ?? '';
  await expect(finance.page.getByLabel('Customer last name')).toHaveValue(lastName);
  await expect(finance.page.getByLabel('Stock #')).toHaveValue('T77001');
  await finance.context.close();

  const gm = await look('general_manager@demo.example.com', '/dashboard/gm');
  await expect(gm.page.getByRole('heading', { level: 1 })).toBeVisible();
  await gm.context.close();
});

test("a viewer reads the salesperson's page without logging sales", async ({ page }) => {
  await signInThroughLoginPage(page, 'viewer@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Log a sale' })).toHaveCount(0);
});

test("the sales manager corrects a deal's front gross from the store deal log", async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.goto('/dashboard/deals');
  const edit = page.getByRole('button', { name: /^Edit front gross of deal #/ }).first();
  await expect(edit).toBeVisible();
  await edit.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Front gross').fill('1,777.00');
  await dialog.getByRole('button', { name: 'Save front gross' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table')).toContainText('$1,777.00');
});

const SHOTS = process.env.E2E_SHOTS_DIR;
const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).replace(/[0-9]/g, '').slice(0, 5)}`;

test('a stock number already on an open sale is warned about, and saved only when confirmed', async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  const form = page.getByRole('region', { name: 'Log a sale' });
  const stock = `D${Date.now().toString().slice(-6)}`;
  const log = async (customer: string) => {
    await form.getByLabel('Customer').fill(customer);
    await form.getByLabel('Stock #').fill(stock);
    await form.getByLabel('Amount').fill('28,900');
    await form.getByRole('button', { name: 'Log sale' }).click();
  };
  await log(uniqueName('First Buyer'));
  await expect(page.getByText(/^Sale logged: /)).toBeVisible();
  const second = uniqueName('Second Buyer');
  await log(second);
  const warning = form.getByRole('alert').filter({ hasText: 'Stock number already in use.' });
  await expect(warning).toContainText(stock);
  if (SHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await form.screenshot({ path: `${SHOTS}/sale-warning-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await form.screenshot({ path: `${SHOTS}/sale-warning-390.png` });
  }
  await warning.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText(/^Sale logged: /)).toContainText(second);
  await expect(warning).toHaveCount(0);
});

test('a salesperson corrects and cancels their own pending sale from My recent sales', async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  const customer = uniqueName('Fix Me');
  const form = page.getByRole('region', { name: 'Log a sale' });
  await form.getByLabel('Customer').fill(customer);
  await form.getByLabel('Amount').fill('20,000');
  await form.getByRole('button', { name: 'Log sale' }).click();
  await expect(page.getByText(/^Sale logged: /)).toBeVisible();

  await page.getByRole('button', { name: `Correct the sale to ${customer}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the sale' });
  await dialog.getByLabel('Amount').fill('21500');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row).toContainText('$21,500');

  await page.getByRole('button', { name: `Cancel the sale to ${customer}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this sale?' });
  await confirm.getByRole('button', { name: 'Cancel sale' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: `Cancel the sale to ${customer}` })).toHaveCount(0);
});

test('the sales manager searches the sales log and pages through it', async ({ page }) => {
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.getByRole('link', { name: 'Sales', exact: true }).first().click();
  await expectPath(page, '/dashboard/sales-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales log' })).toBeVisible();
  const table = page.getByRole('table', { name: /Sales, page 1 of/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^Matching sales: [0-9,]+ · Amount \$/)).toBeVisible();
  if (SHOTS) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/sales-log-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const name = (await table.getByRole('rowheader').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('table', { name: /Sales, page 2 of/ })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('zzzz-nobody');
  await search.press('Enter');
  await expect(page.getByText('No sales match')).toBeVisible();
  expect(name.length).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await search.fill('');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("the store board flags a PVR over fewer units than the store's small-sample setting, and says the count on focus", async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  const board = page.getByRole('table', { name: /^Store leaderboard \(/ });
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  // The demo store keeps the default of 10: its slowest sellers have fewer units this month.
  const rows = board.locator('tbody tr');
  const count = await rows.count();
  let flagged = 0;
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    const units = (await row.locator('td').nth(1).innerText()).trim();
    // "4½": whole units, and a half for a split.
    const value = Number(units.replace(/\D/g, '') || 0) + (units.includes('½') ? 0.5 : 0);
    const flag = row.getByRole('img', { name: /^Small sample: / });
    if (value < 10) {
      flagged++;
      await expect(flag).toHaveCount(1);
    } else {
      await expect(flag).toHaveCount(0);
    }
  }
  expect(flagged).toBeGreaterThan(0);
  const first = board.getByRole('img', { name: /^Small sample: / }).first();
  await first.focus();
  await expect(board.getByText(/^Small sample: \d+(\.5)? deals?$/).first()).toBeVisible();
});

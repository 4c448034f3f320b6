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

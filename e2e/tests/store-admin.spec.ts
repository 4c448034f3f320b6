import { expect, test } from '@playwright/test';
import type { AdminHome } from '@das/shared/schemas/store-admin';
import { expectPath, expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

test("the dealership admin reads the store's real figures and saves a store setting", async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'dealership_admin@demo.example.com');
  await expectPath(page, '/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Store home' })).toBeVisible();

  // The figures on the page are the API's for the store, and the store has sold this year.
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/store-admin/home') && response.url().includes('year_to_date'),
  );
  await page.goto('/dashboard/admin?period=year_to_date');
  const home = (await (await answer).json()) as AdminHome;
  expect(home.sales.units).toBeGreaterThan(0);
  const sales = page.getByRole('group', { name: 'Sales' });
  await expect(sales).toContainText(home.sales.units.toLocaleString('en-US'));
  await expect(page.getByRole('region', { name: 'Goal pace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs your attention' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'admin-home');

  // Settings, from the sidebar: a ZIP code and a VSC target, saved and read back.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expectPath(page, '/dashboard/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  await page.getByLabel('ZIP code').fill('8501');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code (or ZIP+4).')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'store-settings');

  await page.getByLabel('ZIP code').fill('85016');
  await page.getByLabel('VSC target').fill('47.5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('ZIP code')).toHaveValue('85016');
  await expect(page.getByLabel('VSC target')).toHaveValue('47.5');

  await page.getByRole('link', { name: 'Back to the store home' }).click();
  await expect(page.getByRole('region', { name: 'Funding and products' })).toContainText(
    'target 47.5%',
  );
});

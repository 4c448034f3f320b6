import { expect, test } from '@playwright/test';
import { signInThroughLoginPage } from './helpers';

test("a salesperson's log says it is theirs and counts a split ½", async ({ page }) => {
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await page.goto('/dashboard/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'My deal log' })).toBeVisible();
  await expect(
    page.getByText('Deals you sold at Desert Sun Toyota, splits included.'),
  ).toBeVisible();
  await expect(page.getByText(/A split deal counts ½ a unit/)).toBeVisible();
  // No one else's deals to filter on.
  await expect(page.getByLabel('Salesperson', { exact: true })).toHaveCount(0);
});

test('a manager filters the log on one salesperson, and sorts it on the server', async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.goto('/dashboard/deals');
  await expect(page.getByText('Every deal at Desert Sun Toyota.')).toBeVisible();
  await expect(page.getByText(/A split deal counts ½ a unit/)).toHaveCount(0);

  await page.getByLabel('Salesperson', { exact: true }).selectOption({ label: 'Andre Lewis' });
  await expect(page).toHaveURL(/[?&]sp=[0-9a-f-]{36}/);
  await expect(
    page.getByText('Deals Andre Lewis sold at Desert Sun Toyota, splits included.'),
  ).toBeVisible();
  await expect(page.getByText(/A split deal counts ½ a unit/)).toBeVisible();

  const table = page.getByRole('table');
  const customer = table.getByRole('columnheader', { name: 'Customer' });
  await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await customer.getByRole('button').click();
  await expect(page).toHaveURL(/sort=customer_last_name&order=asc/);
  await expect(customer).toHaveAttribute('aria-sort', 'ascending');
  await customer.getByRole('button').press('Enter');
  await expect(customer).toHaveAttribute('aria-sort', 'descending');
});

test('the delete question starts on Keep deal, keeps Tab inside and gives focus back', async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.goto('/dashboard/deals');
  const remove = page.getByRole('button', { name: /^Delete deal #/ }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep deal' })).toBeFocused();
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('on a 1366×768 screen the status, edit and delete controls are in view without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.goto('/dashboard/deals');
  await expect(page.getByRole('combobox', { name: /^Status of deal #/ }).first()).toBeInViewport();
  const edit = page
    .getByRole('link', { name: /^Edit deal #/ })
    .or(page.getByRole('button', { name: /^Edit .*#/ }));
  await expect(edit.first()).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Delete deal #/ }).first()).toBeInViewport();
  // Scrolled sideways, the customer column slides under the pinned controls.
  await page
    .getByRole('region', { name: 'Deals table (scrolls in both directions)' })
    .evaluate((region) => {
      region.scrollLeft = region.scrollWidth;
    });
  await expect(page.getByRole('button', { name: /^Delete deal #/ }).first()).toBeInViewport();
});

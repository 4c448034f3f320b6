import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

/**
 * Issue 13 "View as": platform staff open a store's boards read-only, under a
 * banner naming the store, and each opening is in the audit log.
 */
test('the master admin opens a store as admin: named, read-only, and audited', async ({ page }) => {
  test.slow();
  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await page.goto('/dealership/47/general-manager');

  const banner = page.getByRole('complementary', { name: 'Viewing as admin' });
  await expect(banner).toContainText('(#47): viewing as admin.');
  await expect(banner).toContainText('nothing can be changed from here');
  await expectAccessibleAtBothWidths(page, 'view-as-gm-board');

  // Within the store, its schedule is read, not edited.
  await page.getByRole('link', { name: 'Schedule', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dealership\/47\/schedule/);
  await expect(banner).toBeVisible();
  await expect(
    page.getByText('View only: your managers plan the schedule. Ask them about a change.'),
  ).toBeVisible();

  await banner.getByRole('link', { name: 'Back to the panel' }).click();
  await page.goto('/master-admin/records');
  const audit = page.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Action starts with').fill('store.viewAs');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(audit.getByRole('row').filter({ hasText: 'store.viewAs' }).first()).toContainText(
    '#47',
  );
});

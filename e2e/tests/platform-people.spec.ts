import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';
import { INVITED_PASSWORD, invitedPerson, lockOut } from './platform-fixtures';

/**
 * The panel's People section (issue 13): a person locked out by failed sign-ins
 * is found by the master admin, shown locked, unlocked, and signs in; an admin's
 * role select never offers admin or master admin.
 */

test('the master admin finds a locked person and unlocks them; an admin never offers admin', async ({
  page,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const email = `lena.locke.${run}@example.com`;
  const api = await invitedPerson(request, email);
  await lockOut(api, email);

  // Signed in, the master admin lands on the panel; its People link opens the section.
  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await page.getByRole('link', { name: 'People', exact: true }).click();
  const section = page.getByRole('region', { name: 'People across stores' });
  await section.getByRole('searchbox', { name: 'Name or e-mail' }).fill(`Locke.${run}`);
  await section.getByRole('button', { name: 'Search' }).click();
  const row = section.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Locked until');
  await expect(row).toContainText('Viewer');
  await expectAccessibleAtBothWidths(page, 'master-admin-people');

  await row.getByRole('button', { name: 'Unlock the account of Lena Locke' }).click();
  await expect(section.getByText('Lena Locke is unlocked and may sign in again.')).toBeVisible();
  await expect(row).not.toContainText('Locked until');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await api.signIn(email, INVITED_PASSWORD)).status()).toBe(200);

  // A platform admin may give any role below their own: never admin, never master admin.
  await signInThroughLoginPage(page, 'admin@demo.example.com');
  await page.goto('/master-admin/people');
  await section.getByRole('searchbox', { name: 'Name or e-mail' }).fill(email);
  await section.getByRole('button', { name: 'Search' }).click();
  const roles = row.getByRole('combobox', { name: 'Role of Lena Locke' });
  await expect(roles).toHaveValue('viewer');
  const offered = await roles.locator('option').allTextContents();
  expect(offered).toContain('Area Vice President');
  expect(offered).not.toContain('Platform Admin');
  expect(offered).not.toContain('Master Admin');
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

/**
 * The platform's tenants on /master-admin/tenants (issue 13, ADR 024): the master admin
 * creates a dealer group with two stores and an area, gives the area the demo's vice
 * president (and gives him back), and deactivates and reactivates a store.
 */

async function createTenant(page: Page, kind: string, fill: Record<string, string>) {
  const panel = page.getByRole('region', { name: 'Add a tenant' });
  await panel.getByLabel('Kind').selectOption({ label: kind });
  for (const [label, value] of Object.entries(fill)) {
    const field = panel.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption({ label: value });
    } else {
      await field.fill(value);
    }
  }
  await panel.getByRole('button', { name: /^Create/ }).click();
  await expect(page.getByText(`${fill.Name} was created.`, { exact: true })).toBeVisible();
}

async function assignVicePresident(page: Page, area: string) {
  const search = page.getByRole('region', { name: 'Find a tenant' });
  await search.getByLabel('Name, city or id').fill(area);
  await search.getByRole('button', { name: 'Search' }).click();
  await search.getByRole('button', { name: `Vice presidents of ${area}` }).click();
  const dialog = page.getByRole('dialog', { name: `Vice presidents of ${area}` });
  await dialog.getByLabel('Name or e-mail of an area vice president').fill('area_vice_president@');
  await dialog.getByRole('button', { name: 'Assign Victor Alvarez to this area' }).click();
  await expect(
    page.getByText(`Victor Alvarez now works for ${area}.`, { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Victor Alvarez' })).toHaveCount(1);
  return dialog;
}

test('the master admin creates a group with two stores, staffs an area and pauses a store', async ({
  page,
}) => {
  const tag = `E2E ${Date.now().toString(36)}`;
  const group = `${tag} Group`;
  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await page.goto('/master-admin/tenants');
  await expect(page.getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-current', 'page');

  await createTenant(page, 'Dealer group', { Name: group, Area: 'Southwest Area' });
  for (const [suffix, city, state] of [
    ['North', 'Flagstaff', 'Arizona'],
    ['South', 'Tucson', 'Arizona'],
  ] as const) {
    await createTenant(page, 'Dealership', {
      Name: `${tag} ${suffix}`,
      'Dealer group': group,
      City: city,
      State: state,
    });
  }
  await createTenant(page, 'Area', { Name: `${tag} Area` });

  const search = page.getByRole('region', { name: 'Find a tenant' });
  await search.getByLabel('Name, city or id').fill(tag);
  await search.getByRole('button', { name: 'Search' }).click();
  const north = search.getByRole('row', { name: new RegExp(`${tag} North`) });
  await expect(north).toContainText('Flagstaff, AZ');
  await expect(north).toContainText(group);
  await expect(north).toContainText('Southwest Area');
  await expect(search.getByRole('row', { name: new RegExp(`${tag} South`) })).toContainText(group);

  // The demo's area vice president to the new area, then home again.
  const dialog = await assignVicePresident(page, `${tag} Area`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await (
    await assignVicePresident(page, 'Southwest Area')
  )
    .getByRole('button', { name: 'Close' })
    .click();

  await search.getByLabel('Name, city or id').fill(`${tag} North`);
  await search.getByRole('button', { name: 'Search' }).click();
  await search.getByRole('button', { name: `Deactivate ${tag} North` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${tag} North?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(north).toContainText('Inactive');
  await expectAccessibleAtBothWidths(page, 'master-admin-tenants');

  await search.getByRole('button', { name: `Reactivate ${tag} North` }).click();
  await page
    .getByRole('alertdialog', { name: `Reactivate ${tag} North?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(north).toContainText('Active');
  await expect(north).not.toContainText('Inactive');
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';
import { invitedPerson, lockOut, openSubscription, signUpDealership } from './platform-fixtures';

/**
 * Issue 13's "Done when", in the master admin panel (ADR 024, 023, 025, 021): the master admin
 * creates a dealer group with two stores and an area, gives the area the demo's vice president
 * (and gives him back), deactivates and reactivates a store, extends a trial, finds a locked
 * person and unlocks them, then reads each of those actions back in the audit log viewer.
 *
 * It moves the demo's only area vice president, whom other tests sign in as: so it runs in a
 * project of its own, after every other test (playwright.config.ts).
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
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The newest record of `action` by the master admin, its before and after shown. */
async function newestRecord(page: Page, action: string) {
  const audit = page.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Person (name or e-mail)').fill('master_admin@demo');
  await audit.getByLabel('Action starts with').fill(action);
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  const row = audit.getByRole('row').filter({ hasText: action }).first();
  await expect(row).toContainText('Done');
  await row.getByText('Show').click();
  return row;
}

test('the master admin sets up a group, staffs an area, extends a trial, unlocks a person, and reads it all in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const tag = `E2E ${run}`;
  const group = `${tag} Group`;
  const trialStore = `${tag} Mazda`;
  const lockedEmail = `locked.${run}@example.com`;
  const { trialEndsAt } = await signUpDealership(
    request,
    trialStore,
    `trial.${run}@subscriptions.example.com`,
  );
  await lockOut(await invitedPerson(request, lockedEmail), lockedEmail);

  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await page.getByRole('link', { name: 'Tenants', exact: true }).click();
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
  await assignVicePresident(page, `${tag} Area`);
  await assignVicePresident(page, 'Southwest Area');

  await search.getByLabel('Name, city or id').fill(`${tag} North`);
  await search.getByRole('button', { name: 'Search' }).click();
  await search.getByRole('button', { name: `Deactivate ${tag} North` }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${tag} North?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(north).toContainText('Inactive');
  await expectAccessibleAtBothWidths(page, 'master-admin-tenants');
  await search.getByRole('button', { name: `Reactivate ${tag} North` }).click();
  await page
    .getByRole('alertdialog', { name: `Reactivate ${tag} North?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(north).not.toContainText('Inactive');

  // A week more of trial for the store that signed up.
  const { row: subscription, manage } = await openSubscription(page, trialStore);
  await manage.getByLabel('Extend the trial by (days)').fill('7');
  await manage.getByRole('button', { name: 'Extend trial' }).click();
  await expect(manage.getByText('Trial extended.')).toBeVisible();
  const extended = new Date(Date.parse(trialEndsAt) + 7 * 24 * 60 * 60 * 1000);
  await expect(subscription.getByTestId('trial-end')).toHaveText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(extended),
  );

  // The locked person, found and unlocked.
  await page.getByRole('link', { name: 'People', exact: true }).click();
  const people = page.getByRole('region', { name: 'People across stores' });
  await people.getByRole('searchbox', { name: 'Name or e-mail' }).fill(lockedEmail);
  await people.getByRole('button', { name: 'Search' }).click();
  const person = people.getByRole('row').filter({ hasText: lockedEmail });
  await expect(person).toContainText('Locked until');
  await person.getByRole('button', { name: 'Unlock the account of Lena Locke' }).click();
  await expect(person).not.toContainText('Locked until');

  // Each action, read back in the audit log viewer with what it changed.
  await page.getByRole('link', { name: 'Records', exact: true }).click();
  await expect(await newestRecord(page, 'tenant.create')).toContainText(tag);
  await expect(await newestRecord(page, 'tenant.assignAreaVicePresident')).toContainText('areaId');
  await expect(await newestRecord(page, 'tenant.reactivate')).toContainText('"isActive": true');
  await expect(await newestRecord(page, 'subscription.extendTrial')).toContainText(trialStore);
  await expect(await newestRecord(page, 'platformPeople.unlock')).toContainText('#46');
});

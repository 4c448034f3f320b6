import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInThroughLoginPage } from './helpers';

/**
 * The dealer group admin's settings (issue 12): from the sidebar, rename a
 * store (the rollup shows the new name) and move a person to another store of
 * the group, on the demo world. Stores 49 and 50 (Desert Sun Kia and Mazda)
 * are ones no other browser test reads by name.
 */
const SHOTS = '/tmp/shots-group';

async function signInAsGroupAdmin(page: Page) {
  await signInThroughLoginPage(page, 'dealer_group_admin@demo.example.com');
  // The first sign-in's welcome page stays; the rollup is home after it.
  await page.getByRole('button', { name: 'Continue to Group Admin Dashboard' }).click();
  await expectPath(page, '/group-admin');
}

test('a group admin renames a store, sees it in the rollup, and moves a person between stores', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsGroupAdmin(page);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expectPath(page, '/group-admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Group settings' })).toBeVisible();
  const stores = page.getByRole('table', { name: 'Stores' });
  await expect(stores.getByRole('rowheader', { name: /Desert Sun Toyota/ })).toBeVisible();

  // Axe at both widths, and a look at the page at each.
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/group-settings-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Rename a store from its row; the rollup shows the new name.
  await page.getByRole('button', { name: 'Rename Desert Sun Mazda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Desert Sun Mazda' });
  await dialog.getByLabel('Store name').fill('Desert Sun Mazda Mesa');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(stores.getByRole('rowheader', { name: /Desert Sun Mazda Mesa/ })).toBeVisible();

  // Move the first person of Desert Sun Kia to the renamed store.
  const kiaRow = stores.getByRole('row', { name: /Desert Sun Kia/ });
  const kiaPeople = Number(await kiaRow.getByRole('cell').nth(1).textContent());
  const person = page.getByLabel('Person', { exact: true });
  const first = person.locator('optgroup[label="Desert Sun Kia"] option').first();
  const name = ((await first.textContent()) ?? '').split(' · ')[0]!;
  await person.selectOption((await first.getAttribute('value')) ?? '');
  await expect(
    page.getByText(`${name}'s deals and sales so far stay with Desert Sun Kia`),
  ).toBeVisible();
  await page.getByLabel('Move to').selectOption({ label: 'Desert Sun Mazda Mesa' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    page.getByText(`${name} now works at Desert Sun Mazda Mesa.`, { exact: true }),
  ).toBeVisible();
  await expect(kiaRow.getByRole('cell').nth(1)).toHaveText(String(kiaPeople - 1));
  await expect(
    person.locator('optgroup[label="Desert Sun Mazda Mesa"] option', { hasText: name }),
  ).toHaveCount(1);

  await page.getByRole('link', { name: 'Back to the group' }).click();
  await expectPath(page, '/group-admin');
  await expect(
    page.getByRole('table', { name: 'Stores side by side' }).getByRole('link', {
      name: 'Desert Sun Mazda Mesa',
    }),
  ).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInThroughLoginPage } from './helpers';

/**
 * Reading a store from above (issue 12, ADR 019): the group admin opens a
 * store from the rollup, then its boards and deal log, each with the path back
 * up and no control to change anything; their /dashboard/admin picks a store.
 */
async function signInAsGroupAdmin(page: Page) {
  await signInThroughLoginPage(page, 'dealer_group_admin@demo.example.com');
  await page.getByRole('button', { name: 'Continue to Group Admin Dashboard' }).click();
  await expectPath(page, '/group-admin');
}

async function expectAxeClean(page: Page, shot?: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `at ${width} px`).toEqual([]);
    if (shot)
      await page.screenshot({ path: `/tmp/shots-drill/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a group admin drills from the rollup into a store's boards and deal log and back", async ({
  page,
}) => {
  // Axe runs eight times (four pages, two widths).
  test.setTimeout(240_000);
  await signInAsGroupAdmin(page);
  const rows = page.getByRole('table', { name: 'Stores side by side' }).locator('tbody tr');
  const storeLink = rows.first().getByRole('link');
  const store = ((await storeLink.textContent()) ?? '').trim();
  await storeLink.click();
  await expect(page).toHaveURL(/\/dealership\/\d+$/);
  const overviewUrl = page.url();
  const boards = page.getByRole('navigation', { name: `Screens of ${store}` });

  // The GM's board of that store: the path (group › store › board), real figures, read only.
  await boards.getByRole('link', { name: 'GM board' }).click();
  await expect(page).toHaveURL(/\/dealership\/\d+\/general-manager$/);
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('link', { name: 'Desert Sun Auto Group' })).toBeVisible();
  await expect(trail.getByRole('link', { name: store })).toBeVisible();
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Store overview');
  await expect(page.getByText('Read only: you see this store as its managers do')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Store overview' })).toBeVisible();
  const sales = page.getByRole('group', { name: 'Sales', exact: true });
  await expect(sales).toContainText(/[1-9]/);
  await expect(page.getByText(/\$[1-9][\d,]*/).first()).toBeVisible();
  // The GM's own screens (team, goals, pay plans) are not theirs.
  await expect(page.getByRole('link', { name: 'Pay plans' })).toHaveCount(0);
  await expectAxeClean(page, 'gm-board');

  // Back to the store, then its sales manager's board: the team side by side, no goal editing.
  await trail.getByRole('link', { name: store }).click();
  await expect(page).toHaveURL(overviewUrl);
  await boards.getByRole('link', { name: 'Sales manager board' }).click();
  await expect(page).toHaveURL(/\/dealership\/\d+\/sales-manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales department' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(store);
  await expect(page.getByRole('link', { name: /goal/i })).toHaveCount(0);
  await expectAxeClean(page);

  // Back again, then its F&I board: the department, without the pay-plan editor.
  await trail.getByRole('link', { name: store }).click();
  await expect(page).toHaveURL(overviewUrl);
  await boards.getByRole('link', { name: 'F&I board' }).click();
  await expect(page).toHaveURL(/\/dealership\/\d+\/finance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'F&I department' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(store);
  await expect(page.getByRole('heading', { name: 'Finance leaderboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'F&I pay plans' })).toHaveCount(0);
  await expectAxeClean(page, 'fi-board');

  // The store's deal log, from the board: rows of that store, and nothing to edit.
  await page.getByRole('link', { name: 'Department deal log' }).click();
  await expect(page).toHaveURL(/\/dealership\/\d+\/deals/);
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(store);
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Log a deal/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/i })).toHaveCount(0);
  await expectAxeClean(page);

  // And back to the group.
  await page
    .getByRole('navigation', { name: 'You are here' })
    .getByRole('link', { name: 'Desert Sun Auto Group' })
    .click();
  await expectPath(page, '/group-admin');
});

test("a group admin's store home picks one of the group's stores instead of an error", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsGroupAdmin(page);
  await page.goto('/dashboard/admin');
  const picker = page.getByRole('combobox', { name: 'Store' });
  await expect(picker).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sales', exact: true })).toContainText(/[1-9]/);
  await expect(page.getByText(/dealership_id/)).toHaveCount(0);
  const second = await picker.locator('option').nth(1).textContent();
  await picker.selectOption({ label: second ?? '' });
  await expect(page).toHaveURL(/store=\d+/);
  await expect(page.getByText(second ?? '').first()).toBeVisible();
  await expectAxeClean(page);
});

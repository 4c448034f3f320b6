import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInThroughLoginPage } from './helpers';

/**
 * Above the store (issue 12): the dealer group admin's rollup, the area vice
 * president's page and a store's overview, on the demo world's real figures.
 */
async function signInAsGroupAdmin(page: Page) {
  await signInThroughLoginPage(page, 'dealer_group_admin@demo.example.com');
  // The first sign-in's welcome page stays; the rollup is home after it.
  await page.getByRole('button', { name: 'Continue to Group Admin Dashboard' }).click();
  await expectPath(page, '/group-admin');
}

async function expectAxeClean(page: Page) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a group admin sees every store of the group side by side, sorts by keyboard and opens a store', async ({
  page,
}) => {
  // Axe runs four times (two pages, two widths) on wide tables.
  test.setTimeout(150_000);
  await signInAsGroupAdmin(page);
  const table = page.getByRole('table', { name: 'Stores side by side' });
  await expect(table).toBeVisible();
  // The header names the group, not its number.
  await expect(page.getByText('Desert Sun Auto Group').first()).toBeVisible();
  await expect(page.getByText(/Dealer group #\d/)).toHaveCount(0);
  const rows = table.locator('tbody tr');
  // Two stores or more, then the group's total; real figures, not empty ones.
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(rows.last()).toContainText('Desert Sun Auto Group total');
  await expect(rows.last()).toContainText(/\$[1-9][\d,]*/);

  // Sort by back PVR from the keyboard: the header says so (aria-sort), the rows follow.
  const header = table.getByRole('columnheader', { name: 'Back PVR' });
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const backPvrIndex = await table
    .locator('thead th')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.includes('Back PVR')));
  const values = await rows.evaluateAll(
    (trs, index) =>
      trs
        .slice(0, -1)
        .map((tr) => Number(tr.children[index]?.textContent?.replace(/[^\d.-]/g, '') ?? '0')),
    backPvrIndex,
  );
  expect(values).toEqual([...values].sort((a, b) => a - b));
  // The lowest back PVR is called out in words, not colour alone.
  await expect(page.getByText('Lowest back PVR:')).toBeVisible();

  await expectAxeClean(page);

  // A store's name opens its overview, with the path back to the group.
  const store = (await rows.first().getByRole('link').textContent()) ?? '';
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dealership\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: store })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('link', { name: 'Desert Sun Auto Group' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deal log' })).toBeVisible();
  await expectAxeClean(page);
  await trail.getByRole('link', { name: 'Desert Sun Auto Group' }).click();
  await expectPath(page, '/group-admin');
});

test("an area vice president sees the area's groups and stores ranked and drills down", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughLoginPage(page, 'area_vice_president@demo.example.com');
  await expectPath(page, '/avp-full-dashboard');
  await expect(page.getByText('Southwest Area').first()).toBeVisible();
  await expect(page.getByText(/Area #\d/)).toHaveCount(0);
  const groups = page.getByRole('table', { name: 'Dealer groups ranked' });
  await expect(groups.getByRole('link', { name: 'Desert Sun Auto Group' })).toBeVisible();
  await expect(groups.getByRole('link', { name: 'Canyon Motors Group' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stores ranked' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Spread between stores' })).toContainText(
    'Back PVR',
  );
  await expectAxeClean(page);

  await groups.getByRole('link', { name: 'Canyon Motors Group' }).click();
  await expect(page).toHaveURL(/\/avp-full-dashboard\/groups\/\d+$/);
  await expect(page.getByRole('table', { name: 'Stores side by side' })).toContainText(
    'Canyon Motors Group total',
  );
  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link').click();
  await expectPath(page, '/avp-full-dashboard');
});

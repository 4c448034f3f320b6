import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signInThroughLoginPage } from './helpers';

// Nothing here is saved: the edits stay a draft of this browser.
test.beforeEach(async ({ page }) => {
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.goto('/dashboard/schedule');
  await expect(page.getByRole('grid')).toBeVisible();
});

test('a shift is picked from the cell menu by keys, and focus comes back to the cell', async ({
  page,
}) => {
  const cell = page.getByRole('grid').getByRole('button').first();
  await cell.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(cell).toHaveAttribute('aria-expanded', 'true');
  // Focus starts inside the menu, on the cell's current shift when it has one.
  await expect(menu.locator(':focus')).toHaveAttribute('role', 'menuitemradio');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A shift's letter moves to it (in any language); Enter picks it.
  await page.keyboard.press('c');
  await expect(menu.getByRole('menuitemradio', { name: /Closing/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAccessibleName(/Closing.*\(not saved yet\)/);

  // Reopened, the picked shift is the checked one; Escape closes and gives focus back.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitemradio', { name: /Closing/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitemradio', { name: /Closing/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(cell).toBeFocused();

  // Tab closes it too, back on the cell; Delete in the menu clears the shift.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Delete');
  await expect(menu).toBeHidden();
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAccessibleName(/Not scheduled/);
});

test('a press on a cell opens its menu, and a press on another cell moves it there', async ({
  page,
}) => {
  const cells = page.getByRole('grid').getByRole('button');
  await cells.nth(0).click();
  const menu = page.getByRole('menu');
  await expect(menu).toHaveCount(1);
  await cells.nth(1).click();
  await expect(menu).toHaveCount(1);
  await expect(cells.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(cells.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await menu.getByRole('menuitemradio', { name: /Mid/ }).click();
  await expect(menu).toHaveCount(0);
  await expect(cells.nth(1)).toHaveAccessibleName(/Mid/);
});

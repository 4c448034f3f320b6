import { expect, type Page } from '@playwright/test';
import { PUBLIC_PAGES, ROLE_PAGES, test, type DemoRole } from './all-pages';
import { axeViolations } from './helpers';

/**
 * Issue 16: axe finds nothing, of any impact, on every page of every role at a desktop
 * (1280) and a phone (390) width. Each page is loaded once and checked at both.
 */
/** A page's load and two reads, with room for a slow machine. */
const PAGE_TIME = 60_000;
const WIDTHS = [
  [1280, 800],
  [390, 844],
] as const;

/**
 * The page once its content (not a spinner) is on screen: its heading drawn and
 * nothing loading. Not 'networkidle', which a live dashboard never reaches: it
 * keeps its store's event stream open (ADR 027).
 */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.locator('[aria-busy="true"], .animate-pulse, .animate-spin').first(),
  ).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A long list's rows are one template drawn again and again (a deal log holds
 * hundreds, as table rows on a desk and cards on a phone); axe reads the first
 * ROWS_READ of each, which keeps a check of the deal log to seconds.
 */
const ROWS_READ = 10;
const REPEATED = 'data-axe-repeat';

async function markRepeatedRows(page: Page) {
  await page.evaluate(
    ([rowsRead, attribute]) => {
      document.querySelectorAll('tbody, ul, ol, [role="list"]').forEach((list) => {
        for (const row of Array.from(list.children).slice(rowsRead))
          row.setAttribute(attribute, '');
      });
    },
    [ROWS_READ, REPEATED] as const,
  );
}

async function violationsAtBothWidths(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settled(page);
  const found: string[] = [];
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    // Layout that follows the width in script (a phone's menu, cards for rows) redraws.
    await settled(page);
    await markRepeatedRows(page);
    const violations = await axeViolations(page, undefined, `[${REPEATED}]`);
    found.push(...violations.map((line) => `${width}px ${line}`));
  }
  return found;
}

for (const path of PUBLIC_PAGES) {
  test(`${path} has no accessibility violations at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(PAGE_TIME);
    expect(await violationsAtBothWidths(page, path)).toEqual([]);
  });
}

for (const [role, pages] of Object.entries(ROLE_PAGES) as [DemoRole, readonly string[]][]) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ role });
    for (const path of pages) {
      test(`${path} has no accessibility violations at 1280 and 390 px`, async ({ page }) => {
        test.setTimeout(PAGE_TIME);
        expect(await violationsAtBothWidths(page, path)).toEqual([]);
        expect(new URL(page.url()).pathname, 'the page did not send us elsewhere').toBe(
          path.split('?')[0],
        );
      });
    }
  });
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectAccessibleAtBothWidths,
  landingInteractive,
  signInThroughLoginPage,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const shots = process.env.E2E_SHOTS_DIR;

/** Every field under `scope` whose text is smaller than 16 px: iOS zooms into those when tapped. */
async function smallFields(scope: Locator): Promise<string[]> {
  await expect(scope.locator('input, select, textarea').first()).toBeVisible();
  return scope
    .locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea')
    .evaluateAll((fields) =>
      fields
        .filter((field) => Number.parseFloat(getComputedStyle(field).fontSize) < 16)
        .map(
          (field) =>
            `${field.id || field.getAttribute('name')}: ${getComputedStyle(field).fontSize}`,
        ),
    );
}

/** How a table cell sets its figures: alignment and digit widths. */
const figureStyle = (cell: Locator) =>
  cell.evaluate((element) => {
    const style = getComputedStyle(element);
    return { align: style.textAlign, digits: style.fontVariantNumeric };
  });

const RIGHT_TABULAR = { align: 'right', digits: 'tabular-nums' };

/** Whether the point at the middle of `target` hits it (nothing lies over it). */
const hitAtCentre = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

async function loaded(page: Page): Promise<number> {
  const line = await page.getByText(/ of [\d,]+ deals loaded$/).innerText();
  return Number(line.split(' of ')[0]?.replaceAll(',', ''));
}

test('a finance manager reads the deal log as cards on a phone and as a table on a desk', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  // The whole store, every date: more deals than one page.
  await page.goto('/finance-deal-log?fi=all&period=all');

  const cards = page.getByRole('list', { name: 'My deal log' });
  await expect(cards).toBeVisible();
  // One layout at a time: no table behind the cards for a screen reader to find.
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Deals table/ })).toHaveCount(0);

  // The cards, not the product chips listed inside them.
  const dealCards = cards.getByRole('listitem').filter({ has: page.getByRole('heading') });
  const card = dealCards.first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(/^Deal #\S+ · \S/);
  for (const figure of ['Front gross', 'Back-end gross', 'Total gross']) {
    await expect(card.locator(`dt:text-is("${figure}") + dd`)).toHaveText(/^-?\$[\d,]+\.\d\d$/);
  }
  await expect(card.getByText('Products', { exact: true })).toBeVisible();
  await expect(card.getByText('F&I manager', { exact: true })).toBeVisible();
  const number = (await card.getByRole('heading').innerText()).match(/#(\S+)/)?.[1] ?? '';
  await expect(card.getByRole('link', { name: `Edit deal #${number}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete deal #${number}` })).toBeVisible();

  // The status changes from the card, and back.
  const status = card.getByRole('combobox', { name: `Status of deal #${number}` });
  const before = await status.inputValue();
  const other = before === 'Funded' ? 'Pending' : 'Funded';
  const saved = () =>
    page.waitForResponse((response) => response.request().method() !== 'GET' && response.ok());
  await Promise.all([saved(), status.selectOption(other)]);
  await page.reload();
  // A fresh page of 200 deals: slow to come on busy cores.
  await expect(status).toHaveValue(other, { timeout: 30_000 });
  await Promise.all([saved(), status.selectOption(before)]);
  await expect(status).toHaveValue(before);

  // Scrolling to the end loads the next page of cards.
  const first = await loaded(page);
  await expect(dealCards).toHaveCount(first);
  if (shots) await page.screenshot({ path: `${shots}/deal-log-cards-390.png` });
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    expect(await loaded(page)).toBeGreaterThan(first);
  }).toPass();
  expect(await dealCards.count()).toBeGreaterThan(first);

  // A desk gets the table, with its money right-aligned in equal-width digits.
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'My deal log' });
  await expect(table).toBeVisible();
  await expect(cards).toHaveCount(0);
  const row = table.getByRole('row').nth(1);
  // Front, back-end and total gross.
  for (const column of [7, 18, 19]) {
    expect(await figureStyle(row.getByRole('cell').nth(column))).toEqual(RIGHT_TABULAR);
  }
  await expect(row.getByRole('cell').nth(19)).toHaveText(/\$[\d,]+\.\d\d/);
  if (shots) await page.screenshot({ path: `${shots}/deal-log-table-1280.png` });
});

test("the deal log passes axe on a desk and a phone; the log-deal form's fields are 16 px on the phone", async ({
  page,
}) => {
  // Axe reads a page of cards and a page of table rows: more than 30 s on busy cores.
  test.slow();
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  // The F&I manager's own month: a short list, so the full-page pictures stay small.
  await page.goto('/finance-deal-log');
  await expect(page.getByRole('table', { name: 'My deal log' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'phones-deal-log');

  await page.setViewportSize(PHONE);
  await page.goto('/finance-manager/log-deal');
  expect(await smallFields(page.getByRole('main').locator('form').first())).toEqual([]);
});

test('the log-a-sale fields are 16 px on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  expect(await smallFields(page.getByRole('region', { name: 'Log a sale' }))).toEqual([]);
});

test('a report table sets its money right-aligned in equal-width digits', async ({ page }) => {
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await page.goto('/dashboard/reports');
  const table = page.getByRole('table', { name: /^Units and gross by salesperson/ });
  const row = table.locator('tbody tr').first();
  // The report sums a month of deals in the database first.
  await expect(row).toBeVisible({ timeout: 30_000 });
  const total = row.getByRole('cell').filter({ hasText: /\$/ }).first();
  await expect(total).toBeVisible();
  expect(await figureStyle(total)).toEqual(RIGHT_TABULAR);
});

test.describe('update notice on a phone', () => {
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  test('Update Available never lies over the landing header: Log in and Sign up stay in reach', async ({
    page,
  }) => {
    await page.goto('/');
    await landingInteractive(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    // What the browser says when a new release's worker takes over the page.
    await page.evaluate(() => navigator.serviceWorker.dispatchEvent(new Event('controllerchange')));
    const notice = page.getByRole('alert').filter({ hasText: 'Update Available' });
    await expect(notice).toBeVisible();

    const header = page.getByRole('banner');
    expect(await hitAtCentre(header.getByRole('link', { name: 'Sign up' }).first())).toBe(true);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const logIn = header.getByRole('link', { name: 'Log in' });
    await expect(logIn).toBeVisible();
    expect(await hitAtCentre(logIn)).toBe(true);
    expect(await hitAtCentre(header.getByRole('link', { name: 'Sign up' }).last())).toBe(true);
    // Nor anything else: the notice takes its own room in the page.
    const [noticeBox, headerBox] = await Promise.all([notice.boundingBox(), header.boundingBox()]);
    expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(headerBox?.y ?? 0);
    if (shots) await page.screenshot({ path: `${shots}/landing-update-390.png` });
  });
});

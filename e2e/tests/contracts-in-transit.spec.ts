import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths, expectPath, signInThroughLoginPage } from './helpers';

/**
 * Contracts in transit (issue 14): the F&I dashboard's card leads to the page
 * of pending deals by days waited, which exports them as CSV; a deal pending
 * past the store's alert days is marked in words on the deal log, as a table
 * row and as a phone card.
 */
test('contracts in transit: the card leads to the page, which exports every pending deal as CSV', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  const card = page.getByRole('region', { name: 'Contracts in transit' });
  await expect(card.getByText('Over 20 days')).toBeVisible();
  await card.getByRole('link', { name: 'Open contracts in transit' }).click();
  await expectPath(page, '/dashboard/contracts-in-transit');

  await expect(page.getByRole('heading', { level: 1, name: 'Contracts in transit' })).toBeVisible();
  const buckets = page.getByRole('list', { name: 'Pending deals by days since the deal date' });
  await expect(buckets.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'By lender' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By F&I manager' })).toBeVisible();
  const oldest = page.getByRole('table', { name: 'Oldest pending deals' });
  // The demo store has deals stuck with their lender: the oldest is marked as on the deal log.
  await expect(oldest.getByRole('row').nth(1)).toContainText(/\d+ days in transit/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contracts-in-transit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Deal #,Deal date,Days in transit,Customer,Deal type,Lender,F&I manager,Back gross',
  );
  const days = lines.slice(1).map((line) => Number(line.split(',')[2]));
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual([...days].sort((a, b) => b - a));

  await expectAccessibleAtBothWidths(page, 'contracts-in-transit');
  // The screen sizes, to look at (E2E_SHOTS_DIR), beside the helper's 1440 and 390.
  const shots = process.env.E2E_SHOTS_DIR;
  for (const [width, height] of shots
    ? [
        [1920, 1080],
        [1280, 720],
      ]
    : []) {
    await page.setViewportSize({ width: width!, height: height! });
    await page.screenshot({ path: `${shots}/contracts-in-transit-${width}x${height}.png` });
  }
});

test('a deal pending past the alert days is marked in words on the deal log, table and phone cards', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  // The deal log, oldest pending first: the first deal carries the mark, in words.
  await page.goto('/dashboard/deals?period=all&status=Pending&sort=deal_date&order=asc');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(/\d+ days in transit/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/\d+ days in transit/).first()).toBeAttached();
  await expectAccessibleAtBothWidths(page, 'deal-log-in-transit');
});

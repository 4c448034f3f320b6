import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths, expectPath, signInThroughLoginPage } from './helpers';

/**
 * A person's portable record (issue 15, ADR 033): the user menu leads to the
 * performance résumé, whose best month is named, which downloads the whole
 * record as a zip holding deals.csv, and which prints without the app around it.
 */
test('my record: the user menu opens the résumé, which names a best month and downloads the zip', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  await page.getByRole('link', { name: 'My record' }).click();
  await expectPath(page, '/my-record');
  await expect(page.getByRole('heading', { level: 1, name: 'My record' })).toBeVisible();

  const best = page.getByRole('group', { name: 'Most deals in a month' });
  // The figure and, under it, the month it was reached in ("December 2025").
  await expect(best).toContainText(/\d+/);
  await expect(best).toContainText(/[A-Z][a-z]+ \d{4}/);
  await expect(page.getByRole('table', { name: 'Month by month' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Product penetration over time' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my record (.zip)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^das-board-record-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const zip = readFileSync((await download.path())!);
  // A zip (local file headers start "PK\x03\x04"), whose entries' names are stored as written.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  for (const name of ['deals.csv', 'monthly-kpis.csv', 'goals.csv', 'pay-statements.csv']) {
    expect(zip.includes(Buffer.from(name))).toBe(true);
  }

  // On paper: the résumé alone, without the menu or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'My record' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my record (.zip)' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'My record' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await expectAccessibleAtBothWidths(page, 'my-record');
});

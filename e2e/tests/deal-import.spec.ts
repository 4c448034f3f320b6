import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths, expectPath, signInThroughLoginPage } from './helpers';

/**
 * Importing a deal log (issue 15, ADR 032): a 500-row CSV with three bad rows
 * and a reserve column under a header nobody guesses. The dry run lists the bad
 * rows, the user maps the column, leaves the bad rows out and imports; the F&I
 * dashboard's last month moves by exactly the imported figures, and undo puts
 * it back.
 */
const ROWS = 500;
const BAD = new Map([
  [10, 'vin'],
  [200, 'date'],
  [350, 'cash'],
]);

/** Last month's year and month in the demo store's time zone (Phoenix), by the real clock. */
function lastMonth(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

function dealLog() {
  const { year, month } = lastMonth();
  const run = Date.now().toString(36).toUpperCase();
  const lines = [
    'Sold,Stock #,VIN,Cust Last,Type,N/U,Lender,Salesperson,F&I Mgr,Front,Rsv,VSC,Status',
  ];
  let back = 0;
  for (let i = 0; i < ROWS; i += 1) {
    const bad = BAD.get(i);
    const day = (i % 28) + 1;
    const reserve = 100 + (i % 5) * 50;
    const vsc = i % 2 === 0 ? 900 : 0;
    lines.push(
      [
        bad === 'date' ? `${month}/45/${year}` : `${month}/${day}/${year}`,
        `E${run}${i}`,
        bad === 'vin' ? 'AB12' : String(20_000_000 + i),
        'Okafor',
        bad === 'cash' ? 'Cash' : 'Finance',
        i % 3 === 0 ? 'U' : 'N',
        'Ally Financial',
        'Sam Ortega',
        '"Marsh, Fiona"',
        `"$1,${String(100 + (i % 9)).padStart(3, '0')}.00"`,
        String(reserve),
        `$${vsc}`,
        'Funded',
      ].join(','),
    );
    if (!bad) back += reserve + vsc;
  }
  return { csv: `${lines.join('\r\n')}\r\n`, back, units: ROWS - BAD.size };
}

const amount = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** The F&I dashboard's last month: back-end gross and deals, as its cards show them. */
async function lastMonthFigures(page: Page) {
  await page.goto('/dashboard/finance?period=last_month');
  const back = page.getByRole('group', { name: 'Back-end gross' });
  const deals = page.getByRole('group', { name: 'Deals', exact: true });
  await expect(back).toContainText('$');
  return {
    back: amount((await back.locator('p').nth(1).textContent()) ?? ''),
    units: amount((await deals.locator('p').nth(1).textContent()) ?? ''),
  };
}

test('a 500-row deal log: dry run, mapping fixed, import, dashboard moved exactly, undo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  const before = await lastMonthFigures(page);
  const file = dealLog();

  await page.getByRole('link', { name: 'Import deals' }).first().click();
  await expectPath(page, '/deals/import');
  await page.getByLabel('Deal log file (.csv, .xlsx or a record .zip)').setInputFiles({
    name: 'deal-log.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file.csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  // The dry run: three rows with problems, each by row and column.
  await expect(page.getByRole('status').filter({ hasText: 'Rows: 500' })).toContainText(
    'with problems: 3',
  );
  const problems = page.getByRole('table', { name: 'Problems (3)' });
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(problems).toContainText('C · VIN');
  await expect(problems).toContainText('A · Sold');
  await expect(problems).toContainText('Cash deals have no lender');
  for (const row of [12, 202, 352]) {
    await expect(problems.getByRole('cell', { name: String(row), exact: true })).toBeVisible();
  }
  await expectAccessibleAtBothWidths(page, 'deal-import-dry-run');

  // The reserve column was not guessed: map it, and check again.
  const rsv = page.getByRole('combobox', { name: /Rsv$/ });
  await expect(rsv).toHaveValue('');
  await rsv.selectOption({ label: 'Reserve' });
  await page.getByRole('button', { name: 'Check again' }).first().click();
  const preview = page.getByRole('table', { name: 'First rows as they will be saved' });
  // Row 2 (the file's first deal): reserve 100 + VSC 900.
  await expect(preview.getByRole('row').nth(1)).toContainText('$1,000.00');

  await page.getByLabel('Leave out the rows with problems (3)').check();
  await page.getByRole('button', { name: 'Import deals (497)' }).click();
  await expect(page.getByText('Deals imported from deal-log.csv: 497')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Rows left out: 3')).toBeVisible();

  const after = await lastMonthFigures(page);
  expect(after.units - before.units).toBe(file.units);
  expect(after.back - before.back).toBe(file.back);

  await page.goto('/deals/import');
  const recent = page.getByRole('region', { name: 'Recent imports' });
  await recent.getByRole('button', { name: 'Undo import' }).first().click();
  await expect(recent.getByRole('listitem').first()).toContainText('Undone');
  await expect(recent.getByRole('button', { name: 'Undo import' })).toHaveCount(0);
  expect(await lastMonthFigures(page)).toEqual(before);
});

import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import type {
  DealImportBatch,
  DealImportOptions,
  DealImportPreview,
} from '@das/shared/schemas/deal-import';
import type { DealListResponse } from '@das/shared/schemas/deals';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';

/**
 * Importing a deal log (issue 15, ADR 032) on the demo stores: the dry run,
 * the import in one batch, the figures it moves, undo, and who may do it where.
 */
let t: TestApp;
let finance: TestClient;
let otherFinance: TestClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  finance = t.client();
  await finance.signIn('finance_manager@demo.example.com');
  otherFinance = (await t.person('finance_manager', { dealershipId: 47 })).client;
}, 120_000);
afterAll(() => t.close());

const HEADER =
  'Deal #,Sold,Stock #,VIN,Cust Last,Type,N/U,Lender,Salesperson,F&I Mgr,Front,Res,VSC,GAP,Status';
let serial = 0;
/** A good row of March 2023 (before the demo's deals); `front` and `reserve` as written. */
function row(over: Partial<Record<string, string>> = {}) {
  serial += 1;
  const cells = {
    number: '',
    date: `3/${(serial % 28) + 1}/2023`,
    stock: `IMP${serial}`,
    vin: String(10_000_000 + serial),
    customer: 'Okafor',
    type: 'Finance',
    nu: 'N',
    lender: 'Ally Financial',
    sales: 'Sam Ortega',
    fi: '"Marsh, Fiona"',
    front: '"$1,000.50"',
    reserve: '250',
    vsc: '$995',
    gap: '0',
    status: 'Funded',
    ...over,
  };
  return Object.values(cells).join(',');
}

function upload(csv: string, options: DealImportOptions = {}, name = 'log.csv') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  form.append('options', JSON.stringify(options));
  return form;
}

const preview = (client: TestClient, form: FormData) =>
  client.request('/api/deals/import/preview', { method: 'POST', body: form });

/** The import's streamed lines: progress, then the result or the error. */
async function runImport(client: TestClient, form: FormData) {
  const response = await client.request('/api/deals/import', { method: 'POST', body: form });
  if (response.status !== 200)
    return { status: response.status, lines: [], body: await response.json() };
  const lines = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Record<string, unknown>);
  return { status: 200, lines, body: lines.at(-1) };
}

async function marchTotals() {
  const response = await finance.request(
    '/api/deals?dealership_id=46&from=2023-03-01&to=2023-03-31&page_size=1',
  );
  return ((await response.json()) as DealListResponse).totals;
}

const countOf = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

const dealsOfBatch = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from deals where import_batch_id = ${id}`,
    )
  )[0]!.n;

describe('the dry run', () => {
  it('guesses the mapping, lists each problem by row and column, and writes nothing', async () => {
    const csv = [
      HEADER,
      row(),
      row({ vin: '12AB' }),
      row({ date: '2/30/2023' }),
      row({ fi: 'Pat Nobody' }),
      row({ type: 'Cash' }),
    ].join('\r\n');
    const response = await preview(finance, upload(`\uFEFF${csv}`));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as DealImportPreview;
    expect(answer.columns.map((column) => column.field)).toEqual([
      'deal_number',
      'deal_date',
      'stock_number',
      'vin_last8',
      'customer_last_name',
      'deal_type',
      'vehicle_type',
      'lender',
      'salesperson_id',
      'fi_manager_id',
      'front_end_gross',
      'reserve',
      'products.vsc',
      'products.gap',
      'status',
    ]);
    expect(answer.counts).toMatchObject({ rows: 5, valid: 1, invalid: 4, to_import: 1 });
    expect(answer.problems.map((p) => [p.row, p.column, p.field, p.code])).toEqual([
      [3, 3, 'vin_last8', 'invalid_format'],
      [4, 1, 'deal_date', 'not_a_day'],
      [5, 9, 'fi_manager_id', 'unknown_person'],
      [6, 7, 'lender', 'lender_on_cash'],
    ]);
    const names = Object.fromEntries(answer.names.map((name) => [name.name, name]));
    expect(names['Marsh, Fiona']).toMatchObject({ guessed: true, fields: ['fi_manager_id'] });
    expect(names['Pat Nobody']).toMatchObject({ user_id: null, guessed: false });
    expect(answer.preview[0]).toMatchObject({
      row: 2,
      ok: true,
      front_end_gross: 1000.5,
      back_end_gross: 1245,
      salesperson: 'Sam Ortega',
      fi_manager: 'Fiona Marsh',
    });
    const n = await countOf(
      sql`select count(*)::int as n from deals where stock_number like 'IMP%'`,
    );
    expect(n).toBe(0);
  });

  it('takes a corrected mapping and a choice for a name it could not match', async () => {
    const csv = [HEADER.replace('Res', 'Rsv'), row({ fi: 'Pat Nobody' })].join('\n');
    const first = (await (await preview(finance, upload(csv))).json()) as DealImportPreview;
    expect(first.columns[11]).toMatchObject({ header: 'Rsv', field: null });
    const mapping = first.columns.map((column) => column.field);
    mapping[11] = 'reserve';
    const fiona = first.staff.find((person) => person.name === 'Fiona Marsh')!.user_id;
    const second = (await (
      await preview(
        finance,
        upload(csv, { mapping, people: [{ name: 'Pat Nobody', user_id: fiona }] }),
      )
    ).json()) as DealImportPreview;
    expect(second.problems).toEqual([]);
    expect(second.preview[0]).toMatchObject({ back_end_gross: 1245, fi_manager: 'Fiona Marsh' });
  });

  it('names a required field that no column fills once, not on every row', async () => {
    const csv = ['Stock #,Cust Last', 'A1,Smith', 'A2,Jones'].join('\n');
    const answer = (await (await preview(finance, upload(csv))).json()) as DealImportPreview;
    expect(answer.problems.filter((p) => p.row === 1).map((p) => p.field)).toEqual([
      'vin_last8',
      'deal_type',
      'vehicle_type',
      'front_end_gross',
      'status',
    ]);
    expect(answer.problems.every((p) => p.field !== 'stock_number')).toBe(true);
    expect(answer.counts.to_import).toBe(0);
  });

  it('reads a workbook: date cells, number cells and formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deals');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      null,
      new Date(Date.UTC(2023, 2, 9)),
      'XL1',
      12345678,
      'Nguyen',
      'Lease',
      'Used',
      'Chase Auto',
      'Sam Ortega',
      'Fiona Marsh',
      { formula: '1000+234.5', result: 1234.5 },
      100,
      0,
      300,
      'Pending',
    ]);
    const bytes = await workbook.xlsx.writeBuffer();
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'log.xlsx');
    const answer = (await (await preview(finance, form)).json()) as DealImportPreview;
    expect(answer.problems).toEqual([]);
    expect(answer.preview[0]).toMatchObject({
      deal_date: '2023-03-09',
      stock_number: 'XL1',
      deal_type: 'Lease',
      front_end_gross: 1234.5,
      back_end_gross: 400,
    });
  });

  it('refuses what is not a CSV or a workbook (415), a body that is not a form (415), and a file too large (413)', async () => {
    const pdf = new FormData();
    pdf.append('file', new Blob(['%PDF-1.7\n\u0000\u0001binary']), 'log.pdf');
    const xls = new FormData();
    xls.append('file', new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])]), 'log.xls');
    for (const form of [pdf, xls]) {
      const response = await preview(finance, form);
      expect(response.status).toBe(415);
      expect(((await response.json()) as ErrorBody).error.message).toMatch(/CSV.*\.xlsx/);
    }
    const json = await finance.request('/api/deals/import/preview', {
      method: 'POST',
      body: { csv: HEADER },
    });
    expect(json.status).toBe(415);
    const big = new FormData();
    big.append('file', new Blob([HEADER, '\n', 'x'.repeat(11 * 1024 * 1024)]), 'big.csv');
    expect((await preview(finance, big)).status).toBe(413);
  });
});

describe('the import', () => {
  it('lands in one batch, moves the figures by exactly its deals, and undo puts them back', async () => {
    const before = await marchTotals();
    const csv = [
      HEADER,
      row({ front: '1200', reserve: '300', vsc: '500' }),
      row({ front: '"$2,000.25"', reserve: '0', vsc: '0', gap: '595.5' }),
      row({ front: '800', reserve: '100', vsc: '0', status: 'Unwound' }),
    ].join('\n');
    const { status, lines, body } = await runImport(finance, upload(csv));
    expect(status).toBe(200);
    expect(lines[0]).toEqual({ phase: 'checking', done: 0, total: 3 });
    expect(lines.at(-2)).toEqual({ phase: 'writing', done: 3, total: 3 });
    const batch = (body as { result: DealImportBatch }).result;
    expect(batch).toMatchObject({ deals: 3, skipped: 0, undoable: true, undone_at: null });

    const after = await marchTotals();
    // Two live deals; the unwound one counts for nothing (DOMAIN.md "Units").
    expect(after.units - before.units).toBe(2);
    expect(Math.round((after.front_end_gross - before.front_end_gross) * 100)).toBe(320_025);
    expect(Math.round((after.back_end_gross - before.back_end_gross) * 100)).toBe(139_550);

    const audits = await queryRows<{ operation: string }>(
      t.database.db,
      sql`select operation from audit_logs where entity_id = ${batch.id}`,
    );
    expect(audits.map((audit) => audit.operation)).toEqual(['deal.import']);
    // Numbers handed out after the store's highest, as `POST /deals` does.
    const numbers = await queryRows<{ deal_number: string }>(
      t.database.db,
      sql`select deal_number from deals where import_batch_id = ${batch.id} order by deal_number`,
    );
    expect(new Set(numbers.map((one) => one.deal_number)).size).toBe(3);
    // Logged on the day each was sold, so the store's newest deals (the showroom board's
    // feed, the dashboards' recent deals) are not led by a March 2023 deal.
    const newest = await queryRows<{ import_batch_id: string | null }>(
      t.database.db,
      sql`select import_batch_id from deals where dealership_id = 46
        order by created_at desc, id limit 8`,
    );
    expect(newest.filter((deal) => deal.import_batch_id === batch.id)).toEqual([]);

    const undo = await finance.request(`/api/deals/import/${batch.id}/undo`, { method: 'POST' });
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as DealImportBatch).undone_at).not.toBeNull();
    expect(await marchTotals()).toEqual(before);
    expect(await dealsOfBatch(batch.id)).toBe(0);
    const again = await finance.request(`/api/deals/import/${batch.id}/undo`, { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('is all or nothing: a row with a problem refuses the file unless told to leave such rows out', async () => {
    const csv = [HEADER, row(), row({ vin: 'bad' }), row()].join('\n');
    const refused = await runImport(finance, upload(csv));
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.details).toEqual({ rows: [3] });
    const n = await countOf(sql`select count(*)::int as n from deal_import_batches`);
    const { status, body } = await runImport(finance, upload(csv, { skip_invalid: true }));
    expect(status).toBe(200);
    const batch = (body as { result: DealImportBatch }).result;
    expect(batch).toMatchObject({ deals: 2, skipped: 1 });
    const after = await countOf(sql`select count(*)::int as n from deal_import_batches`);
    expect(after).toBe(n + 1);
  });

  it('skips duplicates of the store and of the file, unless told to import them', async () => {
    const first = row({ number: '970001' });
    await runImport(finance, upload([HEADER, first].join('\n')));
    const stockAgain = first.replace('970001', '970002');
    const csv = [HEADER, first, stockAgain, row({ number: '970003' }), row({ number: '970003' })];
    const answer = (await (
      await preview(finance, upload(csv.join('\n')))
    ).json()) as DealImportPreview;
    expect(answer.duplicates.map((d) => [d.row, d.reason, d.of])).toEqual([
      [2, 'deal_number', 'store'],
      [3, 'stock_and_date', 'store'],
      [5, 'deal_number', 'file'],
    ]);
    expect(answer.counts).toMatchObject({ duplicates: 3, to_import: 1 });

    const { body } = await runImport(finance, upload(csv.join('\n'), { duplicates: 'import' }));
    const batch = (body as { result: DealImportBatch }).result;
    expect(batch.deals).toBe(4);
    const numbers = await queryRows<{ deal_number: string }>(
      t.database.db,
      sql`select deal_number from deals where import_batch_id = ${batch.id}`,
    );
    // The repeated numbers got new ones; the stock repeated on its day kept its own.
    expect(numbers.map((one) => one.deal_number)).toContain('970002');
    expect(numbers.filter((one) => one.deal_number === '970001')).toHaveLength(0);
  });
});

describe('undo', () => {
  async function importOne() {
    const { body } = await runImport(finance, upload([HEADER, row(), row()].join('\n')));
    return (body as { result: DealImportBatch }).result;
  }

  it('is refused once a deal of the import was changed since', async () => {
    const batch = await importOne();
    const [deal] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from deals where import_batch_id = ${batch.id} limit 1`,
    );
    const edit = await finance.request(`/api/deals/${deal!.id}`, {
      method: 'PATCH',
      body: { customer_last_name: 'Changed' },
    });
    expect(edit.status).toBe(200);
    const list = await finance.request('/api/deals/imports?dealership_id=46');
    const listed = ((await list.json()) as { batches: DealImportBatch[] }).batches;
    expect(listed.find((one) => one.id === batch.id)?.undoable).toBe(false);
    const undo = await finance.request(`/api/deals/import/${batch.id}/undo`, { method: 'POST' });
    expect(undo.status).toBe(409);
    expect(await dealsOfBatch(batch.id)).toBe(2);
  });

  it('is refused after 24 hours', async () => {
    const batch = await importOne();
    await t.database.db.execute(
      sql`update deal_import_batches set created_at = created_at - interval '24 hours 1 minute' where id = ${batch.id}`,
    );
    const undo = await finance.request(`/api/deals/import/${batch.id}/undo`, { method: 'POST' });
    expect(undo.status).toBe(409);
    expect(await dealsOfBatch(batch.id)).toBe(2);
  });

  it("another store's finance manager finds no such import (404), nor imports into this store (403)", async () => {
    const batch = await importOne();
    const undo = await otherFinance.request(`/api/deals/import/${batch.id}/undo`, {
      method: 'POST',
    });
    expect(undo.status).toBe(404);
    expect(await dealsOfBatch(batch.id)).toBe(2);
    const csv = [HEADER, row()].join('\n');
    expect((await preview(otherFinance, upload(csv, { dealership_id: 46 }))).status).toBe(403);
    expect((await runImport(otherFinance, upload(csv, { dealership_id: 46 }))).status).toBe(403);
    expect((await otherFinance.request('/api/deals/imports?dealership_id=46')).status).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_KEYS } from '@das/shared/periods';
import type { DealImportPreview } from '@das/shared/schemas/deal-import';
import { dealerships } from '../../db/schema';
import { SINGLE_FINANCE_STORE_ID } from '../../db/seed/demo-catalog';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';

/**
 * Issue 15's round trip (ADRs 032, 033): the demo's single finance manager
 * exports their record, opens a new empty office and imports the record's zip
 * there; every F&I dashboard of the new office reads as the old one's, to the
 * cent, a chargeback recorded this month on last month's deal included.
 */
let t: TestApp;
let before: TestClient;
let after: TestClient;
const NEW_OFFICE = 9_060;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  before = t.client();
  await before.signIn('single_finance_manager@demo.example.com');
  await t.database.db.insert(dealerships).values({
    id: NEW_OFFICE,
    name: 'Rivera F&I',
    kind: 'single_finance',
    timeZone: 'America/Phoenix',
  });
  // The same person in their new office: the record's F&I manager column names them.
  after = (
    await t.person('single_finance_manager', {
      dealershipId: NEW_OFFICE,
      firstName: 'Casey',
      lastName: 'Rivera',
    })
  ).client;
}, 120_000);
afterAll(() => t.close());

function upload(zip: Uint8Array, options: object) {
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'das-board-record.zip');
  form.append('options', JSON.stringify(options));
  return form;
}

/**
 * A dashboard's figures: its store and people's ids aside (the new office's own),
 * and its newest deals, which are newest by when they were written.
 */
async function dashboard(client: TestClient, period: string) {
  const response = await client.request(`/api/finance/dashboard?period=${period}`);
  expect(response.status).toBe(200);
  const {
    dealershipId: _store,
    recentDeals: _newest,
    ...figures
  } = (await response.json()) as Record<string, unknown>;
  return JSON.parse(
    JSON.stringify(figures).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
      'id',
    ),
  ) as unknown;
}

describe('a single finance manager takes their record to a new office', () => {
  it('imports the exported zip and reads the same F&I dashboards, every period', async () => {
    // A product a customer cancelled, recorded today on one of last month's deals (ADR 031).
    const [sold] = await queryRows<{ id: string; vsc: string }>(
      t.database.db,
      sql`select id, vsc_profit::text as vsc from deals
        where dealership_id = ${SINGLE_FINANCE_STORE_ID} and status = 'Funded' and vsc_profit > 0
          and deal_date < date_trunc('month', ${t.today()}::date)
        order by deal_date desc limit 1`,
    );
    const charged = await before.request(`/api/deals/${sold!.id}/chargebacks`, {
      method: 'POST',
      body: { product: 'vsc', amount: Number(sold!.vsc) },
    });
    expect(charged.status).toBe(201);

    const exported = await before.request('/api/me/record/export');
    expect(exported.status).toBe(200);
    const zip = new Uint8Array(await exported.arrayBuffer());

    const checked = await after.request('/api/deals/import/preview', {
      method: 'POST',
      body: upload(zip, { dealership_id: NEW_OFFICE }),
    });
    expect(checked.status).toBe(200);
    const preview = (await checked.json()) as DealImportPreview;
    expect(preview.counts.rows).toBeGreaterThan(100);
    // Colleagues of the old store are names the new office has no one for: left empty.
    const people = preview.names
      .filter((name) => name.user_id === null)
      .map((name) => ({ name: name.name, user_id: null }));
    expect(preview.names.find((name) => name.name === 'Casey Rivera')?.user_id).not.toBeNull();

    const imported = await after.request('/api/deals/import', {
      method: 'POST',
      body: upload(zip, { dealership_id: NEW_OFFICE, people }),
    });
    expect(imported.status).toBe(200);
    const outcome = JSON.parse((await imported.text()).trim().split('\n').at(-1)!) as {
      result?: { deals: number };
    };
    expect(outcome.result?.deals).toBe(preview.counts.rows);

    const month = await dashboard(after, 'this_month');
    expect(month).toMatchObject({ chargebacks: { count: 1, amount: Number(sold!.vsc) } });
    for (const period of [...PERIOD_KEYS, t.today().slice(0, 7)]) {
      expect(await dashboard(after, period), period).toEqual(await dashboard(before, period));
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreEvent } from '@das/shared/schemas/store-events';
import type { Sale } from '@das/shared/schemas/sales';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { openEventStream, type EventStreamReader } from '../../../test/event-stream';
import { queryRows } from '../../../test/test-database';
import { MAX_STREAMS_PER_USER } from './store-event-hub';

let t: TestApp;
let seller: TestClient;
let manager: TestClient;
let finance: TestClient;
const open: EventStreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  seller = t.client();
  await seller.signIn('salesperson@demo.example.com');
  manager = t.client();
  await manager.signIn('sales_manager@demo.example.com');
  finance = t.client();
  await finance.signIn('finance_manager@demo.example.com');
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await t.close();
});

/** A store's stream, past its `open` event unless told (a `reset` comes before it). */
async function streamOf(
  client: TestClient,
  store: number,
  headers: Record<string, string> = {},
  { skipOpen = true } = {},
) {
  const stream = await openEventStream(client, `/api/dealerships/${store}/events`, headers);
  open.push(stream);
  if (stream.response.status === 200 && skipOpen) expect((await stream.next()).event).toBe('open');
  return stream;
}

let stockCount = 0;
async function logSale(client: TestClient, store = 46): Promise<Sale> {
  const response = await client.request('/api/sales', {
    method: 'POST',
    body: {
      dealership_id: String(store),
      amount: 31_200,
      sale_date: t.today(),
      vehicle_model: 'Honda Civic',
      vehicle_type: 'New',
      stock_number: `EV${String(++stockCount).padStart(4, '0')}`,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Sale;
}

const parse = (data: string) => JSON.parse(data) as StoreEvent;

describe("a store's live events (GET /dealerships/{id}/events)", () => {
  it('sends a sale logged in the store to its manager within 2 s, ids only', async () => {
    const stream = await streamOf(manager, 46);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const sale = await logSale(seller);
    const started = Date.now();
    const event = await stream.next(2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(event.event).toBe('change');
    const sent = parse(event.data);
    expect(sent).toMatchObject({
      dealership_id: 46,
      kind: 'sale',
      entity_id: sale.id,
      change: 'created',
    });
    expect(event.id).toBe(String(sent.id));
    // No customer or figure leaves with it: the screen refetches through its own reach.
    expect(Object.keys(sent).sort()).toEqual([
      'at',
      'change',
      'dealership_id',
      'entity_id',
      'id',
      'kind',
    ]);
  });

  it('follows a deal from logging through funding, unwinding and deleting', async () => {
    const stream = await streamOf(manager, 46);
    const created = await finance.request('/api/deals', {
      method: 'POST',
      body: {
        stock_number: 'EVD001',
        vin_last8: '12345678',
        customer_last_name: 'Okafor',
        deal_type: 'Cash',
        vehicle_type: 'New',
        front_end_gross: 1200,
        status: 'Pending',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const funded = await finance.request(`/api/deals/${id}/status`, {
      method: 'POST',
      body: { status: 'Funded' },
    });
    expect(funded.status).toBe(200);
    const unwound = await finance.request(`/api/deals/${id}/status`, {
      method: 'POST',
      body: { status: 'Unwound' },
    });
    expect(unwound.status).toBe(200);
    const edited = await finance.request(`/api/deals/${id}`, {
      method: 'PATCH',
      body: { front_end_gross: 900 },
    });
    expect(edited.status).toBe(200);
    const changes = [];
    for (let i = 0; i < 4; i++) changes.push(parse((await stream.next()).data));
    expect(changes.map((e) => [e.kind, e.entity_id, e.change])).toEqual([
      ['deal', id, 'created'],
      ['deal', id, 'status'],
      ['deal', id, 'status'],
      ['deal', id, 'updated'],
    ]);
    // Ids grow in the order the writes committed.
    expect(changes.map((e) => e.id)).toEqual([...changes.map((e) => e.id)].sort((a, b) => a - b));
  });

  it('sends a correction and a cancellation of a sale', async () => {
    const sale = await logSale(seller);
    const stream = await streamOf(manager, 46);
    await seller.request(`/api/sales/${sale.id}`, { method: 'PATCH', body: { amount: 30_000 } });
    await seller.request(`/api/sales/${sale.id}/status`, {
      method: 'POST',
      body: { status: 'cancelled' },
    });
    const changes = [parse((await stream.next()).data), parse((await stream.next()).data)];
    expect(changes.map((e) => [e.entity_id, e.change])).toEqual([
      [sale.id, 'updated'],
      [sale.id, 'status'],
    ]);
  });

  it("never sends another store's events", async () => {
    const other = t.client();
    await other.signIn('dealer_group_admin@demo.example.com');
    const theirs = await streamOf(other, 47);
    expect(theirs.response.status).toBe(200);
    const ours = await streamOf(manager, 46);
    await logSale(seller);
    expect((await ours.next()).event).toBe('change');
    expect(await theirs.during(300)).toEqual([]);
  });

  it("refuses another store's stream (403), and anyone signed out (401)", async () => {
    const refused = await seller.request('/api/dealerships/47/events');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await t.client().request('/api/dealerships/46/events')).status).toBe(401);
  });

  it('replays what a reconnecting screen missed after its Last-Event-ID', async () => {
    const first = await streamOf(manager, 46);
    const before = await logSale(seller);
    const seen = await first.next();
    expect(parse(seen.data).entity_id).toBe(before.id);
    await first.close();
    const missed = [await logSale(seller), await logSale(seller)];
    const again = await streamOf(manager, 46, { 'Last-Event-ID': seen.id ?? '' });
    const replayed = [parse((await again.next()).data), parse((await again.next()).data)];
    expect(replayed.map((e) => e.entity_id)).toEqual(missed.map((sale) => sale.id));
  });

  it('replays to a screen that had seen no change yet, from where its stream opened', async () => {
    const first = await streamOf(manager, 46, {}, { skipOpen: false });
    const opened = await first.next();
    expect(opened.event).toBe('open');
    await first.close();
    const missed = await logSale(seller);
    const again = await streamOf(manager, 46, { 'Last-Event-ID': opened.id ?? '' });
    expect(parse((await again.next()).data).entity_id).toBe(missed.id);
  });

  it('says "reset" when the events after a Last-Event-ID are no longer kept', async () => {
    const first = await streamOf(manager, 46);
    await logSale(seller);
    await logSale(seller);
    const [seen, later] = [await first.next(), await first.next()];
    await first.close();
    // As the retention pass does to a day-old event.
    await t.database.db.execute(sql`delete from store_events where id = ${Number(seen.id)}`);
    const stream = await streamOf(
      manager,
      46,
      { 'Last-Event-ID': seen.id ?? '' },
      { skipOpen: false },
    );
    expect((await stream.next()).event).toBe('reset');
    // Started afresh from the store's newest event.
    expect(await stream.next()).toMatchObject({ event: 'open', id: later.id });
    const sale = await logSale(seller);
    expect(parse((await stream.next()).data).entity_id).toBe(sale.id);
  });

  it('refuses a Last-Event-ID that is not an event id (400)', async () => {
    const response = await manager.request('/api/dealerships/46/events', {
      headers: { 'Last-Event-ID': 'abc' },
    });
    expect(response.status).toBe(400);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams a person: a new one ends their oldest`, async () => {
    const gm = t.client();
    await gm.signIn('general_manager@demo.example.com');
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i++) streams.push(await streamOf(gm, 46));
    await streams[0]!.ended();
    const sale = await logSale(seller);
    for (const stream of streams.slice(1)) {
      expect(parse((await stream.next()).data).entity_id).toBe(sale.id);
    }
  });

  it('records each event in the transaction of its write, beside its audit record', async () => {
    const sale = await logSale(seller);
    const rows = await queryRows<{ events: number; audits: number }>(
      t.database.db,
      sql`select (select count(*)::int from store_events where entity_id = ${sale.id}) as events,
                 (select count(*)::int from audit_logs where entity_id = ${sale.id}) as audits`,
    );
    expect(rows[0]).toEqual({ events: 1, audits: 1 });
  });
});

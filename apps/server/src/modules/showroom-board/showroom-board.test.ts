import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BoardLinks,
  CreatedBoardLink,
  ShowroomBoard,
} from '@das/shared/schemas/showroom-board';
import { addDays } from '@das/shared/periods';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { openEventStream, type EventStreamReader } from '../../../test/event-stream';
import { queryRows } from '../../../test/test-database';
import { dealerships } from '../../db/schema';

const STORE = 1;
const OTHER = 2;
const ZONE = 'America/Chicago';
/** Short beats, so a revoked link's stream is seen to end. */
const BEAT_MS = 300;

let t: TestApp;
let manager: TestClient;
let seller: { id: string; client: TestClient };
let partner: { id: string; client: TestClient };
let finance: TestClient;
let tv: TestClient;
let token: string;
const open: EventStreamReader[] = [];

const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

async function createLink(client: TestClient, store = STORE, label = 'Showroom TV') {
  return client.request(`/api/dealerships/${store}/board-links`, {
    method: 'POST',
    body: { label },
  });
}

async function readBoard(value = token, store = STORE) {
  return tv.request(`/api/board/${store}`, { headers: bearer(value) });
}

let stock = 0;
async function logDeal(body: Record<string, unknown>) {
  const response = await finance.request('/api/deals', {
    method: 'POST',
    body: {
      stock_number: `BRD${String(++stock).padStart(3, '0')}`,
      vin_last8: '12345678',
      customer_last_name: 'Okafor',
      deal_type: 'Finance',
      lender: 'Ally Financial',
      vehicle_type: 'New',
      manufacturer: 'Honda',
      front_end_gross: 1500,
      status: 'Pending',
      ...body,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

beforeAll(async () => {
  t = await createTestApp({ env: { EVENTS_HEARTBEAT_MS: String(BEAT_MS) } });
  for (const id of [STORE, OTHER]) {
    await t.database.db.insert(dealerships).values({ id, name: `Store ${id}`, timeZone: ZONE });
  }
  manager = (await t.person('sales_manager', { dealershipId: STORE })).client;
  seller = await t.person('salesperson', {
    dealershipId: STORE,
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  partner = await t.person('salesperson', {
    dealershipId: STORE,
    firstName: 'Ben',
    lastName: 'Cole',
  });
  finance = (await t.person('finance_manager', { dealershipId: STORE })).client;
  tv = t.client();
  const created = await createLink(manager);
  expect(created.status).toBe(201);
  token = ((await created.json()) as CreatedBoardLink).token;
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await t.close();
});

describe('board links (/dealerships/{id}/board-links)', () => {
  it('shows the token once and keeps only its hash', async () => {
    const created = await createLink(manager, STORE, 'Lobby');
    const { link, token: shown } = (await created.json()) as CreatedBoardLink;
    expect(shown).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await manager.request(`/api/dealerships/${STORE}/board-links`);
    const text = await listed.text();
    expect((JSON.parse(text) as BoardLinks).links.map((row) => row.label)).toContain('Lobby');
    expect(text).not.toContain(shown);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from board_links where id = ${link.id}`,
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(shown);
    // The audit names the link, never its token.
    const audits = await queryRows<{ details: unknown }>(
      t.database.db,
      sql`select details from audit_logs where entity_id = ${link.id}`,
    );
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(shown);
  });

  it("refuses another store's links (403) and a salesperson (403)", async () => {
    expect((await createLink(manager, OTHER)).status).toBe(403);
    expect((await createLink(seller.client)).status).toBe(403);
  });

  it('refuses an empty label, naming the field (400)', async () => {
    const response = await createLink(manager, STORE, '  ');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('label');
  });
});

describe('the board (GET /board/{id}) with a device token', () => {
  it('reads its own store only: no token 401, an unknown one 401, another store 403', async () => {
    expect((await readBoard()).status).toBe(200);
    expect((await tv.request(`/api/board/${STORE}`)).status).toBe(401);
    expect((await readBoard('x'.repeat(43))).status).toBe(401);
    expect((await readBoard(token, OTHER)).status).toBe(403);
  });

  it("takes no person's session as a board token", async () => {
    const signedIn = await t.person('general_manager', { dealershipId: STORE });
    // The access token a signed-in browser sends as its Bearer: it opens the person's own
    // board, never the TV's.
    expect((await signedIn.client.request(`/api/sales-floor/gm`)).status).toBe(200);
    expect((await signedIn.client.request(`/api/board/${STORE}`)).status).toBe(401);
    expect((await readBoard(signedIn.client.accessToken!)).status).toBe(401);
  });

  it('opens no other endpoint with a board token', async () => {
    for (const path of [
      `/api/deals?dealership_id=${STORE}`,
      `/api/sales-floor/sales-manager?dealership_id=${STORE}`,
      `/api/dealerships/${STORE}/events`,
      `/api/dealerships/${STORE}/board-links`,
    ]) {
      const response = await tv.request(path, { headers: bearer(token) });
      expect(response.status, path).toBe(401);
    }
  });

  it('counts units by salesperson (a split ½ each), the goal pace and the products of today', async () => {
    const today = t.today(ZONE);
    await manager.request('/api/goals', {
      method: 'PUT',
      body: {
        dealership_id: STORE,
        month: today.slice(0, 7),
        goals: [{ userId: null, unitTarget: 30 }],
      },
    });
    await logDeal({ salesperson_id: seller.id, products: { vsc: 900, gap: 400 } });
    await logDeal({
      salesperson_id: seller.id,
      second_salesperson_id: partner.id,
      products: { gap: 300 },
    });
    const board = (await (await readBoard()).json()) as ShowroomBoard;
    expect(board.todayUnits).toBe(2);
    const units = Object.fromEntries(board.salespeople.map((row) => [row.name, row.todayUnits]));
    expect(units).toEqual({ 'Ana Ruiz': 1.5, 'Ben Cole': 0.5 });
    expect(board.goal).toMatchObject({ target: 30 });
    expect(board.topProducts.map((row) => [row.product, row.sold])).toEqual([
      ['gap', 2],
      ['vsc', 1],
    ]);
    expect(board.feed[0]).toMatchObject({ kind: 'deal', salesperson: 'Ana Ruiz & Ben Cole' });
    // A wall screen names no customer.
    expect(JSON.stringify(board)).not.toContain('Okafor');
  });

  it('shows who is on shift today, from the schedule', async () => {
    const today = t.today(ZONE);
    const saved = await manager.request('/api/schedule', {
      method: 'PUT',
      body: {
        dealership_id: STORE,
        cells: [
          { userId: partner.id, day: today, shift: 'mid' },
          { userId: seller.id, day: today, shift: 'off' },
          { userId: seller.id, day: addDays(today, 1), shift: 'opening' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const board = (await (await readBoard()).json()) as ShowroomBoard;
    expect(board.onShift).toEqual([
      { userId: partner.id, name: 'Ben Cole', shift: 'mid', start: 600, end: 1140 },
    ]);
  });

  /** Any amount's key: the setting's own name aside. */
  const AMOUNT_KEY = /"(?!showGross")\w*(gross|profit)"\s*:/i;

  it('carries no gross amount unless the store turns it on', async () => {
    const hidden = await (await readBoard()).text();
    expect(hidden).toContain('"showGross":false');
    expect(hidden).not.toMatch(AMOUNT_KEY);
    const on = await manager.request(`/api/dealerships/${STORE}/board-settings`, {
      method: 'PUT',
      body: { showGross: true },
    });
    expect(((await on.json()) as BoardLinks).showGross).toBe(true);
    const shown = (await (await readBoard()).json()) as ShowroomBoard;
    expect(shown.monthGross).toBeGreaterThan(0);
    expect(shown.topProducts[0]!.profit).toBe(700);
    await manager.request(`/api/dealerships/${STORE}/board-settings`, {
      method: 'PUT',
      body: { showGross: false },
    });
    expect(await (await readBoard()).text()).not.toMatch(AMOUNT_KEY);
  });
});

describe("the board's stream (GET /board/{id}/events)", () => {
  it('sends a sale logged in the store within 2 s', async () => {
    const stream = await openEventStream(tv, `/api/board/${STORE}/events`, bearer(token));
    open.push(stream);
    expect(stream.response.status).toBe(200);
    expect((await stream.next()).event).toBe('open');
    const started = Date.now();
    const deal = await logDeal({ salesperson_id: partner.id });
    const event = await stream.next(2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(JSON.parse(event.data)).toMatchObject({ kind: 'deal', entity_id: deal.id });
  });

  it('ends a revoked link: its open stream within a beat, its reads at once', async () => {
    const created = (await (await createLink(manager, STORE, 'Doomed')).json()) as CreatedBoardLink;
    const stream = await openEventStream(tv, `/api/board/${STORE}/events`, bearer(created.token));
    open.push(stream);
    expect((await stream.next()).event).toBe('open');
    const revoked = await manager.request(
      `/api/dealerships/${STORE}/board-links/${created.link.id}`,
      { method: 'DELETE' },
    );
    expect(revoked.status).toBe(204);
    await stream.ended(BEAT_MS * 5);
    expect((await readBoard(created.token)).status).toBe(401);
    const reopened = await openEventStream(tv, `/api/board/${STORE}/events`, bearer(created.token));
    open.push(reopened);
    expect(reopened.response.status).toBe(401);
    // Revoked once; a second time there is nothing in force by that id.
    const again = await manager.request(
      `/api/dealerships/${STORE}/board-links/${created.link.id}`,
      { method: 'DELETE' },
    );
    expect(again.status).toBe(404);
    // The token that still works is untouched.
    expect((await readBoard()).status).toBe(200);
  });
});

import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { addDays } from '@das/shared/periods';
import type { Deal, DealListResponse } from '@das/shared/schemas/deals';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { hashPassword } from '../../auth/password';
import { accounts, auditLogs, deals, profiles, sales, users } from '../../db/schema';

let t: TestApp;
let finance: TestClient;
let salespersonId: string;
let otherStoreSalespersonId: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  finance = t.client();
  await finance.signIn('finance_manager@demo.example.com');
  const [mine] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select user_id as id from profiles where dealership_id = 46 and role = 'salesperson' and is_active limit 1`,
  );
  const [theirs] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select user_id as id from profiles where dealership_id = 47 and role = 'salesperson' limit 1`,
  );
  salespersonId = mine?.id ?? '';
  otherStoreSalespersonId = theirs?.id ?? '';
});
afterAll(() => t.close());

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

// Each deal its own car: a stock number on an open deal is refused as a duplicate.
let stockCount = 0;
const validDeal = () => ({
  stock_number: `Q4${String(++stockCount).padStart(4, '0')}`,
  vin_last8: '12345678',
  customer_last_name: 'Okafor',
  deal_type: 'Finance',
  vehicle_type: 'New',
  lender: 'Ally Financial',
  front_end_gross: 1850.5,
  reserve: 450,
  products: { vsc: 1295, gap: 595.25 },
  status: 'Pending',
});

async function create(client: TestClient, body: Record<string, unknown>) {
  return client.request('/api/deals', { method: 'POST', body });
}

async function dealOfStore(storeId: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from deals where dealership_id = ${storeId} order by deal_date desc limit 1`,
  );
  return row?.id ?? '';
}

describe('logging a deal', () => {
  it('computes back-end and total gross itself and records who logged it', async () => {
    const response = await create(finance, {
      ...validDeal(),
      back_end_gross: 99_999,
      total_gross: 1,
    });
    expect(response.status).toBe(201);
    const deal = (await response.json()) as Deal;
    expect(deal).toMatchObject({
      dealership_id: 46,
      front_end_gross: 1850.5,
      back_end_gross: 2340.25,
      total_gross: 4190.75,
      products_sold: 2,
      status: 'Pending',
      funded_date: null,
      first_name: 'Fiona',
      last_name: 'Marsh',
      fi_manager_name: 'Fiona Marsh',
    });
    expect(deal.deal_number).toMatch(/^\d+$/);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.operation, 'deal.create'), eq(auditLogs.entityId, deal.id)));
    expect(audit).toMatchObject({ userId: deal.created_by, dealershipId: 46, outcome: 'ok' });
    expect((audit?.details as { after: Deal }).after.total_gross).toBe(4190.75);
  });

  it.each([
    ['stock_number', undefined, 'required', "Field 'stock_number' is required"],
    [
      'stock_number',
      'S'.repeat(21),
      'too_long',
      "Field 'stock_number' must be at most 20 characters",
    ],
    ['vin_last8', undefined, 'required', "Field 'vin_last8' is required"],
    ['vin_last8', '1234567', 'invalid_format', "Field 'vin_last8' format is invalid"],
    ['vin_last8', '1234567A', 'invalid_format', "Field 'vin_last8' format is invalid"],
    ['customer_last_name', undefined, 'required', "Field 'customer_last_name' is required"],
    [
      'customer_last_name',
      'L'.repeat(51),
      'too_long',
      "Field 'customer_last_name' must be at most 50 characters",
    ],
    ['deal_type', undefined, 'required', "Field 'deal_type' is required"],
    ['deal_type', 'Barter', 'not_one_of', "Field 'deal_type' must be one of: Cash, Finance, Lease"],
    ['front_end_gross', undefined, 'required', "Field 'front_end_gross' is required"],
    ['front_end_gross', -1, 'too_small', "Field 'front_end_gross' must be at least 0"],
    ['front_end_gross', 'lots', 'wrong_type', "Field 'front_end_gross' must be a valid number"],
    ['status', undefined, 'required', "Field 'status' is required"],
    ['status', 'Sold', 'not_one_of', "Field 'status' must be one of: Pending, Funded, Unwound"],
  ])("refuses %s = %j with SPEC.md §5's message", async (field, value, code, message) => {
    const body: Record<string, unknown> = { ...validDeal() };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from deals`,
    );
    const response = await create(finance, body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toContainEqual(expect.objectContaining({ field, code, message }));
    expect(await queryRows(t.database.db, sql`select count(*)::int as n from deals`)).toEqual(
      before,
    );
  });

  it.each([
    [
      'a finance deal without a lender',
      { lender: null },
      'lender',
      'lender_required',
      "Field 'lender' is required for Finance and Lease deals",
    ],
    [
      'a cash deal with a lender',
      { deal_type: 'Cash', products: { vsc: 900 } },
      'lender',
      'lender_on_cash',
      "Field 'lender' must be empty for Cash deals",
    ],
    [
      'GAP on a cash deal',
      { deal_type: 'Cash', lender: null },
      'products.gap',
      'gap_on_cash',
      "Field 'products.gap' must be 0 for Cash deals",
    ],
    [
      'a salesperson from another store',
      { salesperson_id: 'other' },
      'salesperson_id',
      'not_staff',
      "Field 'salesperson_id' is not on this dealership's staff",
    ],
  ])('refuses %s', async (_, change, field, code, message) => {
    const body = { ...validDeal(), ...change } as Record<string, unknown>;
    if (body.salesperson_id === 'other') body.salesperson_id = otherStoreSalespersonId;
    const response = await create(finance, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toContainEqual(
      expect.objectContaining({ field, code, message }),
    );
  });

  it('funds a deal logged as Funded on the store day, and refuses a deal number used twice', async () => {
    const funded = (await (
      await create(finance, { ...validDeal(), status: 'Funded', deal_number: '777001' })
    ).json()) as Deal;
    expect(funded.funded_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await create(finance, { ...validDeal(), deal_number: '777001' });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).details).toContainEqual({
      field: 'deal_number',
      code: 'already_used',
      params: {},
      message: "Field 'deal_number' is already used at this dealership",
    });
  });

  it('opens a deal from a sale and marks the sale completed', async () => {
    const [sale] = await t.database.db
      .select()
      .from(sales)
      .where(and(eq(sales.dealershipId, 46), eq(sales.status, 'pending')))
      .limit(1);
    const response = await create(finance, {
      ...validDeal(),
      sale_id: sale?.id,
      salesperson_id: sale?.salespersonId,
    });
    expect(response.status).toBe(201);
    const [after] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.id, sale?.id ?? ''));
    expect(after?.status).toBe('completed');
  });

  it("names the store's own salespeople, with a split", async () => {
    const [second] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 46 and role = 'salesperson' and is_active and user_id <> ${salespersonId} limit 1`,
    );
    const response = await create(finance, {
      ...validDeal(),
      salesperson_id: salespersonId,
      second_salesperson_id: second?.id,
    });
    expect(response.status).toBe(201);
    const deal = (await response.json()) as Deal;
    expect(deal.salesperson_name).toMatch(/\w+ \w+/);
    expect(deal.second_salesperson_name).toMatch(/\w+ \w+/);
  });

  it('is refused to a viewer', async () => {
    const viewer = t.client();
    await viewer.signIn('viewer@demo.example.com');
    expect((await create(viewer, validDeal())).status).toBe(403);
  });
});

describe('text of a deal (ADR 016)', () => {
  it('stores notes of up to 2,000 characters, markup and line breaks exactly as typed', async () => {
    const notes = `<script>alert(1)</script> Customer asked about javascript:void(0)\n\tfollow up ${'n'.repeat(1480)}`;
    const response = await create(finance, {
      ...validDeal(),
      customer_last_name: "<b>O'Brien</b> & Sons",
      notes,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Deal;
    expect(created.notes).toBe(notes);
    expect(created.customer_last_name).toBe("<b>O'Brien</b> & Sons");
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, created.id));
    expect(row?.notes).toBe(notes);
  });

  it("refuses notes past the field's own limit, naming the field", async () => {
    const response = await create(finance, { ...validDeal(), notes: 'n'.repeat(2001) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      expect.objectContaining({ field: 'notes', code: 'too_long', params: { maximum: 2000 } }),
    ]);
  });

  // JSON.stringify sends the half pair as the escape \ud83d, which JSON.parse turns back.
  it.each([
    [
      'tabs and line breaks in one-line fields',
      { customer_last_name: 'Oka\tfor', lender: 'Ally\nFinancial' },
    ],
    [
      'a right-to-left override and half a surrogate pair',
      { customer_last_name: 'Smith\u202egpj.exe', notes: 'ok \ud83d' },
    ],
  ])('refuses %s, naming each field', async (_, fields) => {
    const response = await create(finance, { ...validDeal(), ...fields });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual(
      Object.keys(fields).map((field) =>
        expect.objectContaining({ field, code: 'control_characters' }),
      ),
    );
  });

  it('refuses a search holding a control character, naming q', async () => {
    const response = await finance.request('/api/deals?q=Oka%00for');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      expect.objectContaining({ field: 'q', code: 'control_characters' }),
    ]);
  });
});

describe('changing a deal', () => {
  let deal: Deal;
  beforeAll(async () => {
    deal = (await (await create(finance, validDeal())).json()) as Deal;
  });

  it('recomputes gross when products change, and audits before and after', async () => {
    const response = await finance.request(`/api/deals/${deal.id}`, {
      method: 'PATCH',
      body: { products: { ppm: 400 } },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Deal;
    expect(updated.back_end_gross).toBe(2740.25);
    expect(updated.products).toMatchObject({ vsc: 1295, gap: 595.25, ppm: 400 });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.operation, 'deal.update'), eq(auditLogs.entityId, deal.id)))
      .orderBy(desc(auditLogs.id));
    const details = audit?.details as { before: Deal; after: Deal };
    expect(details.before.back_end_gross).toBe(2340.25);
    expect(details.after.back_end_gross).toBe(2740.25);
  });

  it('sets the funded date when funded and clears it when unwound', async () => {
    const funded = await finance.request(`/api/deals/${deal.id}/status`, {
      method: 'POST',
      body: { status: 'Funded', funded_date: t.today() },
    });
    expect(((await funded.json()) as Deal).funded_date).toBe(t.today());
    const unwound = await finance.request(`/api/deals/${deal.id}/status`, {
      method: 'POST',
      body: { status: 'Unwound' },
    });
    expect((await unwound.json()) as Deal).toMatchObject({ status: 'Unwound', funded_date: null });
  });

  it('keeps the rules on the merged deal', async () => {
    const response = await finance.request(`/api/deals/${deal.id}`, {
      method: 'PATCH',
      body: { deal_type: 'Cash' },
    });
    expect(response.status).toBe(400);
  });

  it('deletes with an audit record of what was deleted', async () => {
    const doomed = (await (await create(finance, validDeal())).json()) as Deal;
    expect((await finance.request(`/api/deals/${doomed.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await finance.request(`/api/deals/${doomed.id}`)).status).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.operation, 'deal.delete'), eq(auditLogs.entityId, doomed.id)));
    expect((audit?.details as { before: Deal }).before.stock_number).toBe(doomed.stock_number);
  });
});

describe('listing deals', () => {
  it('filters by period, status and search, and totals every match', async () => {
    const response = await finance.request(
      '/api/deals?period=this_month&status=Funded,Pending&page_size=5',
    );
    const page = (await response.json()) as DealListResponse;
    expect(page.deals).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.deals.every((d) => d.dealership_id === 46 && d.status !== 'Unwound')).toBe(true);
    const [month] = await queryRows<{ n: number; back: string }>(
      t.database.db,
      sql`select count(*)::int as n, sum(back_end_gross) as back from deals where dealership_id = 46
          and status <> 'Unwound' and deal_date >= ${`${t.today().slice(0, 8)}01`}::date`,
    );
    expect(page.total).toBe(month?.n);
    expect(page.totals.back_end_gross).toBeCloseTo(Number(month?.back), 2);

    const search = (await (
      await finance.request('/api/deals?q=okafor')
    ).json()) as DealListResponse;
    expect(search.deals.length).toBeGreaterThan(0);
    expect(search.deals.every((d) => d.customer_last_name === 'Okafor')).toBe(true);
  });

  it('sorts and pages without repeating a deal', async () => {
    const first = (await (
      await finance.request('/api/deals?sort=total_gross&order=desc&page_size=50')
    ).json()) as DealListResponse;
    const second = (await (
      await finance.request('/api/deals?sort=total_gross&order=desc&page_size=50&page=2')
    ).json()) as DealListResponse;
    const totals = first.deals.map((d) => d.total_gross);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const ids = new Set(first.deals.map((d) => d.id));
    expect(second.deals.some((d) => ids.has(d.id))).toBe(false);
  });

  it('exports what is shown as CSV', async () => {
    const response = await finance.request('/api/deals/export?period=this_month&q=okafor');
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Deal #,Date,Customer,Stock #,VIN \(last 8\),N\/U\/CPO/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('Okafor'))).toBe(true);
  });

  it('shows a salesperson only the deals they sold', async () => {
    const client = t.client();
    const session = await client.signIn('salesperson@demo.example.com');
    const page = (await (
      await client.request('/api/deals?page_size=500')
    ).json()) as DealListResponse;
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.deals.every(
        (d) => d.salesperson_id === session.user.id || d.second_salesperson_id === session.user.id,
      ),
    ).toBe(true);
  });
});

describe("another store's deals", () => {
  it('cannot be read, changed, funded or deleted by id, and nothing changes', async () => {
    const id = await dealOfStore(47);
    const [before] = await t.database.db.select().from(deals).where(eq(deals.id, id));
    for (const [method, path, body] of [
      ['GET', `/api/deals/${id}`, undefined],
      ['PATCH', `/api/deals/${id}`, { front_end_gross: 1 }],
      ['POST', `/api/deals/${id}/status`, { status: 'Unwound' }],
      ['DELETE', `/api/deals/${id}`, undefined],
    ] as const) {
      const response = await finance.request(path, { method, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const [after] = await t.database.db.select().from(deals).where(eq(deals.id, id));
    expect(after).toEqual(before);
  });

  it('cannot be listed, exported or written to by naming the store', async () => {
    for (const path of ['/api/deals?dealership_id=47', '/api/deals/export?dealership_id=47']) {
      const response = await finance.request(path);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'FORBIDDEN',
        message: 'Insufficient permissions',
      });
    }
    const before = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from deals where dealership_id = 47`,
    );
    expect((await create(finance, { ...validDeal(), dealership_id: 47 })).status).toBe(403);
    expect(
      await queryRows(
        t.database.db,
        sql`select count(*)::int as n from deals where dealership_id = 47`,
      ),
    ).toEqual(before);
  });

  it("cannot be tied to a deal by sale_id on edit, and the other store's sale stays as it was", async () => {
    const [theirSale] = await queryRows<{ id: string; status: string }>(
      t.database.db,
      sql`select id, status from sales where dealership_id = 47 and status = 'pending' limit 1`,
    );
    expect(theirSale).toBeDefined();
    const mine = (await (await create(finance, validDeal())).json()) as Deal;
    const response = await finance.request(`/api/deals/${mine.id}`, {
      method: 'PATCH',
      body: { sale_id: theirSale?.id },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      expect.objectContaining({ field: 'sale_id', code: 'not_a_store_sale' }),
    ]);
    const unwind = await finance.request(`/api/deals/${mine.id}/status`, {
      method: 'POST',
      body: { status: 'Unwound' },
    });
    expect(unwind.status).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.id, theirSale?.id ?? ''));
    expect(after?.status).toBe('pending');
  });

  it('is open to the group admin for the group, and closed outside it', async () => {
    const admin = t.client();
    await admin.signIn('dealer_group_admin@demo.example.com');
    expect((await admin.request('/api/deals?dealership_id=47')).status).toBe(200);
    expect((await admin.request('/api/deals?dealership_id=51')).status).toBe(403);
    expect((await admin.request(`/api/deals/${await dealOfStore(51)}`)).status).toBe(404);
    expect((await admin.request(`/api/deals/${await dealOfStore(48)}`)).status).toBe(200);
  });

  it("answers 'No accessible dealership found' to someone with no store", async () => {
    const email = 'orphan.admin@example.com';
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Orphan Admin', email, emailVerified: true })
      .returning();
    await t.database.db.insert(profiles).values({
      userId: user?.id ?? '',
      role: 'dealer_group_admin',
      firstName: 'Orphan',
      lastName: 'Admin',
    });
    await t.database.db.insert(accounts).values({
      userId: user?.id ?? '',
      accountId: user?.id ?? '',
      providerId: 'credential',
      password: await hashPassword('Orphan2026'),
    });
    const orphan = t.client();
    await orphan.signIn(email, 'Orphan2026');
    const response = await orphan.request('/api/deals');
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: 'No accessible dealership found',
    });
  });
});

describe('dates of a deal', () => {
  it('refuses a deal date or a funded date after the store day', async () => {
    const tomorrow = addDays(t.today(), 1);
    const dated = await create(finance, { ...validDeal(), deal_date: tomorrow });
    expect(dated.status).toBe(400);
    expect((await errorOf(dated)).details).toEqual([
      {
        field: 'deal_date',
        code: 'in_future',
        params: { today: t.today() },
        message: `Field 'deal_date' must not be later than today (${t.today()})`,
      },
    ]);
    const funded = await create(finance, {
      ...validDeal(),
      status: 'Funded',
      funded_date: tomorrow,
    });
    expect(funded.status).toBe(400);
    expect((await errorOf(funded)).details).toContainEqual(
      expect.objectContaining({ field: 'funded_date', code: 'in_future' }),
    );
    const deal = (await (await create(finance, validDeal())).json()) as Deal;
    const moved = await finance.request(`/api/deals/${deal.id}`, {
      method: 'PATCH',
      body: { deal_date: tomorrow },
    });
    expect(moved.status).toBe(400);
  });

  it('refuses a funded date before the deal date, on logging, editing and funding', async () => {
    const dealDate = addDays(t.today(), -3);
    const early = await create(finance, {
      ...validDeal(),
      deal_date: dealDate,
      status: 'Funded',
      funded_date: addDays(dealDate, -1),
    });
    expect(early.status).toBe(400);
    expect((await errorOf(early)).details).toEqual([
      {
        field: 'funded_date',
        code: 'funded_before_deal',
        params: { deal_date: dealDate },
        message: "Field 'funded_date' must not be earlier than the deal date",
      },
    ]);
    const deal = (await (
      await create(finance, { ...validDeal(), deal_date: dealDate })
    ).json()) as Deal;
    expect(deal.deal_date).toBe(dealDate);
    const fundEarly = await finance.request(`/api/deals/${deal.id}/status`, {
      method: 'POST',
      body: { status: 'Funded', funded_date: addDays(dealDate, -1) },
    });
    expect(fundEarly.status).toBe(400);
    const fundOnTheDay = await finance.request(`/api/deals/${deal.id}/status`, {
      method: 'POST',
      body: { status: 'Funded', funded_date: dealDate },
    });
    expect(fundOnTheDay.status).toBe(200);
    const redate = await finance.request(`/api/deals/${deal.id}`, {
      method: 'PATCH',
      body: { deal_date: addDays(dealDate, 1) },
    });
    expect(redate.status).toBe(400);
    const earlier = await finance.request(`/api/deals/${deal.id}`, {
      method: 'PATCH',
      body: { deal_date: addDays(dealDate, -1) },
    });
    expect(earlier.status).toBe(200);
    expect(((await earlier.json()) as Deal).deal_date).toBe(addDays(dealDate, -1));
  });
});

describe('a stock number already on an open deal', () => {
  it('answers 409 duplicate_stock unless the caller confirms', async () => {
    const first = validDeal();
    expect((await create(finance, first)).status).toBe(201);
    const again = await create(finance, { ...validDeal(), stock_number: first.stock_number });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: `Stock number ${first.stock_number} is already on an open sale or deal of this dealership`,
        details: [
          {
            field: 'stock_number',
            code: 'duplicate_stock',
            params: { stock_number: first.stock_number },
            message: "Field 'stock_number' is already on an open sale or deal of this dealership",
          },
        ],
      },
    });
    const confirmed = await create(finance, {
      ...validDeal(),
      stock_number: first.stock_number,
      allow_duplicate_stock: true,
    });
    expect(confirmed.status).toBe(201);
  });

  it('checks a changed stock number on edit, and not the deal itself', async () => {
    const taken = validDeal();
    await create(finance, taken);
    const deal = (await (await create(finance, validDeal())).json()) as Deal;
    const edit = (body: Record<string, unknown>) =>
      finance.request(`/api/deals/${deal.id}`, { method: 'PATCH', body });
    expect((await edit({ stock_number: deal.stock_number, notes: 'same car' })).status).toBe(200);
    expect((await edit({ stock_number: taken.stock_number })).status).toBe(409);
    expect(
      (await edit({ stock_number: taken.stock_number, allow_duplicate_stock: true })).status,
    ).toBe(200);
  });

  it('lets a deal opened from a sale carry that sale’s stock number, and not a funded deal’s count', async () => {
    const seller = t.client();
    await seller.signIn('salesperson@demo.example.com');
    const stock = validDeal().stock_number;
    const sale = (await (
      await seller.request('/api/sales', {
        method: 'POST',
        body: { dealership_id: '46', amount: 30_000, sale_date: t.today(), stock_number: stock },
      })
    ).json()) as { id: string; salesperson_id: string };
    const opened = await create(finance, {
      ...validDeal(),
      stock_number: stock,
      sale_id: sale.id,
      salesperson_id: sale.salesperson_id,
      status: 'Funded',
    });
    expect(opened.status).toBe(201);
    // The sale is completed and its deal funded: the car is no longer on an open record.
    expect((await create(finance, { ...validDeal(), stock_number: stock })).status).toBe(201);
  });
});

describe('deal numbers', () => {
  it('are handed out to parallel creations without refusing any', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => create(finance, validDeal())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = await Promise.all(
      responses.map(async (r) => ((await r.json()) as Deal).deal_number),
    );
    expect(new Set(numbers).size).toBe(10);
  });

  it('answers 400 has_deal, not 500, when an edit points at a sale that already has a deal', async () => {
    const seller = t.client();
    await seller.signIn('salesperson@demo.example.com');
    const sale = (await (
      await seller.request('/api/sales', {
        method: 'POST',
        body: { dealership_id: '46', amount: 30_000, sale_date: t.today(), stock_number: 'HD0001' },
      })
    ).json()) as { id: string; salesperson_id: string };
    const first = await create(finance, {
      ...validDeal(),
      stock_number: 'HD0001',
      sale_id: sale.id,
      salesperson_id: sale.salesperson_id,
    });
    expect(first.status).toBe(201);
    const other = (await (await create(finance, validDeal())).json()) as Deal;
    const response = await finance.request(`/api/deals/${other.id}`, {
      method: 'PATCH',
      body: { sale_id: sale.id },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      expect.objectContaining({ field: 'sale_id', code: 'has_deal' }),
    ]);
  });
});

describe('Idempotency-Key on logging a deal', () => {
  const send = (body: Record<string, unknown>, key: string) =>
    finance.request('/api/deals', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
  const countOf = async (stock: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from deals where stock_number = ${stock}`,
      )
    )[0]?.n;

  it('logs a retried deal once and answers the first result again', async () => {
    const body = validDeal();
    const first = await send(body, 'retry-1');
    expect(first.status).toBe(201);
    const again = await send(body, 'retry-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as Deal).id).toBe(((await first.json()) as Deal).id);
    expect(await countOf(body.stock_number)).toBe(1);
  });

  it('writes once when the same key races itself, and refuses the key on another body', async () => {
    const body = validDeal();
    const answers = await Promise.all([send(body, 'race-1'), send(body, 'race-1')]);
    expect(answers.filter((answer) => answer.status === 201)).not.toHaveLength(0);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await countOf(body.stock_number)).toBe(1);
    const other = await send(validDeal(), 'race-1');
    expect(other.status).toBe(409);
    expect((await errorOf(other)).code).toBe('CONFLICT');
  });

  it('keeps a reservation while its request may still run, and frees one its crashed server left', async () => {
    const body = validDeal();
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'finance_manager@demo.example.com'));
    const scope = `user:${me?.id}`;
    const reserve = (key: string, age: string) =>
      t.database.db.execute(sql`
        insert into idempotency_keys (scope, key, method, path, request_hash, created_at)
        values (${scope}, ${key}, 'POST', '/api/deals', 'unknown', now() - ${age}::interval)`);
    await reserve('running-1', '10 seconds');
    const running = await send(body, 'running-1');
    expect(running.status).toBe(409);
    expect(await countOf(body.stock_number)).toBe(0);
    await reserve('crashed-1', '2 minutes');
    expect((await send(body, 'crashed-1')).status).toBe(201);
    const replay = await send(body, 'crashed-1');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countOf(body.stock_number)).toBe(1);
  });

  it('runs a refused request again, since nothing was written', async () => {
    const body = { ...validDeal(), vin_last8: 'short' };
    expect((await send(body, 'fix-1')).status).toBe(400);
    expect((await send({ ...body, vin_last8: '87654321' }, 'fix-1')).status).toBe(201);
  });
});

import { asc, eq, sql } from 'drizzle-orm';
import { addDays } from '@das/shared/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import type { Deal } from '@das/shared/schemas/deals';
import type { Sale } from '@das/shared/schemas/sales';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { auditLogs, sales } from '../../db/schema';

let t: TestApp;
let seller: TestClient;
let me: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  seller = t.client();
  me = (await seller.signIn('salesperson@demo.example.com')).user.id;
});
afterAll(() => t.close());

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
// Each sale its own car, on the store's today: a stock number on an open sale is refused.
let stockCount = 0;
const validSale = () => ({
  dealership_id: '46',
  amount: 38_450,
  sale_date: t.today(),
  customer_name: 'Rosa Delgado',
  vehicle_model: 'Toyota RAV4',
  vehicle_type: 'New',
  stock_number: `Q5${String(++stockCount).padStart(4, '0')}`,
});

async function saleOfStore(storeId: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from sales where dealership_id = ${storeId} limit 1`,
  );
  return row?.id ?? '';
}

describe('logging a sale', () => {
  it('records the salesperson who logged it, pending until it is delivered', async () => {
    const response = await seller.request('/api/sales', { method: 'POST', body: validSale() });
    expect(response.status).toBe(201);
    const sale = (await response.json()) as Sale;
    expect(sale).toMatchObject({
      dealership_id: 46,
      amount: 38_450,
      status: 'pending',
      salesperson_id: me,
      deal_id: null,
    });
  });

  it.each([
    ['dealership_id', undefined, 'required', "Field 'dealership_id' is required"],
    ['amount', undefined, 'required', "Field 'amount' is required"],
    ['amount', 0, 'too_small', "Field 'amount' must be at least 0.01"],
    ['sale_date', undefined, 'required', "Field 'sale_date' is required"],
    [
      'customer_name',
      'C'.repeat(101),
      'too_long',
      "Field 'customer_name' must be at most 100 characters",
    ],
    [
      'vehicle_model',
      'V'.repeat(51),
      'too_long',
      "Field 'vehicle_model' must be at most 50 characters",
    ],
    [
      'status',
      'sold',
      'not_one_of',
      "Field 'status' must be one of: pending, completed, cancelled",
    ],
  ])("refuses %s = %j with SPEC.md §5's message", async (field, value, code, message) => {
    const body: Record<string, unknown> = { ...validSale() };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const response = await seller.request('/api/sales', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toContainEqual(
      expect.objectContaining({ field, code, message }),
    );
  });

  it('is refused to a viewer, and at another store', async () => {
    const viewer = t.client();
    await viewer.signIn('viewer@demo.example.com');
    expect((await viewer.request('/api/sales', { method: 'POST', body: validSale() })).status).toBe(
      403,
    );
    const before = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from sales where dealership_id = 47`,
    );
    expect(
      (
        await seller.request('/api/sales', {
          method: 'POST',
          body: { ...validSale(), dealership_id: '47' },
        })
      ).status,
    ).toBe(403);
    expect(
      await queryRows(
        t.database.db,
        sql`select count(*)::int as n from sales where dealership_id = 47`,
      ),
    ).toEqual(before);
  });
});

describe('listing sales', () => {
  it('shows a salesperson their own sales, newest first', async () => {
    const { sales: list } = (await (await seller.request('/api/sales?page_size=50')).json()) as {
      sales: Sale[];
    };
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((sale) => sale.salesperson_id === me)).toBe(true);
    const dates = list.map((sale) => sale.sale_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("takes SPEC.md's filter id as a dealership (digits) or a salesperson (uuid)", async () => {
    const manager = t.client();
    await manager.signIn('sales_manager@demo.example.com');
    const byStore = (await (await manager.request('/api/sales?id=46&page_size=500')).json()) as {
      sales: Sale[];
    };
    expect(new Set(byStore.sales.map((sale) => sale.salesperson_id)).size).toBeGreaterThan(5);
    const byPerson = (await (await manager.request(`/api/sales?id=${me}`)).json()) as {
      sales: Sale[];
    };
    expect(byPerson.sales.every((sale) => sale.salesperson_id === me)).toBe(true);
    expect((await manager.request('/api/sales?id=47')).status).toBe(403);
    expect((await manager.request('/api/sales?id=not-an-id')).status).toBe(400);
  });
});

describe("another store's sales", () => {
  it('cannot be read or changed by id, and nothing changes', async () => {
    const manager = t.client();
    await manager.signIn('sales_manager@demo.example.com');
    const id = await saleOfStore(47);
    const [before] = await t.database.db.select().from(sales).where(eq(sales.id, id));
    expect((await manager.request(`/api/sales/${id}`)).status).toBe(404);
    expect(
      (
        await manager.request(`/api/sales/${id}/status`, {
          method: 'POST',
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(404);
    const [after] = await t.database.db.select().from(sales).where(eq(sales.id, id));
    expect(after).toEqual(before);
  });
});

describe('the hand-off from the sales desk to F&I', () => {
  it('puts a new sale in the F&I queue until its deal is opened from it', async () => {
    const logged = (await (
      await seller.request('/api/sales', {
        method: 'POST',
        body: { ...validSale(), customer_name: 'Ivy Handoff' },
      })
    ).json()) as Sale;
    const finance = t.client();
    await finance.signIn('finance_manager@demo.example.com');
    const queue = async () =>
      (
        (await (await finance.request('/api/sales?waiting_for_fi=true&page_size=500')).json()) as {
          sales: Sale[];
        }
      ).sales.map((sale) => sale.id);
    expect(await queue()).toContain(logged.id);
    const deal = await finance.request('/api/deals', {
      method: 'POST',
      body: {
        sale_id: logged.id,
        salesperson_id: logged.salesperson_id,
        stock_number: logged.stock_number,
        vin_last8: '10293847',
        customer_last_name: 'Handoff',
        deal_type: 'Finance',
        vehicle_type: 'New',
        lender: 'Ally Financial',
        front_end_gross: 1200,
        status: 'Pending',
      },
    });
    expect(deal.status).toBe(201);
    expect(await queue()).not.toContain(logged.id);
    const sale = (await (await finance.request(`/api/sales/${logged.id}`)).json()) as Sale;
    expect(sale).toMatchObject({ status: 'completed', deal_id: ((await deal.json()) as Deal).id });
  });

  it('keeps the queue true when a deal moves to another sale or is deleted', async () => {
    const finance = t.client();
    await finance.signIn('finance_manager@demo.example.com');
    const log = async () =>
      (await (
        await seller.request('/api/sales', { method: 'POST', body: validSale() })
      ).json()) as Sale;
    const [first, second] = [await log(), await log()];
    const queue = async () =>
      (
        (await (await finance.request('/api/sales?waiting_for_fi=true&page_size=500')).json()) as {
          sales: Sale[];
        }
      ).sales.map((sale) => sale.id);
    const created = await finance.request('/api/deals', {
      method: 'POST',
      body: {
        sale_id: first.id,
        salesperson_id: first.salesperson_id,
        stock_number: first.stock_number,
        vin_last8: '10293848',
        customer_last_name: 'Moved',
        deal_type: 'Cash',
        vehicle_type: 'New',
        front_end_gross: 900,
        status: 'Pending',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const deal = (await created.json()) as Deal;
    expect(await queue()).toEqual(expect.arrayContaining([second.id]));
    expect(await queue()).not.toContain(first.id);
    const moved = await finance.request(`/api/deals/${deal.id}`, {
      method: 'PATCH',
      body: { sale_id: second.id },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await queue()).not.toContain(second.id);
    expect(await queue()).toContain(first.id);
    expect((await finance.request(`/api/deals/${deal.id}`, { method: 'DELETE' })).status).toBe(204);
    // The flag the queue reads agrees with the deals themselves, for every sale.
    const [mismatch] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sales
          where has_deal <> exists (select 1 from deals where deals.sale_id = sales.id)`,
    );
    expect(mismatch?.n).toBe(0);
  });
});

describe('dates and stock numbers of a sale', () => {
  it('refuses a sale dated after the store day, and takes one dated today', async () => {
    const tomorrow = addDays(t.today(), 1);
    const response = await seller.request('/api/sales', {
      method: 'POST',
      body: { ...validSale(), sale_date: tomorrow },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      {
        field: 'sale_date',
        code: 'in_future',
        params: { today: t.today() },
        message: `Field 'sale_date' must not be later than today (${t.today()})`,
      },
    ]);
    const today = await seller.request('/api/sales', { method: 'POST', body: validSale() });
    expect(today.status).toBe(201);
  });

  it('answers 409 for a stock number on an open sale, and saves it when confirmed', async () => {
    const first = validSale();
    expect((await seller.request('/api/sales', { method: 'POST', body: first })).status).toBe(201);
    const stock = first.stock_number.toLowerCase();
    const again = await seller.request('/api/sales', {
      method: 'POST',
      body: { ...validSale(), stock_number: ` ${stock} ` },
    });
    expect(again.status).toBe(409);
    const error = await errorOf(again);
    expect(error.code).toBe('CONFLICT');
    expect(error.details).toEqual([
      {
        field: 'stock_number',
        code: 'duplicate_stock',
        params: { stock_number: stock },
        message: "Field 'stock_number' is already on an open sale or deal of this dealership",
      },
    ]);
    const confirmed = await seller.request('/api/sales', {
      method: 'POST',
      body: { ...validSale(), stock_number: stock, allow_duplicate_stock: true },
    });
    expect(confirmed.status).toBe(201);
  });

  it('counts an open deal of the store, and not a cancelled sale or another store', async () => {
    const finance = t.client();
    await finance.signIn('finance_manager@demo.example.com');
    const stock = validSale().stock_number;
    const deal = await finance.request('/api/deals', {
      method: 'POST',
      body: {
        stock_number: stock,
        vin_last8: '55667788',
        customer_last_name: 'Stocker',
        deal_type: 'Cash',
        vehicle_type: 'Used',
        front_end_gross: 900,
        status: 'Pending',
      },
    });
    expect(deal.status).toBe(201);
    const clash = await seller.request('/api/sales', {
      method: 'POST',
      body: { ...validSale(), stock_number: stock },
    });
    expect(clash.status).toBe(409);
    const cancelled = (await (
      await seller.request('/api/sales', { method: 'POST', body: validSale() })
    ).json()) as Sale;
    await seller.request(`/api/sales/${cancelled.id}/status`, {
      method: 'POST',
      body: { status: 'cancelled' },
    });
    const reused = await seller.request('/api/sales', {
      method: 'POST',
      body: { ...validSale(), stock_number: cancelled.stock_number },
    });
    expect(reused.status).toBe(201);
  });
});

describe('correcting and cancelling a sale', () => {
  let others: string;
  const logSale = async (client: TestClient, body: Record<string, unknown> = {}) =>
    (await (
      await client.request('/api/sales', { method: 'POST', body: { ...validSale(), ...body } })
    ).json()) as Sale;
  const patch = (client: TestClient, id: string, body: Record<string, unknown>) =>
    client.request(`/api/sales/${id}`, { method: 'PATCH', body });
  const auditsOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, id))
      .orderBy(asc(auditLogs.id));

  beforeAll(async () => {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select s.id from sales s where s.dealership_id = 46 and s.status = 'pending'
          and s.salesperson_id is not null and s.salesperson_id <> ${me} limit 1`,
    );
    others = row?.id ?? '';
    expect(others).not.toBe('');
  });

  it('lets a salesperson correct their own pending sale, audited before and after', async () => {
    const sale = await logSale(seller);
    const response = await patch(seller, sale.id, {
      amount: 39_100,
      customer_name: 'Rosa Delgado-Ruiz',
      sale_date: addDays(t.today(), -1),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: sale.id,
      amount: 39_100,
      customer_name: 'Rosa Delgado-Ruiz',
      sale_date: addDays(t.today(), -1),
      status: 'pending',
    });
    const audit = (await auditsOf(sale.id)).find((row) => row.operation === 'sale.update');
    const details = audit?.details as { before: Sale; after: Sale };
    expect(details.before.amount).toBe(38_450);
    expect(details.after.amount).toBe(39_100);
  });

  it('refuses a correction into the future, and a new stock number in use unless confirmed', async () => {
    const sale = await logSale(seller);
    const busy = await logSale(seller);
    const future = await patch(seller, sale.id, { sale_date: addDays(t.today(), 1) });
    expect(future.status).toBe(400);
    expect((await errorOf(future)).details).toContainEqual(
      expect.objectContaining({ field: 'sale_date', code: 'in_future' }),
    );
    expect((await patch(seller, sale.id, { stock_number: busy.stock_number })).status).toBe(409);
    const confirmed = await patch(seller, sale.id, {
      stock_number: busy.stock_number,
      allow_duplicate_stock: true,
    });
    expect(confirmed.status).toBe(200);
    // Saving its own number again is no duplicate of itself.
    expect((await patch(seller, busy.id, { stock_number: busy.stock_number })).status).toBe(200);
  });

  it("lets a salesperson cancel their own pending sale, and not someone else's", async () => {
    const sale = await logSale(seller);
    const cancel = (client: TestClient, id: string) =>
      client.request(`/api/sales/${id}/status`, { method: 'POST', body: { status: 'cancelled' } });
    const response = await cancel(seller, sale.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Sale).status).toBe('cancelled');
    const audit = (await auditsOf(sale.id)).find((row) => row.operation === 'sale.status');
    expect(audit?.details).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
    // No longer pending: neither cancelled again nor corrected.
    const again = await cancel(seller, sale.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).details).toContainEqual(
      expect.objectContaining({ field: 'status', code: 'not_pending' }),
    );
    expect((await patch(seller, sale.id, { amount: 1 })).status).toBe(409);
    // Someone else's sale is not found by a salesperson, and stays as it was.
    const [before] = await t.database.db.select().from(sales).where(eq(sales.id, others));
    expect((await patch(seller, others, { amount: 1 })).status).toBe(404);
    expect((await cancel(seller, others)).status).toBe(404);
    const [after] = await t.database.db.select().from(sales).where(eq(sales.id, others));
    expect(after).toEqual(before);
  });

  it("lets the store's managers correct any pending sale of their store, and no other", async () => {
    const manager = t.client();
    await manager.signIn('sales_manager@demo.example.com');
    const response = await patch(manager, others, { vehicle_model: 'Corrected Model' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Sale).vehicle_model).toBe('Corrected Model');
    expect((await auditsOf(others)).some((row) => row.operation === 'sale.update')).toBe(true);
    const elsewhere = await saleOfStore(47);
    expect((await patch(manager, elsewhere, { amount: 1 })).status).toBe(404);
  });

  it('refuses the F&I office and viewers, who may not correct sales', async () => {
    const finance = t.client();
    await finance.signIn('finance_manager@demo.example.com');
    expect((await patch(finance, others, { amount: 1 })).status).toBe(403);
    const viewer = t.client();
    await viewer.signIn('viewer@demo.example.com');
    expect((await patch(viewer, others, { amount: 1 })).status).toBe(403);
  });
});

describe('the sales list', () => {
  let manager: TestClient;
  beforeAll(async () => {
    manager = t.client();
    await manager.signIn('sales_manager@demo.example.com');
  });
  type Page = { sales: Sale[]; total: number; page: number; page_size: number };
  const pageOf = async (query: string) =>
    (await (await manager.request(`/api/sales?${query}`)).json()) as Page & {
      totals: { amount: number };
    };

  it('pages through every sale of the store, with the total and amount of all that match', async () => {
    const first = await pageOf('dealership_id=46&page_size=5');
    const second = await pageOf('dealership_id=46&page_size=5&page=2');
    expect(first.sales).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(first.sales.map((s) => s.id)).not.toContain(second.sales[0]?.id);
    const [sum] = await queryRows<{ n: number; amount: string }>(
      t.database.db,
      sql`select count(*)::int as n, coalesce(sum(amount) filter (where status <> 'cancelled'), 0) as amount from sales where dealership_id = 46`,
    );
    expect(first.total).toBe(sum?.n);
    expect(first.totals.amount).toBe(Number(sum?.amount));
  });

  it('searches customer, vehicle, stock number and salesperson, in part and in any case', async () => {
    const logged = (await (
      await seller.request('/api/sales', {
        method: 'POST',
        body: { ...validSale(), customer_name: 'Zebediah Quill', vehicle_model: 'Lexus GX' },
      })
    ).json()) as Sale;
    const byName = await pageOf('q=zebediah');
    expect(byName.sales.map((s) => s.id)).toEqual([logged.id]);
    const byStock = await pageOf(`q=${logged.stock_number?.toLowerCase()}`);
    expect(byStock.sales.map((s) => s.id)).toContain(logged.id);
    const bySeller = await pageOf(`q=${encodeURIComponent(logged.salesperson_name ?? '')}`);
    expect(bySeller.sales.every((s) => s.salesperson_id === me)).toBe(true);
    expect((await pageOf('q=%25%25nothing%25')).total).toBe(0);
  });

  it('exports what matches as CSV, with formulas defused', async () => {
    await seller.request('/api/sales', {
      method: 'POST',
      body: { ...validSale(), customer_name: '=1+2 Formula' },
    });
    const response = await manager.request('/api/sales/export?q=formula');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/sales-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Customer,Vehicle,N/U/CPO,Stock #,Salesperson,Amount,Status,Deal opened',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=1+2 Formula,");
    expect(lines[1]).toContain('38450.00,pending,No');
  });
});

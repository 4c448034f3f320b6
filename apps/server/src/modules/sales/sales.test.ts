import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import type { Deal } from '@das/shared/schemas/deals';
import type { Sale } from '@das/shared/schemas/sales';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { sales } from '../../db/schema';

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
const validSale = () => ({
  dealership_id: '46',
  amount: 38_450,
  sale_date: '2026-11-20',
  customer_name: 'Rosa Delgado',
  vehicle_model: 'Toyota RAV4',
  vehicle_type: 'New',
  stock_number: 'T55501',
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
});

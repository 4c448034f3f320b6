import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows, type TestDatabase } from '../../test/test-database';
import { dealerships, deals } from './schema';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = <T>(query: SQL) => queryRows<T>(database.db, query);

const baseDeal = {
  dealershipId: 1,
  dealNumber: '1001',
  dealDate: '2026-11-02',
  stockNumber: 'T10001',
  vinLast8: '12345678',
  customerLastName: 'Garcia',
  dealType: 'Finance' as const,
  vehicleType: 'New' as const,
  lender: 'Ally Financial',
  frontEndGross: '1200.00',
};

describe('migrations', () => {
  it('create every table the product needs', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'areas',
        'dealer_groups',
        'dealerships',
        'users',
        'profiles',
        'sales',
        'deals',
        'goals',
        'audit_logs',
        'security_events',
      ]),
    );
  });

  it('store money as exact numerics, never floating point', async () => {
    const floats = await rows<{ column_name: string }>(
      sql`select table_name || '.' || column_name as column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('real', 'double precision')`,
    );
    expect(floats).toEqual([]);
    const money = await rows<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns
          where table_name = 'deals' and column_name in ('front_end_gross', 'back_end_gross', 'total_gross', 'reserve', 'vsc_profit')`,
    );
    expect(money.map((c) => c.data_type)).toEqual(Array(5).fill('numeric'));
  });

  it('give dealerships integer ids', async () => {
    const [column] = await rows<{ data_type: string }>(
      sql`select data_type from information_schema.columns where table_name = 'dealerships' and column_name = 'id'`,
    );
    expect(column?.data_type).toBe('integer');
  });
});

describe('the deals table', () => {
  beforeAll(async () => {
    await database.db.insert(dealerships).values({ id: 1, name: 'Test Motors' });
  });

  it('derives back-end and total gross and products sold itself', async () => {
    const [deal] = await database.db
      .insert(deals)
      .values({ ...baseDeal, reserve: '450.50', vscProfit: '1100.00', gapProfit: '600.25' })
      .returning();
    expect(deal).toMatchObject({
      backEndGross: '2150.75',
      totalGross: '3350.75',
      productsSold: 2,
      status: 'Pending',
    });
  });

  it('refuses a back-end gross sent by a client', async () => {
    await expect(
      database.db.execute(
        sql`insert into deals (dealership_id, deal_number, deal_date, stock_number, vin_last8, customer_last_name, deal_type, vehicle_type, lender, front_end_gross, back_end_gross)
            values (1, '1002', '2026-11-02', 'T1', '12345678', 'Lee', 'Finance', 'New', 'Ally Financial', 100, 99999)`,
      ),
    ).rejects.toThrow();
  });

  it.each([
    ['a lender on a cash deal', { dealNumber: '2001', dealType: 'Cash' as const }],
    ['no lender on a finance deal', { dealNumber: '2002', lender: null }],
    ['a VIN tail that is not 8 digits', { dealNumber: '2003', vinLast8: '1234ABCD' }],
    ['a negative front gross', { dealNumber: '2004', frontEndGross: '-1.00' }],
    ['a negative product profit', { dealNumber: '2005', gapProfit: '-10.00' }],
    ['a funded deal without its funded date', { dealNumber: '2006', status: 'Funded' as const }],
    ['a deal number used twice in a store', { dealNumber: '1001' }],
  ])('refuses %s', async (_, change) => {
    await expect(database.db.insert(deals).values({ ...baseDeal, ...change })).rejects.toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumMoney } from '@das/shared/money';
import type { PeriodKey } from '@das/shared/periods';
import type { SalesReport } from '@das/shared/schemas/reports';
import type { SalesManagerDashboard } from '@das/shared/schemas/sales-floor';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';

/**
 * Every table's rows add up to its total to the cent (ADR 007), on the demo
 * data of every store over three periods: a split deal's amount is shared in
 * cents, so the salespeople's rows sum to the store's figure exactly.
 */
let t: TestApp;
let admin: TestClient;
let stores: number[];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = t.client();
  await admin.signIn('master_admin@demo.example.com');
  const { dealerships } = (await (await admin.request('/api/dealerships')).json()) as {
    dealerships: { id: number }[];
  };
  stores = dealerships.map((store) => store.id);
});
afterAll(() => t.close());

// The month a split is most often in, a closed month, and a long span of many splits.
const PERIODS: PeriodKey[] = ['this_month', 'last_month', 'year_to_date'];

const get = async <T>(path: string) => {
  const response = await admin.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const sum = (rows: readonly object[], field: string) =>
  sumMoney(rows.map((row) => Number((row as Record<string, unknown>)[field])));

describe('rows add up to their totals, to the cent', () => {
  it.each(PERIODS)("the sales manager's team table, %s", async (period) => {
    expect(stores.length).toBeGreaterThanOrEqual(5);
    for (const store of stores) {
      const board = await get<SalesManagerDashboard>(
        `/api/sales-floor/sales-manager?dealership_id=${store}&period=${period}`,
      );
      expect(board.team.length).toBeGreaterThan(3);
      for (const field of ['units', 'frontGross', 'backGross'] as const) {
        expect(sum(board.team, field), `${field} at ${store}`).toBe(board[field]);
      }
    }
  });

  it.each(PERIODS)('the sales report, %s', async (period) => {
    for (const store of stores) {
      const report = await get<SalesReport>(
        `/api/reports/sales?dealership_id=${store}&period=${period}`,
      );
      const fields = ['units', 'newUnits', 'usedUnits', 'frontGross', 'backGross', 'totalGross'];
      for (const field of fields) {
        expect(sum(report.people, field), `${field} at ${store}`).toBe(
          report.store[field as keyof typeof report.store],
        );
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, FieldIssue } from '@das/shared/errors';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';

/**
 * Days, months and periods outside DAY_RANGE (2000 to 2100) are refused with a
 * 400 naming the field on every endpoint that takes one (issue 10: year 0000
 * or 9999 answered 500 on 9 endpoints).
 */
let t: TestApp;
let gm: TestClient;
let finance: TestClient;
let financeId: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  gm = t.client();
  await gm.signIn('general_manager@demo.example.com');
  finance = t.client();
  financeId = (await finance.signIn('finance_manager@demo.example.com')).user.id;
});
afterAll(() => t.close());

const DAY_LIMITS = { minimum: '2000-01-01', maximum: '2100-12-31' };
const MONTH_LIMITS = { minimum: '2000-01', maximum: '2100-12' };

async function issueOf(response: Response, field: string): Promise<FieldIssue | undefined> {
  const body = (await response.json()) as ErrorBody;
  return (body.error.details as FieldIssue[] | undefined)?.find((issue) => issue.field === field);
}

describe('dates out of range', () => {
  it.each([
    ['/api/deals?from=0000-01-01', 'from', DAY_LIMITS],
    ['/api/deals?to=9999-12-31', 'to', DAY_LIMITS],
    ['/api/deals?period=9999-12', 'period', MONTH_LIMITS],
    ['/api/deals/export?period=0000-01', 'period', MONTH_LIMITS],
    ['/api/sales?from=1999-12-31', 'from', DAY_LIMITS],
    ['/api/sales?period=2101-01', 'period', MONTH_LIMITS],
    ['/api/sales/export?to=9999-12-31', 'to', DAY_LIMITS],
    ['/api/finance/dashboard?period=9999-12', 'period', MONTH_LIMITS],
    ['/api/reports/sales?period=0000-01', 'period', MONTH_LIMITS],
    ['/api/sales-floor/gm?period=9999-12', 'period', MONTH_LIMITS],
    ['/api/sales-floor/sales-manager?period=0000-01', 'period', MONTH_LIMITS],
    ['/api/goals?month=9999-12', 'month', MONTH_LIMITS],
    ['/api/pay/statement?month=0000-01', 'month', MONTH_LIMITS],
    ['/api/schedule?week=9999-12-27', 'week', DAY_LIMITS],
  ])('GET %s answers 400 naming %s', async (path, field, params) => {
    const response = await gm.request(path);
    expect(response.status).toBe(400);
    expect(await issueOf(response, field)).toMatchObject({ code: 'date_out_of_range', params });
  });

  it.each([
    ['/api/finance/pay-estimate?month=9999-12', 'month'],
    [`/api/goals/tracking/{me}?month=0000-01`, 'month'],
    ['/api/sales-floor/salesperson?period=9999-12', 'period'],
  ])('GET %s answers 400 naming %s for its own readers', async (path, field) => {
    const reader = path.includes('salesperson') ? t.client() : finance;
    if (reader !== finance) await reader.signIn('salesperson@demo.example.com');
    const response = await reader.request(path.replace('{me}', financeId));
    expect(response.status).toBe(400);
    expect(await issueOf(response, field)).toMatchObject({ code: 'date_out_of_range' });
  });

  it('refuses a sale dated year 0000, naming sale_date', async () => {
    const response = await gm.request('/api/sales', {
      method: 'POST',
      body: { dealership_id: 46, amount: 30_000, sale_date: '0000-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await issueOf(response, 'sale_date')).toMatchObject({ code: 'date_out_of_range' });
  });

  it('refuses a deal dated year 0000 and funded in 9999, naming both dates', async () => {
    const response = await finance.request('/api/deals', {
      method: 'POST',
      body: {
        stock_number: 'R1',
        vin_last8: '12345678',
        customer_last_name: 'Range',
        deal_type: 'Cash',
        vehicle_type: 'Used',
        front_end_gross: 100,
        status: 'Funded',
        deal_date: '0000-01-01',
        funded_date: '9999-12-31',
      },
    });
    expect(response.status).toBe(400);
    const details = ((await response.json()) as ErrorBody).error.details as FieldIssue[];
    expect(details.map(({ field, code }) => [field, code])).toEqual([
      ['deal_date', 'date_out_of_range'],
      ['funded_date', 'date_out_of_range'],
    ]);
  });

  it('refuses a pay plan effective from 9999, naming effectiveFrom', async () => {
    const response = await gm.request(`/api/pay-plans/${financeId}`, {
      method: 'PUT',
      body: { effectiveFrom: '9999-12-01', kind: 'finance', plan: {} },
    });
    expect(response.status).toBe(400);
    expect(await issueOf(response, 'effectiveFrom')).toMatchObject({ code: 'date_out_of_range' });
  });

  it('refuses goals and schedules of year 9999', async () => {
    const goals = await gm.request('/api/goals', {
      method: 'PUT',
      body: { month: '9999-12', goals: [{ userId: null, unitTarget: 10 }] },
    });
    expect(goals.status).toBe(400);
    expect(await issueOf(goals, 'month')).toMatchObject({ code: 'date_out_of_range' });
    const copy = await gm.request('/api/schedule/copy-week', {
      method: 'POST',
      body: { week: '9999-12-27' },
    });
    expect(copy.status).toBe(400);
    expect(await issueOf(copy, 'week')).toMatchObject({ code: 'date_out_of_range' });
    const cells = await gm.request('/api/schedule', {
      method: 'PUT',
      body: { cells: [{ userId: financeId, day: '0000-01-03', shift: 'off' }] },
    });
    expect(cells.status).toBe(400);
    expect(await issueOf(cells, 'cells.0.day')).toMatchObject({ code: 'date_out_of_range' });
  });

  it('takes the first and last days of the range', async () => {
    for (const path of ['/api/deals?from=2000-01-01&to=2100-12-31', '/api/deals?period=2100-12']) {
      expect((await gm.request(path)).status).toBe(200);
    }
  });
});

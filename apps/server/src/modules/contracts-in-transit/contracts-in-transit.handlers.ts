import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { OLDEST_LISTED } from '@das/shared/schemas/contracts-in-transit';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { toCsv } from '../../lib/csv';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import { oldestPending, transitSums } from '../deals/contracts-in-transit.repository';
import type * as routes from './contracts-in-transit.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The export's cap, as the deal log's: a store with more pending deals has other problems. */
const EXPORT_LIMIT = 20_000;

/** The store a request names (or the caller's own, when visible) and its today by the one clock. */
async function storeDay(c: Context<AppEnv>, requested: number | undefined) {
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, requested);
  return { dealershipId, today: await requestToday(c, dealershipId) };
}

export const summary: Handler<'getContractsInTransit'> = async (c) => {
  const db = c.var.db;
  const { dealershipId, today } = await storeDay(c, c.req.valid('query').dealership_id);
  const [settings, sums, oldest] = await Promise.all([
    findStoreSettings(db, dealershipId),
    transitSums(db, dealershipId, today),
    oldestPending(db, dealershipId, today, OLDEST_LISTED),
  ]);
  if (!settings) throw new AppError('NOT_FOUND', 'Dealership not found');
  return c.json(
    { dealershipId, today, alertDays: settings.transitAlertDays, ...sums, oldest },
    200,
  );
};

export const exportCsv: Handler<'exportContractsInTransit'> = async (c) => {
  const db = c.var.db;
  const { dealershipId, today } = await storeDay(c, c.req.valid('query').dealership_id);
  const rows = await oldestPending(db, dealershipId, today, EXPORT_LIMIT);
  const csv = toCsv(
    [
      'Deal #',
      'Deal date',
      'Days in transit',
      'Customer',
      'Deal type',
      'Lender',
      'F&I manager',
      'Back gross',
    ],
    rows.map((deal) => [
      deal.dealNumber,
      deal.dealDate,
      deal.days,
      deal.customerLastName,
      deal.dealType,
      deal.lender,
      deal.fiManagerName,
      deal.backGross.toFixed(2),
    ]),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="contracts-in-transit-${today}.csv"`,
  });
};

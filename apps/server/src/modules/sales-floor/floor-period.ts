import type { Context } from 'hono';
import { monthRange, resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import type { AppEnv } from '../../lib/app-env';
import { storeToday } from '../../lib/store-calendar';
import * as deals from '../deals/deals.repository';

export const within = (day: string, range: { start: string; end: string }) =>
  day >= range.start && day < range.end;
export const ratio = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100) / 100;

/** The period, the month under way, and every deal row of the store covering both and the period before. */
export async function floorPeriod(c: Context<AppEnv>, dealershipId: number, spec: string) {
  const today = await storeToday(c.var.db, c.var.clock, dealershipId);
  const period = resolvePeriod(spec as PeriodSpec, today);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const currentMonth = monthRange(year, month);
  const start = [period.start, period.previous.start, currentMonth.start].sort()[0] ?? period.start;
  const end = [period.end, period.previous.end, currentMonth.end].sort().at(-1) ?? period.end;
  const rows = await deals.metricRows(c.var.db, { ids: [dealershipId] }, { range: { start, end } });
  return { today, period, currentMonth, rows };
}

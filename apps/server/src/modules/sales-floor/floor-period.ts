import type { Context } from 'hono';
import { monthRange, resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import type { AppEnv } from '../../lib/app-env';
import { requestToday } from '../../lib/store-calendar';

export const ratio = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100) / 100;

/** The period asked for and the month under way, by the store's calendar. */
export async function floorPeriod(c: Context<AppEnv>, dealershipId: number, spec: string) {
  const today = await requestToday(c, dealershipId);
  const period = resolvePeriod(spec as PeriodSpec, today);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const currentMonth = monthRange(year, month);
  return { today, period, currentMonth };
}

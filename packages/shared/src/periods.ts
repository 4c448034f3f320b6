/**
 * Reporting periods of DOMAIN.md ("this month, last month, this quarter, year
 * to date, last year, any month"), as date ranges [start, end) in ISO days.
 * "Today" is the store's calendar day, in the store's time zone.
 */
export const PERIOD_KEYS = [
  'this_month',
  'last_month',
  'this_quarter',
  'year_to_date',
  'last_year',
] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];
/** A named period, or one calendar month as `YYYY-MM`. */
export type PeriodSpec = PeriodKey | `${number}-${number}`;

export interface DateRange {
  /** First day, inclusive (YYYY-MM-DD). */
  start: string;
  /** Day after the last, exclusive (YYYY-MM-DD). */
  end: string;
}

export interface ResolvedPeriod extends DateRange {
  key: PeriodSpec;
  /** The period before it, of the same kind (the month before, the quarter before, last year's same span). */
  previous: DateRange;
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPeriodSpec(value: string): value is PeriodSpec {
  return (PERIOD_KEYS as readonly string[]).includes(value) || MONTH_PATTERN.test(value);
}

/** The calendar day at `now` in `timeZone` (YYYY-MM-DD). */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? 1970, month ?? 1, date ?? 1];
}

export function addDays(day: string, count: number): string {
  const [year, month, date] = parts(day);
  return iso(year, month, date + count);
}

/** Whole calendar days from one ISO day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** The Monday of the week a day falls in: weeks run Monday to Sunday. */
export function mondayOf(day: string): string {
  const [year, month, date] = parts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month a day falls in. */
export function monthStartOf(day: string): string {
  return `${day.slice(0, 8)}01`;
}

export function daysInMonth(day: string): number {
  const [year, month] = parts(day);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthRange(year: number, month: number): DateRange {
  return { start: iso(year, month, 1), end: iso(year, month + 1, 1) };
}

/** The same number of days from `previousStart` as `today` is into its period, within the previous period. */
function sameSpan(start: string, today: string, previous: DateRange): DateRange {
  const elapsed = daysBetween(start, today) + 1;
  const end = addDays(previous.start, elapsed);
  return { start: previous.start, end: end < previous.end ? end : previous.end };
}

export function resolvePeriod(spec: PeriodSpec, today: string): ResolvedPeriod {
  const [year, month] = parts(today);
  const tomorrow = addDays(today, 1);
  const monthMatch = MONTH_PATTERN.exec(spec);
  if (monthMatch) {
    const y = Number(monthMatch[1]);
    const m = Number(monthMatch[2]);
    return { key: spec, ...monthRange(y, m), previous: monthRange(y, m - 1) };
  }
  switch (spec as PeriodKey) {
    case 'this_month': {
      // A month under way is compared with the same days of the month before, not all of it.
      const current = monthRange(year, month);
      return {
        key: spec,
        ...current,
        previous: sameSpan(current.start, today, monthRange(year, month - 1)),
      };
    }
    case 'last_month':
      return { key: spec, ...monthRange(year, month - 1), previous: monthRange(year, month - 2) };
    case 'this_quarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      const start = iso(year, first, 1);
      return {
        key: spec,
        start,
        end: iso(year, first + 3, 1),
        previous: sameSpan(start, today, {
          start: iso(year, first - 3, 1),
          end: iso(year, first, 1),
        }),
      };
    }
    case 'year_to_date': {
      // Compared with the same span of last year, so a half-finished year is not judged against a whole one.
      const [, m, d] = parts(tomorrow);
      const lastYearEnd = iso(year - 1, m, d);
      return {
        key: spec,
        start: iso(year, 1, 1),
        end: tomorrow,
        previous: { start: iso(year - 1, 1, 1), end: lastYearEnd },
      };
    }
    case 'last_year':
      return {
        key: spec,
        start: iso(year - 1, 1, 1),
        end: iso(year, 1, 1),
        previous: { start: iso(year - 2, 1, 1), end: iso(year - 1, 1, 1) },
      };
  }
}

/** The months from `start` (inclusive) to `end` (exclusive), as YYYY-MM. */
export function monthsBetween(range: DateRange): string[] {
  const months: string[] = [];
  let [year, month] = parts(range.start);
  for (;;) {
    const first = iso(year, month, 1);
    if (first >= range.end) return months;
    months.push(first.slice(0, 7));
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
}

/** A month (YYYY-MM) moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

import { isCalendarDay } from './clock';
import { PRODUCTS, type Product } from './deals';
import { moneyPer, roundMoney } from './money';
import type { Role } from './roles';
import type { MyRecord, RecordKind, RecordMonth } from './schemas/my-record';

/**
 * A person's portable record (issue 15, ADR 033): which deals are theirs is
 * decided by the role they hold now. The F&I office is measured on the deals it
 * closed, sales managers and GMs on those they desked, everyone else on those
 * they sold.
 */
export function recordKindOf(role: Role): RecordKind {
  if (role === 'finance_manager' || role === 'single_finance_manager') return 'finance';
  if (role === 'finance_director') return 'finance';
  if (role === 'sales_manager' || role === 'general_manager') return 'desk';
  return 'sales';
}

/** A month of the record with the count the averages need besides what it shows. */
export interface SummedMonth extends RecordMonth {
  productsSold: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Penetration per product over several months: their sold and eligible deals summed. */
function penetrationOver(months: readonly RecordMonth[]): RecordMonth['penetration'] {
  if (!months.some((month) => month.penetration.length > 0)) return [];
  return PRODUCTS.map((product: Product) => {
    let sold = 0;
    let eligible = 0;
    for (const month of months) {
      const stat = month.penetration.find((row) => row.product === product);
      sold += stat?.sold ?? 0;
      eligible += stat?.eligible ?? 0;
    }
    return { product, sold, eligible, penetration: ratio(sold, eligible) };
  });
}

function bestOf(
  months: readonly RecordMonth[],
  value: (month: RecordMonth) => number,
): { month: string; value: number } | null {
  let best: { month: string; value: number } | null = null;
  for (const month of months) {
    const figure = value(month);
    // A tie goes to the earlier month: it got there first.
    if (figure > 0 && (best === null || figure > best.value))
      best = { month: month.month, value: figure };
  }
  return best;
}

/**
 * The résumé's headline figures from the months' sums: the best month by
 * units, by gross and by PVR (only months of at least `smallSampleDeals` units
 * compete for PVR, ADR 029), and the averages per month over the months before
 * `currentMonth` (a month under way would pull them down), or over this month
 * when it is the only one. Ratios are of the sums, never averages of ratios.
 */
export function summarizeRecord(
  months: readonly SummedMonth[],
  currentMonth: string,
  smallSampleDeals: number,
): Pick<MyRecord, 'best' | 'averages' | 'goals'> {
  const finance = months.some((month) => month.ppd !== null);
  const done = months.filter((month) => month.month < currentMonth);
  const averaged = done.length > 0 ? done : months;
  const units = averaged.reduce((sum, month) => sum + month.units, 0);
  const gross = roundMoney(averaged.reduce((sum, month) => sum + month.gross, 0));
  const productsSold = averaged.reduce((sum, month) => sum + month.productsSold, 0);
  const count = averaged.length;
  const withGoal = months.filter((month) => month.goal !== null && month.month < currentMonth);
  return {
    best: {
      units: bestOf(months, (month) => month.units),
      gross: bestOf(months, (month) => month.gross),
      pvr: bestOf(
        months.filter((month) => month.units >= smallSampleDeals),
        (month) => month.pvr,
      ),
    },
    averages: {
      months: count,
      units: count === 0 ? 0 : Math.round((units / count) * 10) / 10,
      gross: count === 0 ? 0 : roundMoney(gross / count),
      pvr: moneyPer(gross, units),
      ppd: finance ? Math.round(ratio(productsSold, units) * 100) / 100 : null,
      penetration: penetrationOver(averaged),
    },
    goals: {
      months: withGoal.length,
      met: withGoal.filter((month) => month.units >= month.goal!.unitTarget).length,
    },
  };
}

/** The columns of a record's `chargebacks.csv`: the deal by its number, day and stock (ADR 033). */
export const CHARGEBACK_COLUMNS = [
  'deal_number',
  'deal_date',
  'stock_number',
  'product',
  'amount',
  'chargeback_date',
] as const;

/** A chargeback line of a record, as the deal import reads it back. */
export interface RecordChargebackLine {
  dealNumber: string;
  dealDate: string;
  stockNumber: string;
  product: Product;
  amount: string;
  chargebackDate: string;
}

/**
 * A line of `chargebacks.csv` by its header, or null when it is not one the
 * export writes (a product we do not know, an amount that is not a positive
 * plain decimal, a day that is not ISO).
 */
export function readChargebackLine(
  header: readonly string[],
  cells: readonly string[],
): RecordChargebackLine | null {
  const at = (column: (typeof CHARGEBACK_COLUMNS)[number]) =>
    (cells[header.indexOf(column)] ?? '').trim();
  const product = at('product') as Product;
  const amount = at('amount');
  const line = {
    dealNumber: at('deal_number'),
    dealDate: at('deal_date'),
    stockNumber: at('stock_number'),
    product,
    amount,
    chargebackDate: at('chargeback_date'),
  };
  const valid =
    PRODUCTS.includes(product) &&
    /^[0-9]{1,10}(\.[0-9]{1,2})?$/.test(amount) &&
    Number(amount) > 0 &&
    line.stockNumber !== '' &&
    isCalendarDay(line.dealDate) &&
    isCalendarDay(line.chargebackDate);
  return valid ? line : null;
}

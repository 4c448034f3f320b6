import { strToU8, zipSync } from 'fflate';
import { PRODUCTS } from '@das/shared/deals';
import {
  CHARGEBACK_COLUMNS,
  type RecordChargebackLine,
  type SummedMonth,
} from '@das/shared/my-record';
import type { MyRecord } from '@das/shared/schemas/my-record';
import { toCsv } from '../../lib/csv';
import type { PayForMonth } from '../pay/pay.service';
import type { RecordDeal } from './my-record.repository';

/**
 * The files of a person's exported record (ADR 033 lists their columns). The
 * deals file names its columns as the shared deal schema does (`createDealSchema`),
 * with ISO dates and money as plain decimals to 2 places, so the deal import can
 * read it back; colleagues appear by name only.
 */
export const DEAL_COLUMNS = [
  'deal_number',
  'deal_date',
  'stock_number',
  'vin_last8',
  'customer_last_name',
  'deal_type',
  'vehicle_type',
  'manufacturer',
  'lender',
  'salesperson_name',
  'second_salesperson_name',
  'sales_manager_name',
  'fi_manager_name',
  'front_end_gross',
  'reserve',
  ...PRODUCTS,
  'back_end_gross',
  'total_gross',
  'products_sold',
  'status',
  'funded_date',
  'my_roles',
  'my_units',
] as const;

export function chargebacksCsv(rows: readonly RecordChargebackLine[]): string {
  return toCsv(
    CHARGEBACK_COLUMNS,
    rows.map((row) => [
      row.dealNumber,
      row.dealDate,
      row.stockNumber,
      row.product,
      row.amount,
      row.chargebackDate,
    ]),
  );
}

export function dealsCsv(deals: readonly RecordDeal[]): string {
  return toCsv(
    DEAL_COLUMNS,
    deals.map((deal) => [
      deal.dealNumber,
      deal.dealDate,
      deal.stockNumber,
      deal.vinLast8,
      deal.customerLastName,
      deal.dealType,
      deal.vehicleType,
      deal.manufacturer,
      deal.lender,
      deal.salespersonName,
      deal.secondSalespersonName,
      deal.salesManagerName,
      deal.fiManagerName,
      deal.frontEndGross,
      deal.reserve,
      ...PRODUCTS.map((product) => deal.products[product]),
      deal.backEndGross,
      deal.totalGross,
      deal.productsSold,
      deal.status,
      deal.fundedDate,
      deal.roles.join(';'),
      deal.myUnits,
    ]),
  );
}

const money = (value: number) => value.toFixed(2);
const rate = (value: number) => value.toFixed(4);

export const KPI_COLUMNS = [
  'month',
  'kind',
  'deals',
  'units',
  'front_gross',
  'back_gross',
  'total_gross',
  'gross',
  'pvr',
  'ppd',
  ...PRODUCTS.map((product) => `${product}_penetration`),
] as const;

export function kpisCsv(record: MyRecord, months: readonly SummedMonth[]): string {
  return toCsv(
    KPI_COLUMNS,
    months.map((month) => [
      month.month,
      record.kind,
      month.deals,
      month.units,
      money(month.frontGross),
      money(month.backGross),
      money(month.totalGross),
      money(month.gross),
      money(month.pvr),
      month.ppd === null ? null : month.ppd.toFixed(2),
      ...PRODUCTS.map((product) => {
        const stat = month.penetration.find((row) => row.product === product);
        return stat ? rate(stat.penetration) : null;
      }),
    ]),
  );
}

export const GOAL_COLUMNS = [
  'month',
  'unit_target',
  'gross_target',
  'units',
  'gross',
  'unit_target_met',
] as const;

/** The months that had a goal for the person, with what they did against it. */
export function goalsCsv(record: MyRecord): string {
  return toCsv(
    GOAL_COLUMNS,
    record.months.flatMap((month) =>
      month.goal
        ? [
            [
              month.month,
              month.goal.unitTarget,
              month.goal.grossTarget === null ? null : money(month.goal.grossTarget),
              month.units,
              money(month.gross),
              month.month < record.today.slice(0, 7)
                ? String(month.units >= month.goal.unitTarget)
                : // A month under way has not met or missed its goal yet.
                  null,
            ],
          ]
        : [],
    ),
  );
}

export const PAY_COLUMNS = [
  'month',
  'plan_kind',
  'plan_effective_from',
  'section',
  'item',
  'deals',
  'amount',
] as const;

/**
 * One row per line of each month's pay statement, as `payFor` computed it (the
 * pay module's own computation, never a second one), then the section totals
 * and the month's projection.
 */
export function payCsv(statements: readonly PayForMonth[]): string {
  return toCsv(
    PAY_COLUMNS,
    statements.flatMap((pay) => {
      const head = [pay.month, pay.kind, pay.effectiveFrom ?? 'default'];
      return [
        ...pay.earned.lines.map((line) => [
          ...head,
          'earned',
          line.item,
          line.deals,
          money(line.amount),
        ]),
        [...head, 'earned', 'total', null, money(pay.earned.total)],
        ...pay.atRisk.lines.map((line) => [
          ...head,
          'at_risk',
          line.item,
          line.deals,
          money(line.amount),
        ]),
        [...head, 'at_risk', 'total', null, money(pay.atRisk.total)],
        [...head, 'projected', 'total', null, money(pay.projected)],
      ];
    }),
  );
}

function readme(record: MyRecord, deals: number): string {
  return [
    `DAS Board: the record of ${record.person.name}`,
    `${record.person.dealershipName ?? ''}, exported on ${record.today}.`,
    '',
    'Every file is CSV (RFC 4180, UTF-8, comma-separated, CRLF line ends) with a header row.',
    'Dates are ISO (YYYY-MM-DD, months YYYY-MM, by the store calendar); money is a plain',
    'decimal with 2 places (1234.50), no currency sign or thousands separator; rates are',
    'fractions (0.4500 = 45 %). A cell that would start with = + - @ starts with an apostrophe.',
    '',
    `deals.csv (${deals} deals): every deal you are on, oldest first, one row each.`,
    '  The deal fields are named as DAS Board names them, one column per F&I product with its',
    '  profit (vsc, gap, ppm, tire_wheel, appearance, theft, key_replacement, windshield, other).',
    '  Colleagues appear by name only. my_roles: your roles on the deal (salesperson,',
    '  second_salesperson, sales_manager, fi_manager; several separated by ;). my_units: what',
    '  the deal counts for you as a salesperson (0.5 on a split, 0 when unwound).',
    '',
    `monthly-kpis.csv: your figures month by month (kind: ${record.kind}).`,
    '  finance: deals you closed as F&I manager; gross = back gross; pvr = back gross per unit;',
    '  ppd = products per deal; <product>_penetration = deals with it / eligible deals.',
    '  sales: deals you sold, a split counting 0.5 with your share of its gross; gross = total gross.',
    '  desk: deals you desked as sales manager, each whole; gross = total gross.',
    '',
    'goals.csv: the months you had a goal: targets, what you did, and whether you met the',
    '  unit target (empty for the month under way).',
    '',
    'chargebacks.csv: products customers cancelled after a deal you closed as F&I manager:',
    '  the deal (number, date, stock), the product, the amount charged back and the day it was',
    '  recorded, which is the month it reduced.',
    '',
    'pay-statements.csv: each month of your pay statement, line by line (section earned on',
    '  funded deals, at_risk on pending ones), with each section total and the projection.',
    '  plan_effective_from is the month your plan took effect ("default": the built-in plan).',
    '',
  ].join('\r\n');
}

/** The zip of the record: five CSV files and a README. */
export function recordZip(files: {
  record: MyRecord;
  months: readonly SummedMonth[];
  deals: readonly RecordDeal[];
  chargebacks: readonly RecordChargebackLine[];
  pay: readonly PayForMonth[];
}): Uint8Array {
  // Files of a day: one modification time for every entry, the record's today.
  const mtime = new Date(`${files.record.today}T12:00:00Z`);
  const entry = (text: string) => [strToU8(text), { mtime }] as [Uint8Array, { mtime: Date }];
  return zipSync(
    {
      'README.txt': entry(readme(files.record, files.deals.length)),
      'deals.csv': entry(dealsCsv(files.deals)),
      'chargebacks.csv': entry(chargebacksCsv(files.chargebacks)),
      'monthly-kpis.csv': entry(kpisCsv(files.record, files.months)),
      'goals.csv': entry(goalsCsv(files.record)),
      'pay-statements.csv': entry(payCsv(files.pay)),
    },
    { level: 6 },
  );
}

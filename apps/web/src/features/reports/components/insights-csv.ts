import type { Insights } from '@das/shared/schemas/reports';
import type { CsvRow } from '@/lib/csv';

/**
 * The dealer-insights tables as CSV rows. Shares are written as percentages
 * (45.2 for 45.2 %) under a header that says so, so a sheet reads them as numbers.
 */
export const asPercent = (share: number) => Math.round(share * 1000) / 10;

export function trendCsv(
  trend: Insights['trend'],
  headers: readonly [string, string, string, string, string, string, string],
): CsvRow[] {
  return [
    headers,
    ...trend.map((month) => [
      month.month,
      month.units,
      month.totalGross,
      month.frontPvr,
      month.backPvr,
      month.totalPvr,
      month.ppd,
    ]),
  ];
}

export function productsCsv(
  products: Insights['products'],
  headers: readonly [string, string, string, string, string],
  productName: (product: Insights['products'][number]['product']) => string,
): CsvRow[] {
  return [
    headers,
    ...products.map((row) => [
      productName(row.product),
      row.sold,
      row.eligible,
      asPercent(row.penetration),
      row.averageProfit,
    ]),
  ];
}

export function lendersCsv(
  lenders: Insights['lenders'],
  headers: readonly [string, string, string, string],
): CsvRow[] {
  return [
    headers,
    ...lenders.map((row) => [row.lender, row.deals, asPercent(row.share), row.averageReserve]),
  ];
}

export function performersCsv(
  groups: readonly { label: string; rows: Insights['best'] }[],
  headers: readonly [string, string, string, string, string],
): CsvRow[] {
  return [
    headers,
    ...groups.flatMap((group) =>
      group.rows.map((row, index) => [group.label, index + 1, row.name, row.units, row.totalGross]),
    ),
  ];
}

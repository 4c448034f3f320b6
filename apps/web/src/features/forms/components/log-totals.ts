import { roundMoney } from '@das/shared/money';
import { PRODUCTS, isEligibleForProduct, type Product } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';

/**
 * The month-end log's totals (DOMAIN.md "Formulas"): unwound deals are listed
 * but count for nothing; a split deal is one unit for the store.
 */
export interface LogTotals {
  deals: number;
  units: number;
  unwound: number;
  front: number;
  reserve: number;
  back: number;
  total: number;
  productsSold: number;
  frontPvr: number;
  backPvr: number;
  totalPvr: number;
  ppd: number;
  funded: { deals: number; gross: number };
  pending: { deals: number; gross: number };
  /** Per product: deals that carry it, deals that could have (GAP: financed ones), profit. */
  products: Record<Product, ProductTotal>;
}

export interface ProductTotal {
  sold: number;
  eligible: number;
  penetration: number;
  profit: number;
}

export function logTotals(deals: readonly Deal[]): LogTotals {
  const products = Object.fromEntries(
    PRODUCTS.map((product) => [product, { sold: 0, eligible: 0, penetration: 0, profit: 0 }]),
  ) as Record<Product, ProductTotal>;
  const sums = { units: 0, front: 0, reserve: 0, back: 0, total: 0, productsSold: 0 };
  const funded = { deals: 0, gross: 0 };
  const pending = { deals: 0, gross: 0 };
  let unwound = 0;
  for (const deal of deals) {
    if (deal.status === 'Unwound') {
      unwound++;
      continue;
    }
    sums.units++;
    sums.front += deal.front_end_gross;
    sums.reserve += deal.reserve;
    sums.back += deal.back_end_gross;
    sums.total += deal.total_gross;
    sums.productsSold += deal.products_sold;
    for (const product of PRODUCTS) {
      const profit = deal.products[product] ?? 0;
      if (isEligibleForProduct(product, deal.deal_type)) products[product].eligible++;
      if (profit > 0) {
        products[product].sold++;
        products[product].profit += profit;
      }
    }
    const bucket = deal.status === 'Funded' ? funded : pending;
    bucket.deals++;
    bucket.gross += deal.total_gross;
  }
  const per = (value: number) => (sums.units === 0 ? 0 : roundMoney(value / sums.units));
  for (const product of PRODUCTS) {
    const total = products[product];
    total.profit = roundMoney(total.profit);
    total.penetration = total.eligible === 0 ? 0 : total.sold / total.eligible;
  }
  return {
    deals: deals.length,
    units: sums.units,
    unwound,
    front: roundMoney(sums.front),
    reserve: roundMoney(sums.reserve),
    back: roundMoney(sums.back),
    total: roundMoney(sums.total),
    productsSold: sums.productsSold,
    frontPvr: per(sums.front),
    backPvr: per(sums.back),
    totalPvr: per(sums.total),
    ppd: per(sums.productsSold),
    funded: { deals: funded.deals, gross: roundMoney(funded.gross) },
    pending: { deals: pending.deals, gross: roundMoney(pending.gross) },
    products,
  };
}

import {
  PRODUCTS,
  isEligibleForProduct,
  type DealStatus,
  type DealType,
  type Product,
  type VehicleType,
} from './deals';
import { moneyPer, roundMoney, splitMoney, sumMoney } from './money';

/**
 * DOMAIN.md's formulas, as pure functions over deal rows, so every dashboard,
 * export and test computes a figure the same way.
 */
export interface MetricDeal {
  dealType: DealType;
  status: DealStatus;
  frontEndGross: number;
  /** The store's mini threshold the deal was logged under; 0 when not given. */
  miniThreshold?: number;
  backEndGross: number;
  reserve: number;
  products: Record<Product, number>;
  lender: string | null;
  salespersonId: string | null;
  secondSalespersonId: string | null;
  fiManagerId: string | null;
}

export interface ProductStat {
  product: Product;
  sold: number;
  eligible: number;
  /** sold ÷ eligible, 0 when nothing was eligible. */
  penetration: number;
  profit: number;
  /** Average profit of the deals that carry it. */
  averageProfit: number;
}

/** Deals of one status (Funded, or Pending: at risk) and their gross. */
export interface StatusGross {
  deals: number;
  backGross: number;
  totalGross: number;
}

export interface DealMetrics {
  /** Deals not unwound. */
  units: number;
  unwound: number;
  frontGross: number;
  backGross: number;
  totalGross: number;
  frontPvr: number;
  backPvr: number;
  totalPvr: number;
  productsSold: number;
  /** Products per deal. */
  ppd: number;
  /** Deals with front gross at or under the store's mini threshold. */
  minis: number;
  funded: StatusGross;
  atRisk: StatusGross;
  products: ProductStat[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** A mini: front gross at or under the threshold the deal was logged under (DOMAIN.md "Minis"). */
export function isMini(deal: Pick<MetricDeal, 'frontEndGross' | 'miniThreshold'>): boolean {
  return deal.frontEndGross <= (deal.miniThreshold ?? 0);
}

export function countsAsUnit(deal: Pick<MetricDeal, 'status'>): boolean {
  return deal.status !== 'Unwound';
}

export function productsSoldOn(deal: Pick<MetricDeal, 'products'>): number {
  return PRODUCTS.filter((product) => deal.products[product] > 0).length;
}

/** A product's counts over eligible deals: the numerator and denominator of its penetration. */
export interface ProductSums {
  sold: number;
  eligible: number;
  profit: number;
}

/**
 * The sums every figure of `DealMetrics` is derived from. The database sums
 * them with GROUP BY (apps/server `metrics` module); `sumDeals` is their
 * definition over rows, and tests hold the SQL to it.
 */
export interface MetricSums {
  /** Every deal, unwound ones included. */
  deals: number;
  units: number;
  frontGross: number;
  backGross: number;
  productsSold: number;
  minis: number;
  funded: StatusGross;
  atRisk: StatusGross;
  products: Record<Product, ProductSums>;
}

export function sumDeals(deals: readonly MetricDeal[]): MetricSums {
  const live = deals.filter(countsAsUnit);
  const sum = (pick: (deal: MetricDeal) => number, rows: readonly MetricDeal[] = live) =>
    roundMoney(rows.reduce((total, deal) => total + pick(deal), 0));
  const funded = live.filter((d) => d.status === 'Funded');
  const pending = live.filter((d) => d.status === 'Pending');
  return {
    deals: deals.length,
    units: live.length,
    frontGross: sum((d) => d.frontEndGross),
    backGross: sum((d) => d.backEndGross),
    productsSold: live.reduce((total, deal) => total + productsSoldOn(deal), 0),
    minis: live.filter(isMini).length,
    funded: {
      deals: funded.length,
      backGross: sum((d) => d.backEndGross, funded),
      totalGross: sum((d) => d.frontEndGross + d.backEndGross, funded),
    },
    atRisk: {
      deals: pending.length,
      backGross: sum((d) => d.backEndGross, pending),
      totalGross: sum((d) => d.frontEndGross + d.backEndGross, pending),
    },
    products: Object.fromEntries(
      PRODUCTS.map((product) => {
        const eligible = live.filter((d) => isEligibleForProduct(product, d.dealType));
        const carrying = eligible.filter((d) => d.products[product] > 0);
        return [
          product,
          {
            sold: carrying.length,
            eligible: eligible.length,
            profit: sum((d) => d.products[product], carrying),
          },
        ];
      }),
    ) as Record<Product, ProductSums>,
  };
}

/**
 * The sums of two disjoint sets of deals: sums add, so a group's total is its
 * stores' sums added, never an average of their ratios.
 */
export function addSums(a: MetricSums, b: MetricSums): MetricSums {
  const status = (x: StatusGross, y: StatusGross): StatusGross => ({
    deals: x.deals + y.deals,
    backGross: roundMoney(x.backGross + y.backGross),
    totalGross: roundMoney(x.totalGross + y.totalGross),
  });
  return {
    deals: a.deals + b.deals,
    units: a.units + b.units,
    frontGross: roundMoney(a.frontGross + b.frontGross),
    backGross: roundMoney(a.backGross + b.backGross),
    productsSold: a.productsSold + b.productsSold,
    minis: a.minis + b.minis,
    funded: status(a.funded, b.funded),
    atRisk: status(a.atRisk, b.atRisk),
    products: Object.fromEntries(
      PRODUCTS.map((product) => {
        const [x, y] = [a.products[product], b.products[product]];
        return [
          product,
          {
            sold: x.sold + y.sold,
            eligible: x.eligible + y.eligible,
            profit: roundMoney(x.profit + y.profit),
          },
        ];
      }),
    ) as Record<Product, ProductSums>,
  };
}

/** DOMAIN.md's ratios from sums: PVRs and PPD from totals, penetration from counts. */
export function metricsFromSums(sums: MetricSums): DealMetrics {
  const { units } = sums;
  const frontGross = roundMoney(sums.frontGross);
  const backGross = roundMoney(sums.backGross);
  const totalGross = roundMoney(frontGross + backGross);
  const money = (part: StatusGross) => ({
    deals: part.deals,
    backGross: roundMoney(part.backGross),
    totalGross: roundMoney(part.totalGross),
  });
  return {
    units,
    unwound: sums.deals - units,
    frontGross,
    backGross,
    totalGross,
    frontPvr: moneyPer(frontGross, units),
    backPvr: moneyPer(backGross, units),
    totalPvr: moneyPer(totalGross, units),
    productsSold: sums.productsSold,
    ppd: Math.round(ratio(sums.productsSold, units) * 100) / 100,
    minis: sums.minis,
    funded: money(sums.funded),
    atRisk: money(sums.atRisk),
    products: PRODUCTS.map((product) => {
      const { sold, eligible, profit } = sums.products[product];
      return {
        product,
        sold,
        eligible,
        penetration: ratio(sold, eligible),
        profit: roundMoney(profit),
        averageProfit: moneyPer(profit, sold),
      };
    }),
  };
}

export function computeMetrics(deals: readonly MetricDeal[]): DealMetrics {
  return metricsFromSums(sumDeals(deals));
}

/** A salesperson's share of a deal: ½ each on a split, all of it alone, none if not theirs (DOMAIN.md). */
export function creditShare(
  deal: Pick<MetricDeal, 'salespersonId' | 'secondSalespersonId'>,
  salespersonId: string,
): number {
  if (deal.salespersonId !== salespersonId && deal.secondSalespersonId !== salespersonId) return 0;
  return deal.salespersonId !== null && deal.secondSalespersonId !== null ? 0.5 : 1;
}

/**
 * A salesperson's share of one of a deal's amounts: all of it alone; on a split
 * the first salesperson takes half rounded to the cent and the second the rest,
 * so the two shares add up to the deal's amount (ADR 007).
 */
export function creditedAmount(
  deal: Pick<MetricDeal, 'salespersonId' | 'secondSalespersonId'>,
  salespersonId: string,
  amount: number,
): number {
  const share = creditShare(deal, salespersonId);
  if (share !== 0.5) return share * amount;
  const [first, second] = splitMoney(amount);
  return deal.salespersonId === salespersonId ? first : second;
}

/** Units credited to a salesperson: a split deal counts ½ to each (DOMAIN.md). */
export function salespersonUnits(deals: readonly MetricDeal[], salespersonId: string): number {
  return deals
    .filter(countsAsUnit)
    .reduce((units, deal) => units + creditShare(deal, salespersonId), 0);
}

export interface CreditedFigures {
  units: number;
  frontGross: number;
  backGross: number;
  totalGross: number;
  /** Deals with front gross ≤ 0, credited like units. */
  minis: number;
  mix: Record<VehicleType, number>;
}

/** The credit of someone without a deal that counts. */
export const noCredit = (): CreditedFigures => ({
  units: 0,
  frontGross: 0,
  backGross: 0,
  totalGross: 0,
  minis: 0,
  mix: { New: 0, Used: 0, CPO: 0 },
});

/** What a salesperson is credited with, every figure shared on a split. */
export function creditedFigures(
  deals: readonly (MetricDeal & { vehicleType: VehicleType })[],
  salespersonId: string,
): CreditedFigures {
  const figures = noCredit();
  for (const deal of deals.filter(countsAsUnit)) {
    const share = creditShare(deal, salespersonId);
    if (share === 0) continue;
    figures.units += share;
    figures.frontGross += creditedAmount(deal, salespersonId, deal.frontEndGross);
    figures.backGross += creditedAmount(deal, salespersonId, deal.backEndGross);
    if (isMini(deal)) figures.minis += share;
    figures.mix[deal.vehicleType] = figures.mix[deal.vehicleType] + share;
  }
  figures.frontGross = roundMoney(figures.frontGross);
  figures.backGross = roundMoney(figures.backGross);
  figures.totalGross = roundMoney(figures.frontGross + figures.backGross);
  return figures;
}

/** Units by vehicle type over deals that count. */
export function vehicleMix(
  deals: readonly { status: DealStatus; vehicleType: VehicleType }[],
): Record<VehicleType, number> {
  const mix: Record<VehicleType, number> = { New: 0, Used: 0, CPO: 0 };
  for (const deal of deals)
    if (deal.status !== 'Unwound') mix[deal.vehicleType] = mix[deal.vehicleType] + 1;
  return mix;
}

export interface LenderStat {
  lender: string;
  deals: number;
  share: number;
  reserve: number;
  averageReserve: number;
}

/** A lender's deals and reserve: what its share and average reserve come from. */
export interface LenderSums {
  lender: string;
  deals: number;
  reserve: number;
}

/** Shares and averages of lenders from their sums, most used first. */
export function lenderMixFromSums(sums: readonly LenderSums[]): LenderStat[] {
  const financed = sums.reduce((total, row) => total + row.deals, 0);
  return sums
    .map(({ lender, deals, reserve }) => ({
      lender,
      deals,
      share: ratio(deals, financed),
      reserve: roundMoney(reserve),
      averageReserve: moneyPer(reserve, deals),
    }))
    .sort((a, b) => b.deals - a.deals || a.lender.localeCompare(b.lender));
}

/** Financed and leased deals by lender, most used first. */
export function lenderMix(deals: readonly MetricDeal[]): LenderStat[] {
  const byLender = new Map<string, LenderSums>();
  for (const deal of deals) {
    if (!countsAsUnit(deal) || deal.lender === null) continue;
    const row = byLender.get(deal.lender) ?? { lender: deal.lender, deals: 0, reserve: 0 };
    byLender.set(deal.lender, {
      lender: deal.lender,
      deals: row.deals + 1,
      reserve: roundMoney(row.reserve + deal.reserve),
    });
  }
  return lenderMixFromSums([...byLender.values()]);
}

/** Sums numerators and denominators: never an average of percentages (DOMAIN.md). */
export function combineProductStats(groups: readonly ProductStat[][]): ProductStat[] {
  return PRODUCTS.map((product) => {
    const rows = groups.flatMap((group) => group.filter((stat) => stat.product === product));
    const sold = rows.reduce((total, stat) => total + stat.sold, 0);
    const eligible = rows.reduce((total, stat) => total + stat.eligible, 0);
    const profit = roundMoney(rows.reduce((total, stat) => total + stat.profit, 0));
    return {
      product,
      sold,
      eligible,
      penetration: ratio(sold, eligible),
      profit,
      averageProfit: moneyPer(profit, sold),
    };
  });
}

/**
 * A sales manager's units and gross (ADR 012): what the salespeople on their
 * team are credited with, summed, a split counting ½ as it does for each of
 * them. The Team page and the GM's board both read a manager this way.
 */
export function teamFigures(members: readonly Pick<CreditedFigures, 'units' | 'totalGross'>[]): {
  units: number;
  totalGross: number;
} {
  return {
    units: members.reduce((sum, member) => sum + member.units, 0),
    totalGross: sumMoney(members.map((member) => member.totalGross)),
  };
}

import { describe, expect, it } from 'vitest';
import { PRODUCTS, type Product } from './deals';
import {
  addSums,
  combineProductStats,
  computeMetrics,
  creditedFigures,
  lenderMix,
  salespersonUnits,
  sumDeals,
  type MetricDeal,
} from './deal-metrics';

const none = Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;

function deal(
  overrides: Omit<Partial<MetricDeal>, 'products'> & {
    products?: Partial<Record<Product, number>>;
  },
): MetricDeal {
  const products = { ...none, ...overrides.products };
  const reserve = overrides.reserve ?? 0;
  return {
    dealType: 'Finance',
    status: 'Funded',
    frontEndGross: 0,
    reserve,
    lender: 'Ally Financial',
    salespersonId: 'sam',
    secondSalespersonId: null,
    fiManagerId: 'fiona',
    ...overrides,
    products,
    backEndGross: reserve + Object.values(products).reduce((a, b) => a + b, 0),
  };
}

/**
 * Five deals worked by hand:
 *   A Finance Funded  front 2000, reserve 500, VSC 1200, GAP 600        → back 2300, 2 products
 *   B Lease   Pending front 1000, reserve 300, GAP 400, PPM 300         → back 1000, 2 products
 *   C Cash    Funded  front 0,    VSC 900                              → back  900, 1 product (a mini)
 *   D Finance Unwound front 3000, reserve 800, VSC 1500                → excluded everywhere
 *   E Finance Funded  front 1500, no products, split Sam / Ana         → back    0
 * Units 4 (A, B, C, E). Front 4500, back 4200, total 8700.
 * Front PVR 1125, back PVR 1050, total PVR 2175. PPD 5 ÷ 4 = 1.25.
 * VSC 2 of 4 = 50 %, average 1050. GAP eligible A, B, E (no cash): 2 of 3, average 500.
 * Funded A, C, E: back 3200, total 6700. At risk B: back 1000, total 2000. Minis: C.
 */
const FIXTURE: MetricDeal[] = [
  deal({ frontEndGross: 2000, reserve: 500, products: { vsc: 1200, gap: 600 } }),
  deal({
    dealType: 'Lease',
    status: 'Pending',
    frontEndGross: 1000,
    reserve: 300,
    products: { gap: 400, ppm: 300 },
    lender: 'Toyota Financial Services',
  }),
  deal({ dealType: 'Cash', frontEndGross: 0, products: { vsc: 900 }, lender: null }),
  deal({ status: 'Unwound', frontEndGross: 3000, reserve: 800, products: { vsc: 1500 } }),
  deal({ frontEndGross: 1500, secondSalespersonId: 'ana' }),
];

describe('DOMAIN.md formulas on a hand-computed fixture', () => {
  const metrics = computeMetrics(FIXTURE);

  it('counts units without unwinds and sums gross', () => {
    expect(metrics).toMatchObject({
      units: 4,
      unwound: 1,
      frontGross: 4500,
      backGross: 4200,
      totalGross: 8700,
    });
  });

  it('divides by units for PVR and PPD', () => {
    expect(metrics).toMatchObject({
      frontPvr: 1125,
      backPvr: 1050,
      totalPvr: 2175,
      productsSold: 5,
      ppd: 1.25,
    });
  });

  it('counts minis and splits funded from at risk', () => {
    expect(metrics.minis).toBe(1);
    expect(metrics.funded).toEqual({ deals: 3, backGross: 3200, totalGross: 6700 });
    expect(metrics.atRisk).toEqual({ deals: 1, backGross: 1000, totalGross: 2000 });
  });

  it('measures GAP only against financed and leased deals', () => {
    const vsc = metrics.products.find((p) => p.product === 'vsc');
    const gap = metrics.products.find((p) => p.product === 'gap');
    expect(vsc).toMatchObject({
      sold: 2,
      eligible: 4,
      penetration: 0.5,
      profit: 2100,
      averageProfit: 1050,
    });
    expect(gap).toMatchObject({ sold: 2, eligible: 3, profit: 1000, averageProfit: 500 });
    expect(gap?.penetration).toBeCloseTo(2 / 3);
  });

  it('credits half a unit to each side of a split', () => {
    expect(salespersonUnits(FIXTURE, 'sam')).toBe(3.5);
    expect(salespersonUnits(FIXTURE, 'ana')).toBe(0.5);
  });

  it("credits a salesperson's figures, half of each on a split", () => {
    const withTypes = FIXTURE.map((row, index) => ({
      ...row,
      vehicleType: (['New', 'Used', 'CPO', 'New', 'Used'] as const)[index] ?? 'New',
    }));
    // Sam: A (2000 / 2300, New), B (1000 / 1000, Used), C (0 / 900 mini, CPO) and half of E (750 / 0, Used).
    expect(creditedFigures(withTypes, 'sam')).toEqual({
      units: 3.5,
      frontGross: 3750,
      backGross: 4200,
      totalGross: 7950,
      minis: 1,
      mix: { New: 1, Used: 1.5, CPO: 1 },
    });
    expect(creditedFigures(withTypes, 'ana')).toMatchObject({
      units: 0.5,
      frontGross: 750,
      mix: { Used: 0.5 },
    });
  });

  it('mixes lenders over financed deals that count', () => {
    expect(lenderMix(FIXTURE)).toEqual([
      { lender: 'Ally Financial', deals: 2, share: 2 / 3, reserve: 500, averageReserve: 250 },
      {
        lender: 'Toyota Financial Services',
        deals: 1,
        share: 1 / 3,
        reserve: 300,
        averageReserve: 300,
      },
    ]);
  });

  it('gives zeros, not NaN, for an empty period', () => {
    const empty = computeMetrics([]);
    expect(empty).toMatchObject({ units: 0, frontPvr: 0, backPvr: 0, ppd: 0 });
    expect(empty.products.every((p) => p.penetration === 0 && p.averageProfit === 0)).toBe(true);
  });

  it('combines stores by summing numerators and denominators, not averaging percentages', () => {
    const small = computeMetrics([deal({ products: { vsc: 1000 } })]).products; // 1 of 1
    const large = computeMetrics([
      deal({}),
      deal({}),
      deal({}),
      deal({ products: { vsc: 500 } }),
    ]).products; // 1 of 4
    const vsc = combineProductStats([small, large]).find((p) => p.product === 'vsc');
    expect(vsc).toMatchObject({
      sold: 2,
      eligible: 5,
      penetration: 0.4,
      profit: 1500,
      averageProfit: 750,
    });
  });
});

describe('addSums', () => {
  it('adds the sums of two sets of deals into the sums of both together', () => {
    // Every split of the fixture in two, the empty ones included.
    for (let cut = 0; cut <= FIXTURE.length; cut++) {
      const [head, tail] = [FIXTURE.slice(0, cut), FIXTURE.slice(cut)];
      expect(addSums(sumDeals(head), sumDeals(tail))).toEqual(sumDeals(FIXTURE));
    }
  });

  it('keeps cents exact where floating point would drift', () => {
    const cents = [deal({ frontEndGross: 0.1 }), deal({ frontEndGross: 0.2 })];
    expect(addSums(sumDeals([cents[0]!]), sumDeals([cents[1]!])).frontGross).toBe(0.3);
  });
});

import { describe, expect, it } from 'vitest';
import type { MetricDeal } from './deal-metrics';
import { PRODUCTS, type Product } from './deals';
import {
  chargebackLines,
  estimateFinancePay,
  estimateManagerPay,
  estimateSalesPay,
  planInForce,
} from './pay-plans';
import { DEFAULT_FINANCE_PAY_PLAN, DEFAULT_SALES_PAY_PLAN } from './schemas/pay';

const none = Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;
const deal = (
  status: MetricDeal['status'],
  back: number,
  products: Partial<Record<Product, number>> = {},
): MetricDeal => ({
  dealType: 'Finance',
  status,
  frontEndGross: 1000,
  backEndGross: back,
  reserve: 0,
  products: { ...none, ...products },
  lender: 'Ally Financial',
  salespersonId: null,
  secondSalespersonId: null,
  fiManagerId: 'fi',
});

describe('F&I pay (DOMAIN.md default plan: $500 + 25 % of back + VSC $100, GAP $50, PPM $75)', () => {
  // Funded: back 2000 (VSC, GAP) and 1000 (VSC); Pending: back 800 (PPM); Unwound: back 3000 (VSC).
  const deals = [
    deal('Funded', 2000, { vsc: 1200, gap: 500 }),
    deal('Funded', 1000, { vsc: 900 }),
    deal('Pending', 800, { ppm: 400 }),
    deal('Unwound', 3000, { vsc: 2000 }),
  ];

  it('earns base, 25 % of funded back and bonuses on funded deals', () => {
    const pay = estimateFinancePay(DEFAULT_FINANCE_PAY_PLAN, deals, 1);
    // 500 + 0.25 × 3000 = 1250; VSC 2 × 100 = 200; GAP 1 × 50 = 50 → 1500.
    expect(pay.earned.total).toBe(1500);
    expect(pay.earned.lines).toEqual([
      { item: 'base', deals: 0, amount: 500 },
      { item: 'commission', deals: 2, amount: 750 },
      { item: 'vsc', deals: 2, amount: 200 },
      { item: 'gap', deals: 1, amount: 50 },
    ]);
  });

  it('puts pending deals at risk and pays nothing on unwinds', () => {
    const pay = estimateFinancePay(DEFAULT_FINANCE_PAY_PLAN, deals, 1);
    // 0.25 × 800 = 200; PPM 75 → 275.
    expect(pay.atRisk.total).toBe(275);
  });

  it('projects the variable pay to month end at the current pace', () => {
    // Half the month gone: (1000 earned variable + 275 at risk) ÷ 0.5 + 500 base = 3050.
    expect(estimateFinancePay(DEFAULT_FINANCE_PAY_PLAN, deals, 0.5).projected).toBe(3050);
    expect(estimateFinancePay(DEFAULT_FINANCE_PAY_PLAN, deals, 1).projected).toBe(1775);
  });
});

describe('plan in force', () => {
  const plans = [
    { effectiveFrom: '2026-01-01', name: 'old' },
    { effectiveFrom: '2026-07-01', name: 'new' },
  ];
  it('pays each month on the plan that had taken effect by its first day', () => {
    expect(planInForce(plans, '2026-06-01')?.name).toBe('old');
    expect(planInForce(plans, '2026-07-01')?.name).toBe('new');
    expect(planInForce(plans, '2025-12-01')).toBeUndefined();
  });
});

describe('salesperson pay (flat $200 or 25 % of front, mini $150 under $800 front, 5 % of back, +$500 at 12 units)', () => {
  const plan = { ...DEFAULT_SALES_PAY_PLAN, volumeTiers: [{ units: 3, bonus: 500 }] };
  const sale = (
    status: MetricDeal['status'],
    front: number,
    back: number,
    split = false,
  ): MetricDeal => ({
    ...deal(status, back),
    frontEndGross: front,
    salespersonId: 'sam',
    secondSalespersonId: split ? 'ana' : null,
  });
  // Funded: front 3000 → 750 (25 % beats 200); front 600 → mini 150; split front 2000 → max(200, 500) × ½ = 250.
  // Back 5 %: (1000 + 0 + 800 × ½) × 5 % = 70. Units funded 2.5 (under the 3-unit tier).
  // Pending: front 1000 → max(200, 250) = 250, back 400 × 5 % = 20; with it 3.5 units reach the tier: +500 at risk.
  const deals = [
    sale('Funded', 3000, 1000),
    sale('Funded', 600, 0),
    sale('Funded', 2000, 800, true),
    sale('Pending', 1000, 400),
    sale('Unwound', 5000, 2000),
  ];

  it('earns the greater of flat and percent, minis under the floor, half on a split, and back share', () => {
    const pay = estimateSalesPay(plan, deals, 'sam', 1);
    expect(pay.earned.lines).toEqual([
      { item: 'commission', deals: 1.5, amount: 1000 },
      { item: 'minis', deals: 1, amount: 150 },
      { item: 'back', deals: 2.5, amount: 70 },
    ]);
    expect(pay.earned.total).toBe(1220);
  });

  it('puts pending deals, and the tier they would reach, at risk', () => {
    const pay = estimateSalesPay(plan, deals, 'sam', 1);
    expect(pay.atRisk.total).toBe(250 + 20 + 500);
  });

  it('credits only the half of a split to the second salesperson', () => {
    const pay = estimateSalesPay(plan, deals, 'ana', 1);
    expect(pay.earned.total).toBe(250 + 20);
  });
});

describe('manager pay (salary + share of store gross + per unit)', () => {
  it('earns on funded deals and puts pending ones at risk', () => {
    const plan = { baseMonthly: 4000, grossPercent: 2, perUnitBonus: 15 };
    const store = [
      { ...deal('Funded', 1000), frontEndGross: 2000 },
      { ...deal('Funded', 500), frontEndGross: 1500 },
      { ...deal('Pending', 700), frontEndGross: 300 },
      { ...deal('Unwound', 900), frontEndGross: 900 },
    ];
    const pay = estimateManagerPay(plan, store, 1);
    // Funded gross 5000 × 2 % = 100; 2 units × 15 = 30.
    expect(pay.earned.total).toBe(4130);
    // Pending gross 1000 × 2 % = 20; 1 unit × 15.
    expect(pay.atRisk.total).toBe(35);
    expect(pay.projected).toBe(4165);
  });
});

describe('chargebacks on F&I pay (ADR 031)', () => {
  const chargeback = (product: 'vsc' | 'ppm' | 'theft', amount: number) => ({
    id: '00000000-0000-4000-8000-000000000001',
    dealId: '00000000-0000-4000-8000-000000000002',
    dealNumber: '1001',
    product,
    amount,
    date: '2026-06-03',
  });

  it("takes back the plan's share of back gross and the product's bonus, one line each", () => {
    const lines = chargebackLines(DEFAULT_FINANCE_PAY_PLAN, [
      chargeback('vsc', 1200),
      chargeback('theft', 300),
    ]);
    // VSC: 25 % of 1,200 = 300, plus its $100 bonus; Theft pays no bonus: 25 % of 300.
    expect(lines.map((line) => [line.item, line.amount])).toEqual([
      ['chargeback', -400],
      ['chargeback', -75],
    ]);
    expect(lines[0]!.chargeback?.product).toBe('vsc');
  });

  it('reduces the earned total and the projection of the month it is recorded in', () => {
    const deals = [deal('Funded', 2000, { vsc: 1000 })];
    const without = estimateFinancePay(DEFAULT_FINANCE_PAY_PLAN, deals, 0.5);
    const withChargeback = estimateFinancePay(DEFAULT_FINANCE_PAY_PLAN, deals, 0.5, [
      chargeback('ppm', 400),
    ]);
    // 25 % of 400 = 100, plus the $75 PPM bonus; never scaled by the month's pace.
    expect(without.earned.total - withChargeback.earned.total).toBe(175);
    expect(without.projected - withChargeback.projected).toBe(175);
    expect(withChargeback.atRisk).toEqual(without.atRisk);
  });
});

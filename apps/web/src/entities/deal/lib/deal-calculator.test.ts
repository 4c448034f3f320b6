import { describe, expect, it } from 'vitest';
import { roundMoney } from '@das/shared/money';
import {
  amortizedPayment,
  aprToMoneyFactor,
  moneyFactorToApr,
  type Calculation,
} from './calculator-input';
import {
  calculateFinance,
  calculateLease,
  type FinanceInput,
  type LeaseInput,
} from './deal-calculator';

function resultOf<Result, Field extends string>(calculation: Calculation<Result, Field>): Result {
  if (!calculation.ok) throw new Error(`unexpected errors: ${JSON.stringify(calculation.errors)}`);
  return calculation.result;
}

function errorsOf<Result, Field extends string>(calculation: Calculation<Result, Field>) {
  if (calculation.ok) throw new Error('expected validation errors');
  return calculation.errors;
}

/** A plain loan: nothing but the amount, the rate and the term. */
const LOAN: FinanceInput = {
  price: 30_000,
  downPayment: 0,
  tradeInValue: 0,
  rebates: 0,
  taxRatePercent: 0,
  aprPercent: 6.9,
  termMonths: 60,
};

/**
 * A desk deal worked by hand:
 *   taxable = 34,000 − 8,000 = 26,000; tax = 26,000 × 7.5 % = 1,950.00
 *   amount financed = 34,000 + 1,950 + 599 − 3,000 − 1,000 − (8,000 − 5,000) = 29,549.00
 *   payment at 7.9 % / 72 = 29,549 × r / (1 − (1 + r)^−72), r = 0.079 / 12 → 516.648… = 516.65
 *   total = 516.648… × 72 = 37,198.66; finance charge = 7,649.66
 *   at the 5.9 % buy rate: 488.318… × 72 − 29,549 = 5,609.94; reserve = 7,649.66 − 5,609.94 = 2,039.72
 */
const DESK_DEAL: FinanceInput = {
  price: 34_000,
  downPayment: 3_000,
  tradeInValue: 8_000,
  tradeInPayoff: 5_000,
  rebates: 1_000,
  taxRatePercent: 7.5,
  fees: 599,
  aprPercent: 7.9,
  buyRatePercent: 5.9,
  termMonths: 72,
};

/** The textbook lease: MSRP 35,000, cap cost 32,000, residual 58 % = 20,300, MF 0.00125, 36 months. */
const TEXTBOOK_LEASE: LeaseInput = {
  msrp: 35_000,
  sellingPrice: 32_000,
  downPayment: 0,
  tradeInValue: 0,
  rebates: 0,
  residualPercent: 58,
  rateKind: 'moneyFactor',
  rate: 0.00125,
  termMonths: 36,
  taxRatePercent: 0,
};

describe('roundMoney', () => {
  it('rounds half away from zero, without float noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(65.375)).toBe(65.38);
    expect(roundMoney(-65.375)).toBe(-65.38);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(592.6215)).toBe(592.62);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });
});

describe('rates', () => {
  it('converts APR and money factor by 2400', () => {
    expect(aprToMoneyFactor(3)).toBe(0.00125);
    expect(moneyFactorToApr(0.0025)).toBeCloseTo(6, 10);
  });

  it('amortizes with the standard formula and divides evenly at 0 %', () => {
    // 30,000 × 0.00575 / (1 − 1.00575^−60) = 592.6215…
    expect(amortizedPayment(30_000, 6.9, 60)).toBeCloseTo(592.6215711, 6);
    expect(amortizedPayment(10_000, 0, 72)).toBeCloseTo(138.8888889, 6);
    expect(amortizedPayment(0, 6.9, 60)).toBe(0);
  });
});

describe('calculateFinance', () => {
  it('prices $30,000 at 6.9 % for 60 months', () => {
    const result = resultOf(calculateFinance(LOAN));
    expect(result.amountFinanced).toBe(30_000);
    expect(result.monthlyPayment).toBe(592.62);
    expect(result.totalOfPayments).toBe(35_557.29);
    expect(result.financeCharge).toBe(5_557.29);
    expect(result.reserve).toBeNull();
    expect(result.paymentAtBuyRate).toBeNull();
  });

  it('works a full desk deal: tax on price less trade, rebates after tax, fees financed', () => {
    const result = resultOf(calculateFinance(DESK_DEAL));
    expect(result).toMatchObject({
      tradeInEquity: 3_000,
      taxableAmount: 26_000,
      taxAmount: 1_950,
      amountFinanced: 29_549,
      creditsExceedBalance: false,
      excessCredit: 0,
      monthlyPayment: 516.65,
      totalOfPayments: 37_198.66,
      financeCharge: 7_649.66,
      paymentAtBuyRate: 488.32,
      financeChargeAtBuyRate: 5_609.94,
      reserve: 2_039.72,
      reserveCapped: false,
      buyRateAboveApr: false,
    });
  });

  it('pays the reserve share and stops at the cap', () => {
    // 2,039.72… × 75 % = 1,529.79
    const shared = resultOf(calculateFinance({ ...DESK_DEAL, reserveSharePercent: 75 }));
    expect(shared.reserve).toBe(1_529.79);
    expect(shared.reserveCapped).toBe(false);

    const capped = resultOf(calculateFinance({ ...DESK_DEAL, reserveCap: 1_500 }));
    expect(capped.reserve).toBe(1_500);
    expect(capped.reserveCapped).toBe(true);

    const underCap = resultOf(calculateFinance({ ...DESK_DEAL, reserveCap: 2_500 }));
    expect(underCap.reserve).toBe(2_039.72);
    expect(underCap.reserveCapped).toBe(false);
  });

  it('computes reserve for a plain loan at a 4.9 % buy rate', () => {
    // 30,000 at 4.9 % / 60 = 564.7636… → interest 3,885.82. The reserve is taken from the
    // unrounded interests, (592.62157 − 564.76361) × 60 = 1,671.48, not 5,557.29 − 3,885.82.
    const result = resultOf(calculateFinance({ ...LOAN, buyRatePercent: 4.9 }));
    expect(result.financeChargeAtBuyRate).toBe(3_885.82);
    expect(result.reserve).toBe(1_671.48);
  });

  it('pays no reserve when the buy rate is above the contract rate', () => {
    const result = resultOf(calculateFinance({ ...DESK_DEAL, aprPercent: 3.9 }));
    expect(result.reserve).toBe(0);
    expect(result.buyRateAboveApr).toBe(true);
  });

  it('divides evenly at 0 % APR with no finance charge', () => {
    const result = resultOf(
      calculateFinance({ ...LOAN, price: 10_000, aprPercent: 0, termMonths: 72 }),
    );
    expect(result.monthlyPayment).toBe(138.89);
    expect(result.totalOfPayments).toBe(10_000);
    expect(result.financeCharge).toBe(0);
  });

  it('rolls negative equity into the loan but taxes price less the trade value', () => {
    // taxable = 25,000 − 10,000 = 15,000; tax 6 % = 900; financed = 25,900 + (14,000 − 10,000) = 29,900
    const result = resultOf(
      calculateFinance({
        ...LOAN,
        price: 25_000,
        tradeInValue: 10_000,
        tradeInPayoff: 14_000,
        taxRatePercent: 6,
      }),
    );
    expect(result.tradeInEquity).toBe(-4_000);
    expect(result.taxableAmount).toBe(15_000);
    expect(result.taxAmount).toBe(900);
    expect(result.amountFinanced).toBe(29_900);
  });

  it('never taxes below zero when the trade is worth more than the price', () => {
    const result = resultOf(
      calculateFinance({ ...LOAN, price: 20_000, tradeInValue: 5_000, taxRatePercent: 8 }),
    );
    expect(result.taxAmount).toBe(1_200);
    const bigTrade = resultOf(
      calculateFinance({
        ...LOAN,
        price: 20_000,
        tradeInValue: 25_000,
        tradeInPayoff: 10_000,
        taxRatePercent: 8,
      }),
    );
    expect(bigTrade.taxAmount).toBe(0);
  });

  it('finances nothing, and flags it, when credits exceed the balance', () => {
    // 10,000 + 700 tax − 12,000 down = −1,300
    const result = resultOf(
      calculateFinance({ ...LOAN, price: 10_000, downPayment: 12_000, taxRatePercent: 7 }),
    );
    expect(result.amountFinanced).toBe(0);
    expect(result.creditsExceedBalance).toBe(true);
    expect(result.excessCredit).toBe(1_300);
    expect(result.monthlyPayment).toBe(0);
    expect(result.totalOfPayments).toBe(0);
    expect(result.financeCharge).toBe(0);
  });

  it('rejects negative, non-numeric and out-of-range values by field', () => {
    expect(errorsOf(calculateFinance({ ...LOAN, price: -1 }))).toEqual([
      { field: 'price', code: 'negative' },
    ]);
    expect(errorsOf(calculateFinance({ ...LOAN, downPayment: Number('abc') }))).toEqual([
      { field: 'downPayment', code: 'notANumber' },
    ]);
    expect(errorsOf(calculateFinance({ ...LOAN, rebates: '500' as unknown as number }))).toEqual([
      { field: 'rebates', code: 'notANumber' },
    ]);
    expect(
      errorsOf(calculateFinance({ ...LOAN, tradeInValue: Infinity, tradeInPayoff: -5 })),
    ).toEqual([
      { field: 'tradeInValue', code: 'notANumber' },
      { field: 'tradeInPayoff', code: 'negative' },
    ]);
    expect(errorsOf(calculateFinance({ ...LOAN, aprPercent: 79 }))).toEqual([
      { field: 'aprPercent', code: 'tooLarge', limit: 60 },
    ]);
    expect(errorsOf(calculateFinance({ ...LOAN, termMonths: 0 }))).toEqual([
      { field: 'termMonths', code: 'tooSmall', limit: 1 },
    ]);
    expect(errorsOf(calculateFinance({ ...LOAN, termMonths: 60.5 }))).toEqual([
      { field: 'termMonths', code: 'notWholeNumber' },
    ]);
    expect(errorsOf(calculateFinance({ ...LOAN, reserveSharePercent: 120 }))).toEqual([
      { field: 'reserveSharePercent', code: 'tooLarge', limit: 100 },
    ]);
  });

  it('requires the required fields even from untyped callers', () => {
    const { price: _price, ...withoutPrice } = LOAN;
    expect(errorsOf(calculateFinance(withoutPrice as FinanceInput))).toEqual([
      { field: 'price', code: 'notANumber' },
    ]);
  });
});

describe('calculateLease', () => {
  it('matches the textbook: depreciation 325.00 + rent 65.375 = 390.38', () => {
    const result = resultOf(calculateLease(TEXTBOOK_LEASE));
    expect(result).toMatchObject({
      grossCapCost: 32_000,
      capCostReduction: 0,
      adjustedCapCost: 32_000,
      residualValue: 20_300,
      capCostBelowResidual: false,
      moneyFactor: 0.00125,
      aprEquivalent: 3,
      depreciationFee: 325,
      rentCharge: 65.38,
      basePayment: 390.38,
      monthlyTax: 0,
      monthlyPayment: 390.38,
      totalOfPayments: 14_053.68,
      reserve: null,
    });
  });

  it('taxes the billed monthly payment', () => {
    // 390.38 × 7.5 % = 29.2785 → 29.28; 390.38 + 29.28 = 419.66; × 36 = 15,107.76
    const result = resultOf(calculateLease({ ...TEXTBOOK_LEASE, taxRatePercent: 7.5 }));
    expect(result.monthlyTax).toBe(29.28);
    expect(result.monthlyPayment).toBe(419.66);
    expect(result.totalOfPayments).toBe(15_107.76);
  });

  it('takes the rate as an APR just as well (3 % = MF 0.00125)', () => {
    const result = resultOf(calculateLease({ ...TEXTBOOK_LEASE, rateKind: 'apr', rate: 3 }));
    expect(result.moneyFactor).toBe(0.00125);
    expect(result.basePayment).toBe(390.38);
  });

  it('reduces the cap cost by down, rebates and trade equity, and adds fees and negative equity', () => {
    // gross = 32,000 + 695 = 32,695; reductions = 2,000 + 500 + (3,000 − 1,000) = 4,500 → 28,195
    // depreciation (28,195 − 20,300) / 36 = 219.305…; rent 48,495 × 0.00125 = 60.61875; base 279.92
    const result = resultOf(
      calculateLease({
        ...TEXTBOOK_LEASE,
        downPayment: 2_000,
        rebates: 500,
        tradeInValue: 3_000,
        tradeInPayoff: 1_000,
        acquisitionFee: 695,
      }),
    );
    expect(result.grossCapCost).toBe(32_695);
    expect(result.capCostReduction).toBe(4_500);
    expect(result.adjustedCapCost).toBe(28_195);
    expect(result.depreciationFee).toBe(219.31);
    expect(result.rentCharge).toBe(60.62);
    expect(result.basePayment).toBe(279.92);

    // Negative equity of 1,500 is capitalized: 32,000 + 1,500 = 33,500
    const upsideDown = resultOf(
      calculateLease({ ...TEXTBOOK_LEASE, tradeInValue: 6_000, tradeInPayoff: 7_500 }),
    );
    expect(upsideDown.tradeInEquity).toBe(-1_500);
    expect(upsideDown.grossCapCost).toBe(33_500);
    expect(upsideDown.capCostReduction).toBe(0);
  });

  it('computes reserve from the rent charge markup over the term', () => {
    // (0.00125 − 0.00085) × (32,000 + 20,300) = 20.92 a month × 36 = 753.12
    const result = resultOf(calculateLease({ ...TEXTBOOK_LEASE, buyRate: 0.00085 }));
    expect(result.buyMoneyFactor).toBe(0.00085);
    expect(result.reserve).toBe(753.12);
    const shared = resultOf(
      calculateLease({ ...TEXTBOOK_LEASE, buyRate: 0.00085, reserveSharePercent: 50 }),
    );
    expect(shared.reserve).toBe(376.56);
    const capped = resultOf(
      calculateLease({ ...TEXTBOOK_LEASE, buyRate: 0.00085, reserveCap: 500 }),
    );
    expect(capped.reserve).toBe(500);
    expect(capped.reserveCapped).toBe(true);
    const above = resultOf(calculateLease({ ...TEXTBOOK_LEASE, buyRate: 0.0015 }));
    expect(above.reserve).toBe(0);
    expect(above.buyRateAboveRate).toBe(true);
  });

  it('flags a cap cost reduced below the residual', () => {
    const result = resultOf(calculateLease({ ...TEXTBOOK_LEASE, downPayment: 15_000 }));
    expect(result.capCostBelowResidual).toBe(true);
  });

  it('rejects bad values by field, with the limit of the rate kind', () => {
    expect(errorsOf(calculateLease({ ...TEXTBOOK_LEASE, msrp: -35_000 }))).toEqual([
      { field: 'msrp', code: 'negative' },
    ]);
    expect(errorsOf(calculateLease({ ...TEXTBOOK_LEASE, rate: 3 }))).toEqual([
      { field: 'rate', code: 'tooLarge', limit: 0.025 },
    ]);
    expect(
      errorsOf(calculateLease({ ...TEXTBOOK_LEASE, residualPercent: 158, buyRate: Number.NaN })),
    ).toEqual([
      { field: 'residualPercent', code: 'tooLarge', limit: 100 },
      { field: 'buyRate', code: 'notANumber' },
    ]);
  });
});

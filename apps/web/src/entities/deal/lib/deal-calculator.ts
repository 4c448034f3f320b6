import { roundMoney } from '@das/shared/money';
import {
  amortizedPayment,
  aprToMoneyFactor,
  moneyFactorToApr,
  LIMITS,
  type Calculation,
  type Rule,
  MONEY,
  OPTIONAL_MONEY,
  TERM,
  SHARE,
  checkFields,
  applyReserveTerms,
} from './calculator-input';

/**
 * Finance and lease arithmetic of the deal calculator, in US dollars. Pure
 * functions: the dialog, and any screen that quotes a payment, call these.
 *
 * Rounding: every amount is computed in full precision and rounded once, to
 * cents, when it is reported. The only amounts rounded before further use are
 * the ones a contract charges as their own line (the sales tax of a finance
 * deal; a lease's base payment, on which its monthly tax is charged), so that
 * the contract's lines add up.
 */

/* --------------------------------------------------------------------- finance */

export interface FinanceInput {
  price: number;
  downPayment: number;
  tradeInValue: number;
  /** What is still owed on the trade-in; more than its value is negative equity. Default 0. */
  tradeInPayoff?: number;
  rebates: number;
  /** Charged on price − trade-in value; rebates do not lower it. */
  taxRatePercent: number;
  /** Doc, title and registration fees, financed. Default 0. */
  fees?: number;
  /** The customer's contract rate. */
  aprPercent: number;
  /** The lender's rate; without it no reserve is computed. */
  buyRatePercent?: number;
  termMonths: number;
  /** Share of the rate markup the lender pays the dealer. Default 100. */
  reserveSharePercent?: number;
  /** The most reserve the lender pays on a deal; no cap when left out. */
  reserveCap?: number;
}

export type FinanceField = keyof FinanceInput;

const FINANCE_RULES: Record<FinanceField, Rule> = {
  price: MONEY,
  downPayment: MONEY,
  tradeInValue: MONEY,
  tradeInPayoff: OPTIONAL_MONEY,
  rebates: MONEY,
  taxRatePercent: { max: LIMITS.taxRatePercent },
  fees: OPTIONAL_MONEY,
  aprPercent: { max: LIMITS.aprPercent },
  buyRatePercent: { max: LIMITS.aprPercent, optional: true },
  termMonths: TERM,
  reserveSharePercent: SHARE,
  reserveCap: OPTIONAL_MONEY,
};

export interface FinanceResult {
  /** Trade-in value − payoff; negative equity is rolled into the loan. */
  tradeInEquity: number;
  taxableAmount: number;
  taxAmount: number;
  /** Never below 0; see `creditsExceedBalance`. */
  amountFinanced: number;
  /** Down payment, rebates and trade equity are more than price + tax + fees. */
  creditsExceedBalance: boolean;
  /** By how much they are more: owed to the customer, not financed. */
  excessCredit: number;
  monthlyPayment: number;
  totalOfPayments: number;
  financeCharge: number;
  /** Null without a buy rate. */
  paymentAtBuyRate: number | null;
  financeChargeAtBuyRate: number | null;
  /** Interest at the contract APR − interest at the buy rate, × share, capped. Null without a buy rate. */
  reserve: number | null;
  reserveCapped: boolean;
  /** The buy rate is above the contract rate, so there is no markup to pay reserve on. */
  buyRateAboveApr: boolean;
}

export function calculateFinance(input: FinanceInput): Calculation<FinanceResult, FinanceField> {
  const errors = checkFields(input, FINANCE_RULES);
  if (errors.length > 0) return { ok: false, errors };

  const { price, downPayment, tradeInValue, rebates, taxRatePercent, aprPercent, termMonths } =
    input;
  const tradeInPayoff = input.tradeInPayoff ?? 0;
  const fees = input.fees ?? 0;

  const tradeInEquity = tradeInValue - tradeInPayoff;
  const taxableAmount = Math.max(0, price - tradeInValue);
  // The contract charges tax as its own line, in cents; the amount financed adds that line.
  const taxAmount = roundMoney((taxableAmount * taxRatePercent) / 100);
  const balance = roundMoney(price + taxAmount + fees - downPayment - rebates - tradeInEquity);
  const creditsExceedBalance = balance < 0;
  const amountFinanced = creditsExceedBalance ? 0 : balance;

  const payment = amortizedPayment(amountFinanced, aprPercent, termMonths);
  const interest = payment * termMonths - amountFinanced;

  let paymentAtBuyRate: number | null = null;
  let financeChargeAtBuyRate: number | null = null;
  let reserve: number | null = null;
  let reserveCapped = false;
  const buyRateAboveApr = input.buyRatePercent !== undefined && input.buyRatePercent > aprPercent;
  if (input.buyRatePercent !== undefined) {
    const buyPayment = amortizedPayment(amountFinanced, input.buyRatePercent, termMonths);
    const buyInterest = buyPayment * termMonths - amountFinanced;
    paymentAtBuyRate = roundMoney(buyPayment);
    financeChargeAtBuyRate = roundMoney(buyInterest);
    ({ reserve, reserveCapped } = applyReserveTerms(
      interest - buyInterest,
      input.reserveSharePercent ?? 100,
      input.reserveCap,
    ));
  }

  return {
    ok: true,
    result: {
      tradeInEquity: roundMoney(tradeInEquity),
      taxableAmount: roundMoney(taxableAmount),
      taxAmount,
      amountFinanced,
      creditsExceedBalance,
      excessCredit: creditsExceedBalance ? -balance : 0,
      monthlyPayment: roundMoney(payment),
      totalOfPayments: roundMoney(payment * termMonths),
      financeCharge: roundMoney(interest),
      paymentAtBuyRate,
      financeChargeAtBuyRate,
      reserve,
      reserveCapped,
      buyRateAboveApr,
    },
  };
}

/* ----------------------------------------------------------------------- lease */

export const LEASE_RATE_KINDS = ['moneyFactor', 'apr'] as const;
export type LeaseRateKind = (typeof LEASE_RATE_KINDS)[number];

export interface LeaseInput {
  msrp: number;
  /** The negotiated price: the gross capitalized cost before fees. */
  sellingPrice: number;
  /** Cash down: a capitalized cost reduction. */
  downPayment: number;
  tradeInValue: number;
  /** Default 0; more than the value is negative equity, added to the cap cost. */
  tradeInPayoff?: number;
  rebates: number;
  /** Residual value as a percent of MSRP. */
  residualPercent: number;
  /** How `rate` and `buyRate` are given; a money factor is APR ÷ 2400. */
  rateKind: LeaseRateKind;
  rate: number;
  /** The lender's buy rate, in the same kind; without it no reserve is computed. */
  buyRate?: number;
  termMonths: number;
  /** Charged on each monthly payment. */
  taxRatePercent: number;
  /** Capitalized (added to the cap cost). Default 0. */
  acquisitionFee?: number;
  /** Default 100. */
  reserveSharePercent?: number;
  reserveCap?: number;
}

export type LeaseField = Exclude<keyof LeaseInput, 'rateKind'>;

function leaseRules(rateKind: LeaseRateKind): Record<LeaseField, Rule> {
  const rate: Rule = { max: rateKind === 'apr' ? LIMITS.aprPercent : LIMITS.moneyFactor };
  return {
    msrp: MONEY,
    sellingPrice: MONEY,
    downPayment: MONEY,
    tradeInValue: MONEY,
    tradeInPayoff: OPTIONAL_MONEY,
    rebates: MONEY,
    residualPercent: { max: LIMITS.percent },
    rate,
    buyRate: { ...rate, optional: true },
    termMonths: TERM,
    taxRatePercent: { max: LIMITS.taxRatePercent },
    acquisitionFee: OPTIONAL_MONEY,
    reserveSharePercent: SHARE,
    reserveCap: OPTIONAL_MONEY,
  };
}

export interface LeaseResult {
  tradeInEquity: number;
  /** Selling price + acquisition fee + negative trade equity. */
  grossCapCost: number;
  /** Down payment + rebates + positive trade equity. */
  capCostReduction: number;
  adjustedCapCost: number;
  residualValue: number;
  /** The adjusted cap cost is below the residual: reductions exceed what the lease can absorb. */
  capCostBelowResidual: boolean;
  moneyFactor: number;
  /** The money factor × 2400, rounded to 2 decimals for display. */
  aprEquivalent: number;
  depreciationFee: number;
  rentCharge: number;
  basePayment: number;
  monthlyTax: number;
  monthlyPayment: number;
  totalOfPayments: number;
  buyMoneyFactor: number | null;
  /** (Rent charge − rent charge at the buy money factor) × term, × share, capped. Null without a buy rate. */
  reserve: number | null;
  reserveCapped: boolean;
  buyRateAboveRate: boolean;
}

export function calculateLease(input: LeaseInput): Calculation<LeaseResult, LeaseField> {
  const kind: LeaseRateKind = input.rateKind === 'apr' ? 'apr' : 'moneyFactor';
  const errors = checkFields(input, leaseRules(kind));
  if (errors.length > 0) return { ok: false, errors };

  const toMoneyFactor = (rate: number) => (kind === 'apr' ? aprToMoneyFactor(rate) : rate);
  const { msrp, sellingPrice, downPayment, tradeInValue, rebates, termMonths } = input;
  const tradeInEquity = tradeInValue - (input.tradeInPayoff ?? 0);

  const grossCapCost = sellingPrice + (input.acquisitionFee ?? 0) + Math.max(0, -tradeInEquity);
  const capCostReduction = downPayment + rebates + Math.max(0, tradeInEquity);
  const adjustedCapCost = grossCapCost - capCostReduction;
  const residualValue = (msrp * input.residualPercent) / 100;
  const moneyFactor = toMoneyFactor(input.rate);

  const depreciationFee = (adjustedCapCost - residualValue) / termMonths;
  const rentCharge = (adjustedCapCost + residualValue) * moneyFactor;
  // The lessor bills the base payment in cents and charges tax on that billed amount.
  const basePayment = roundMoney(depreciationFee + rentCharge);
  const monthlyTax = roundMoney((basePayment * input.taxRatePercent) / 100);
  const monthlyPayment = roundMoney(basePayment + monthlyTax);

  let buyMoneyFactor: number | null = null;
  let reserve: number | null = null;
  let reserveCapped = false;
  if (input.buyRate !== undefined) {
    buyMoneyFactor = toMoneyFactor(input.buyRate);
    const rentAtBuyRate = (adjustedCapCost + residualValue) * buyMoneyFactor;
    ({ reserve, reserveCapped } = applyReserveTerms(
      (rentCharge - rentAtBuyRate) * termMonths,
      input.reserveSharePercent ?? 100,
      input.reserveCap,
    ));
  }

  return {
    ok: true,
    result: {
      tradeInEquity: roundMoney(tradeInEquity),
      grossCapCost: roundMoney(grossCapCost),
      capCostReduction: roundMoney(capCostReduction),
      adjustedCapCost: roundMoney(adjustedCapCost),
      residualValue: roundMoney(residualValue),
      capCostBelowResidual: adjustedCapCost < residualValue,
      moneyFactor,
      aprEquivalent: roundMoney(moneyFactorToApr(moneyFactor)),
      depreciationFee: roundMoney(depreciationFee),
      rentCharge: roundMoney(rentCharge),
      basePayment,
      monthlyTax,
      monthlyPayment,
      totalOfPayments: roundMoney(monthlyPayment * termMonths),
      buyMoneyFactor,
      reserve,
      reserveCapped,
      buyRateAboveRate: buyMoneyFactor !== null && buyMoneyFactor > moneyFactor,
    },
  };
}

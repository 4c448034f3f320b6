import { roundMoney } from '@das/shared/money';

/**
 * What the deal calculator's finance and lease arithmetic share: the payment
 * formula, money factors, and the checks of what was typed.
 */

/** The level monthly payment that repays `principal` at `aprPercent` over `termMonths`, unrounded. */
export function amortizedPayment(
  principal: number,
  aprPercent: number,
  termMonths: number,
): number {
  if (principal === 0) return 0;
  const monthlyRate = aprPercent / 1200;
  if (monthlyRate === 0) return principal / termMonths;
  return (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -termMonths));
}

/** Lenders quote lease rates as a money factor: APR ÷ 2400. */
export function aprToMoneyFactor(aprPercent: number): number {
  return aprPercent / 2400;
}

export function moneyFactorToApr(moneyFactor: number): number {
  return moneyFactor * 2400;
}

/* ------------------------------------------------------------------ validation */

/** Upper bounds that catch typos (79 for 7.9) without refusing a real deal. */
export const LIMITS = {
  money: 10_000_000,
  taxRatePercent: 30,
  aprPercent: 60,
  moneyFactor: 0.025,
  percent: 100,
  termMonths: 120,
} as const;

export type InputErrorCode = 'notANumber' | 'negative' | 'tooSmall' | 'tooLarge' | 'notWholeNumber';

export interface InputError<Field extends string> {
  field: Field;
  code: InputErrorCode;
  /** The bound that was broken, for `tooSmall` and `tooLarge`. */
  limit?: number;
}

export type Calculation<Result, Field extends string> =
  { ok: true; result: Result } | { ok: false; errors: InputError<Field>[] };

export interface Rule {
  max: number;
  min?: number;
  integer?: boolean;
  optional?: boolean;
}

export const MONEY: Rule = { max: LIMITS.money };
export const OPTIONAL_MONEY: Rule = { ...MONEY, optional: true };
export const TERM: Rule = { min: 1, max: LIMITS.termMonths, integer: true };
export const SHARE: Rule = { max: LIMITS.percent, optional: true };

function checkField<Field extends string>(
  field: Field,
  value: unknown,
  rule: Rule,
): InputError<Field> | null {
  if (value === undefined && rule.optional) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { field, code: 'notANumber' };
  if (value < 0) return { field, code: 'negative' };
  if (rule.min !== undefined && value < rule.min)
    return { field, code: 'tooSmall', limit: rule.min };
  if (value > rule.max) return { field, code: 'tooLarge', limit: rule.max };
  if (rule.integer && !Number.isInteger(value)) return { field, code: 'notWholeNumber' };
  return null;
}

export function checkFields<Field extends string>(
  input: object,
  rules: Record<Field, Rule>,
): InputError<Field>[] {
  const values = input as Partial<Record<Field, unknown>>;
  return (Object.keys(rules) as Field[]).flatMap((field) => {
    const error = checkField(field, values[field], rules[field]);
    return error ? [error] : [];
  });
}

/** Reserve after the lender's participation share and cap; never negative. */
export function applyReserveTerms(
  rateMarkupInterest: number,
  sharePercent: number,
  cap: number | undefined,
): { reserve: number; reserveCapped: boolean } {
  const shared = Math.max(0, rateMarkupInterest) * (sharePercent / 100);
  const reserveCapped = cap !== undefined && shared > cap;
  return { reserve: roundMoney(reserveCapped ? cap : shared), reserveCapped };
}

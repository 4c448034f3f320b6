import { roundMoney } from '@das/shared/money';

/**
 * An amount as a person types it ("$1,250.50", "25 %", "-20") as a number to
 * the cent (ADR 007): null when nothing was typed, NaN when it is not a number.
 * One reader for every form's amounts, so "1,000" means the same on each.
 */
export function readAmount(text: string): number | null {
  const cleaned = text.replace(/[\s$,%]/g, '');
  if (cleaned === '') return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return roundMoney(Number(cleaned));
}

/**
 * A typed amount as a request carries it, for the shared schema to check: the
 * number; `blank` when nothing was typed (undefined reads as `required`); the
 * text itself when it is not a number, so it reads as `wrong_type`.
 */
export function amountInput<B extends undefined | null | 0>(
  text: string,
  blank: B,
): number | string | B {
  const value = readAmount(text);
  if (value === null) return blank;
  return Number.isNaN(value) ? text : value;
}

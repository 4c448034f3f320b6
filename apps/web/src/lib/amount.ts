import { roundMoney } from '@das/shared/money';

/** What can be wrong with a typed amount. */
export type AmountProblem = 'notANumber' | 'negative' | 'tooSmall' | 'tooLarge';

/**
 * An amount as a person types it ("$1,250.50", "25 %") as a number to the cent
 * (ADR 007), null when nothing was typed, or what is wrong with it. One reader
 * for every form's amounts, so "1,000" means the same on each.
 */
export function readAmount(
  text: string,
  limits: { max: number },
): number | Exclude<AmountProblem, 'tooSmall'> | null;
export function readAmount(
  text: string,
  limits: { max: number; min: number },
): number | AmountProblem | null;
export function readAmount(
  text: string,
  { max, min = 0 }: { max: number; min?: number },
): number | AmountProblem | null {
  const cleaned = text.replace(/[\s$,%]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return 'notANumber';
  if (value < 0) return 'negative';
  if (value < min) return 'tooSmall';
  if (value > max) return 'tooLarge';
  return roundMoney(value);
}

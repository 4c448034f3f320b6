/**
 * The one rounding rule for money (ADR 007): amounts are kept to the cent and
 * rounded half away from zero, once, where a figure is produced. Sums of
 * amounts that are already cents are exact once rounded again, so a table's
 * rows add up to its total.
 */

/** To the cent, half away from zero; float noise such as 1.005 × 100 = 100.4999… is ignored. */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Math.abs(value) * 100;
  // The noise can only matter next to half a cent: only there is it rounded off
  // first (to 15 digits, through a string: 40 times slower, and every sum a
  // dashboard shows passes here).
  const nearHalf = Math.abs(scaled - Math.floor(scaled) - 0.5) <= scaled * 1e-12 + 1e-9;
  const cents = Math.round(nearHalf ? Number(scaled.toPrecision(15)) : scaled);
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}

/** The sum of amounts, to the cent. */
export function sumMoney(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return roundMoney(total);
}

/**
 * A deal's amount shared by two salespeople: the first gets half rounded to the
 * cent, the second the rest, so the two shares always add up to the amount.
 */
export function splitMoney(amount: number): [first: number, second: number] {
  const first = roundMoney(amount / 2);
  return [first, roundMoney(amount - first)];
}

/** part ÷ whole as money (a per-unit figure such as a PVR), 0 when there is nothing to divide by. */
export function moneyPer(part: number, whole: number): number {
  return whole === 0 ? 0 : roundMoney(part / whole);
}

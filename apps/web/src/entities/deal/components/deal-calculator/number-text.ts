import { numberFormat } from '@/lib/format';

/**
 * Numbers as people type them at the desk, in any of the app's languages:
 * "30,000" and "7.9" in English, "30.000" and "7,9" in German, spaces as
 * thousands separators, a stray "$" or "%".
 */

function decimalSeparator(locale: string): '.' | ',' {
  const part = numberFormat(locale)
    .formatToParts(1.5)
    .find((candidate) => candidate.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** "1,234,567": a first group of 1–3 digits not starting with 0, then groups of exactly 3. */
function isGrouped(digits: string, separator: string): boolean {
  const groups = digits.split(separator);
  return (
    groups.length > 1 &&
    /^[1-9]\d{0,2}$/.test(groups[0] ?? '') &&
    groups.slice(1).every((group) => /^\d{3}$/.test(group))
  );
}

/**
 * The number in `text`, read with `locale`'s decimal mark; `undefined` for an
 * empty field, NaN for anything that is not a number. The other mark is read
 * as a thousands separator where it groups by three, else as the decimal mark,
 * so "7.9" is 7.9 in every language.
 */
export function parseDecimal(text: string, locale: string): number | undefined {
  const compact = text.replace(/[\s$%]/g, '');
  if (compact === '') return undefined;
  const match = /^([-+]?)([\d.,]+)$/.exec(compact);
  if (!match) return NaN;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2] ?? '';
  const decimal = decimalSeparator(locale);
  const other = decimal === '.' ? ',' : '.';

  let integerPart = body;
  let fraction = '';
  if (body.includes(decimal)) {
    const parts = body.split(decimal);
    if (parts.length !== 2) return NaN;
    integerPart = parts[0] ?? '';
    fraction = parts[1] ?? '';
    if (fraction.includes(other)) return NaN;
  } else if (body.includes(other) && !isGrouped(body, other)) {
    const parts = body.split(other);
    if (parts.length !== 2) return NaN;
    integerPart = parts[0] ?? '';
    fraction = parts[1] ?? '';
  }
  if (integerPart.includes(other)) {
    if (!isGrouped(integerPart, other)) return NaN;
    integerPart = integerPart.split(other).join('');
  }
  if (integerPart === '' && fraction === '') return NaN;
  if (!/^\d*$/.test(integerPart) || !/^\d*$/.test(fraction)) return NaN;
  return sign * Number(`${integerPart || '0'}.${fraction || '0'}`);
}

/** A value to put back into a field: the locale's decimal mark, no grouping. */
export function formatDecimalInput(value: number, locale: string, maxFractionDigits = 2): string {
  return numberFormat(locale, {
    useGrouping: false,
    maximumFractionDigits: maxFractionDigits,
  }).format(value);
}

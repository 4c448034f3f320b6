import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@das/shared/languages';
import { usePreferences } from './preferences';

/**
 * Numbers, money, percentages and dates in the reader's language. Amounts are
 * hidden (not blanked: the width stays) when the privacy toggle is on.
 */
export const HIDDEN_AMOUNT = '•••••';

/** The Intl locale of an interface language ("gr" is Greek, el-GR). */
export function localeForLanguage(language: string | undefined): string {
  const code = language?.toLowerCase().split('-')[0];
  return LANGUAGES.find((candidate) => candidate.code === code)?.locale ?? 'en-US';
}

/**
 * Building an Intl formatter costs far more than using one, and a dashboard
 * formats hundreds of figures a render: each locale and option set gets one,
 * made on first use and kept.
 */
const intlFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key) as T | undefined;
  if (!format) {
    format = make();
    intlFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}) {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A shift's start and end (minutes since midnight) as clock times in the reader's language ("9 AM", "18:00"). */
export function shiftTimes(
  minutes: { start: number; end: number },
  locale: string,
): { start: string; end: string } {
  // Minutes only where a time has them: "9 AM", "8:30 AM".
  const at = (minute: number) =>
    dateFormat(locale, {
      hour: 'numeric',
      ...(minute % 60 ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2000, 0, 3, 0, minute)));
  return { start: at(minutes.start), end: at(minutes.end) };
}

const formatterSets = new Map<string, Formatters>();

/** One set per language and privacy setting, so every screen shares it (and it is a stable dependency). */
export function getFormatters(language: string, hideAmounts: boolean): Formatters {
  const key = `${language}|${hideAmounts}`;
  let formatters = formatterSets.get(key);
  if (!formatters) {
    formatters = buildFormatters(language, hideAmounts);
    formatterSets.set(key, formatters);
  }
  return formatters;
}

/**
 * Units as a salesperson counts them: a split deal is half a car to each of
 * its two salespeople (DOMAIN.md "Units"), written ½ rather than 0.5.
 */
export function formatUnits(value: number, number: (value: number) => string): string {
  const whole = Math.trunc(value);
  const rest = Math.round(Math.abs(value - whole) * 100) / 100;
  if (rest === 0.5) {
    if (whole === 0) return value < 0 ? '-½' : '½';
    return `${number(whole)}½`;
  }
  return number(value);
}

function buildFormatters(language: string, hideAmounts: boolean) {
  const locale = localeForLanguage(language);
  const money = numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const cents = numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  });
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const month = dateFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const shortMonth = dateFormat(locale, { month: 'short', timeZone: 'UTC' });
  const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    locale,
    /** Whole dollars, for cards and charts. */
    money: (value: number) => (hideAmounts ? HIDDEN_AMOUNT : money.format(value)),
    /** Dollars and cents, for deal lines. */
    moneyExact: (value: number) => (hideAmounts ? HIDDEN_AMOUNT : cents.format(value)),
    number: (value: number) => number.format(value),
    /** Units, where a split deal is half a car to each salesperson: written 12½, not 12.5. */
    units: (value: number) => formatUnits(value, number.format),
    percent: (value: number) => percent.format(value),
    /** An ISO day (YYYY-MM-DD) as the reader writes dates. */
    date: (iso: string) => date.format(day(iso)),
    /** A month (YYYY-MM) by name. */
    month: (yearMonth: string) => month.format(day(`${yearMonth}-01`)),
    shortMonth: (yearMonth: string) => shortMonth.format(day(`${yearMonth}-01`)),
  };
}

export type Formatters = ReturnType<typeof buildFormatters>;

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const { data } = usePreferences();
  return getFormatters(i18n.language, data?.hideAmounts ?? false);
}

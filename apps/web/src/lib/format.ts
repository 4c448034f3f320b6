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

export function createFormatters(language: string, hideAmounts: boolean) {
  const locale = localeForLanguage(language);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    locale,
    /** Whole dollars, for cards and charts. */
    money: (value: number) => (hideAmounts ? HIDDEN_AMOUNT : money.format(value)),
    /** Dollars and cents, for deal lines. */
    moneyExact: (value: number) => (hideAmounts ? HIDDEN_AMOUNT : cents.format(value)),
    number: (value: number) => number.format(value),
    percent: (value: number) => percent.format(value),
    /** An ISO day (YYYY-MM-DD) as the reader writes dates. */
    date: (iso: string) => date.format(day(iso)),
    /** A month (YYYY-MM) by name. */
    month: (yearMonth: string) => month.format(day(`${yearMonth}-01`)),
    shortMonth: (yearMonth: string) => shortMonth.format(day(`${yearMonth}-01`)),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const { data } = usePreferences();
  return createFormatters(i18n.language, data?.hideAmounts ?? false);
}

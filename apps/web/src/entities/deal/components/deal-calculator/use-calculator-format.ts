import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeForLanguage, numberFormat } from '@/lib/format';

export interface CalculatorFormat {
  locale: string;
  /** US dollars, to the cent. */
  money: (value: number) => string;
  /** A percent given as 7.9 for 7.9 %. */
  percent: (value: number) => string;
  moneyFactor: (value: number) => string;
  integer: (value: number) => string;
}

/** Number formats in the current interface language; every amount is in US dollars. */
export function useCalculatorFormat(): CalculatorFormat {
  const { i18n } = useTranslation();
  // The chosen language, even while its translations fall back to English: the page's lang says the same.
  const locale = localeForLanguage(i18n.language);
  return useMemo(() => {
    const money = numberFormat(locale, { style: 'currency', currency: 'USD' });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    const moneyFactor = numberFormat(locale, {
      minimumFractionDigits: 5,
      maximumFractionDigits: 6,
    });
    const integer = numberFormat(locale, { maximumFractionDigits: 0 });
    return {
      locale,
      money: (value) => money.format(value),
      percent: (value) => percent.format(value / 100),
      moneyFactor: (value) => moneyFactor.format(value),
      integer: (value) => integer.format(value),
    };
  }, [locale]);
}

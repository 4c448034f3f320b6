import { monthlyPriceFor, setupMinutesFor, type SignupPlan } from '@das/shared/subscription-plans';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeForLanguage, dateFormat, numberFormat } from '@/lib/format';

/** Prices, days and plan names in the reader's language. */
export function usePlanText() {
  const { t, i18n } = useTranslation();
  const locale = localeForLanguage(i18n.language);

  const money = useCallback(
    (dollars: number) =>
      numberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(dollars),
    [locale],
  );

  /** A YYYY-MM-DD day written out, as in "December 5, 2026". */
  const day = useCallback(
    (iso: string) =>
      dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      ),
    [locale],
  );

  const name = useCallback((plan: SignupPlan) => t(`signup.plans.${plan}.name`), [t]);

  /** "$99/month", or "$225/month per location" for the store plans. */
  const listPrice = useCallback(
    (plan: SignupPlan) =>
      plan === 'single_finance'
        ? t('signup.price.perMonth', { price: money(monthlyPriceFor(plan, 1)) })
        : t('signup.price.perLocation', { price: money(monthlyPriceFor(plan, 1)) }),
    [money, t],
  );

  /** What this account will cost a month once the trial is over. */
  const totalPrice = useCallback(
    (plan: SignupPlan, locations = 1) =>
      t('signup.price.perMonth', { price: money(monthlyPriceFor(plan, locations)) }),
    [money, t],
  );

  const setup = useCallback(
    (plan: SignupPlan) => t('signup.setup', { minutes: setupMinutesFor(plan) }),
    [t],
  );

  return { money, day, name, listPrice, totalPrice, setup };
}

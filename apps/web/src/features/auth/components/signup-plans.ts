import { TRIAL_DAYS } from '@das/shared/constants';
import {
  monthlyPriceFor,
  setupMinutesFor,
  SIGNUP_PLANS,
  type SignupPlan,
} from '@das/shared/schemas/signup';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeForLanguage } from '@/lib/format';
import { localToday } from '@/lib/local-today';
import { paths } from '@/lib/paths';

/** The three plans of the sign-up pages, in the order they are offered. */
export const PLANS: readonly SignupPlan[] = SIGNUP_PLANS;

/** i18n keys under `signup.plans.{plan}.features`. */
export const PLAN_FEATURES: Record<SignupPlan, readonly string[]> = {
  single_finance: ['dealLog', 'payPlan', 'dashboard', 'calculator'],
  dealership: ['everyRole', 'dealLog', 'salesFloor', 'schedule', 'reports'],
  dealer_group: ['everyStore', 'compare', 'oneSignIn', 'perStore'],
};

/** Where each plan's own sign-up form lives. */
export const PLAN_FORM_HREF: Record<SignupPlan, string> = {
  single_finance: paths.signupSingleFinance.getHref(),
  dealership: paths.signupDealership.getHref(),
  dealer_group: paths.signupDealerGroup.getHref(),
};

export function isSignupPlan(value: string | null | undefined): value is SignupPlan {
  return (SIGNUP_PLANS as readonly string[]).includes(value ?? '');
}

/** A YYYY-MM-DD day, when the text is one. */
export function readDay(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value
    ? undefined
    : value;
}

/** The reader's calendar day on which a trial ends (the server answers an instant). */
export function trialEndDay(trialEndsAt: string, now = new Date()): string {
  const end = new Date(trialEndsAt);
  return localToday(Number.isNaN(end.getTime()) ? addDays(now, TRIAL_DAYS) : end);
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Prices, days and plan names in the reader's language. */
export function usePlanText() {
  const { t, i18n } = useTranslation();
  const locale = localeForLanguage(i18n.language);

  const money = useCallback(
    (dollars: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(dollars),
    [locale],
  );

  /** A YYYY-MM-DD day written out, as in "December 5, 2026". */
  const day = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
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

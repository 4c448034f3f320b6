import {
  monthlyPriceFor,
  setupMinutesFor,
  SIGNUP_PLANS,
  type SignupPlan,
} from '@das/shared/subscription-plans';
import { paths } from '@/lib/paths';

/**
 * The plans of SPEC.md §1 and §9, defined once for every page that offers
 * them: the landing page's teaser, /pricing, the sign-up choice and forms.
 * Prices and setup times come from `shared`, as the server bills them; words
 * live in the translations (`signup.plans.{plan}`, `pricing.plans.{tier}`).
 */
export const PLANS: readonly SignupPlan[] = SIGNUP_PLANS;

export function isSignupPlan(value: string | null | undefined): value is SignupPlan {
  return (SIGNUP_PLANS as readonly string[]).includes(value ?? '');
}

/** Where each plan's own sign-up form lives. */
export const PLAN_FORM_HREF: Record<SignupPlan, string> = {
  single_finance: paths.signupSingleFinance.getHref(),
  dealership: paths.signupDealership.getHref(),
  dealer_group: paths.signupDealerGroup.getHref(),
};

/** The sign-up choice's feature lines, at `signup.plans.{plan}.features`. */
export const PLAN_FEATURES: Record<SignupPlan, readonly string[]> = {
  single_finance: ['dealLog', 'payPlan', 'dashboard', 'calculator'],
  dealership: ['everyRole', 'dealLog', 'salesFloor', 'schedule', 'reports'],
  dealer_group: ['everyStore', 'compare', 'oneSignIn', 'perStore'],
};

/**
 * The price list shows two tiers: a dealer group buys the dealership tier for
 * each of its stores, so it signs up from that tier's card.
 */
export type PlanKey = 'singleFinance' | 'dealership';

export interface PlanSignup {
  /** Button text at `pricing.plans.{tier}.signups.{key}`. */
  key: string;
  href: string;
}

export interface PricingPlan {
  key: PlanKey;
  /** Monthly price in whole US dollars (per location for the dealership tier). */
  amount: number;
  /** The higher list price shown struck through as the regular price. */
  regularAmount: number;
  /** "From $225": the dealership tier's price is per location and starts there. */
  startsFrom: boolean;
  setupMinutes: number;
  /** Drawn on navy as the tier most stores choose. */
  featured: boolean;
  /** Feature lines at `pricing.plans.{tier}.features.{key}`; the teaser shows the first three. */
  features: readonly string[];
  /** Sign-up buttons, the first one the main call to action. */
  signups: readonly PlanSignup[];
}

/** How many feature lines a compact card (the landing page's teaser) shows. */
export const TEASER_FEATURE_COUNT = 3;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    key: 'singleFinance',
    amount: monthlyPriceFor('single_finance', 1),
    regularAmount: 149,
    startsFrom: false,
    setupMinutes: setupMinutesFor('single_finance'),
    featured: false,
    features: ['dealLog', 'penetration', 'payPlan', 'goal', 'calculator', 'privacy'],
    signups: [{ key: 'singleFinance', href: PLAN_FORM_HREF.single_finance }],
  },
  {
    key: 'dealership',
    amount: monthlyPriceFor('dealership', 1),
    regularAmount: 299,
    startsFrom: true,
    setupMinutes: setupMinutesFor('dealership'),
    featured: true,
    features: ['roles', 'floor', 'leaderboards', 'schedule', 'reports', 'group'],
    signups: [
      { key: 'dealership', href: PLAN_FORM_HREF.dealership },
      { key: 'dealerGroup', href: PLAN_FORM_HREF.dealer_group },
    ],
  },
];

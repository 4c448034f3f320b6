import { PRICING } from '@das/shared/constants';
import { paths } from '@/lib/paths';

/**
 * The two tiers of SPEC.md §1 and §9, defined once for every page that shows
 * them (the landing page's teaser, /pricing, the sign-up choice). Words live in
 * en.json under `pricing.plans.{key}`; numbers and links live here.
 */
export type PlanKey = 'singleFinance' | 'dealership';

export interface PlanSignup {
  /** Button text at `pricing.plans.{plan}.signups.{key}`. */
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
  /** Feature lines at `pricing.plans.{plan}.features.{key}`; the teaser shows the first three. */
  features: readonly string[];
  /** Sign-up buttons, the first one the main call to action. */
  signups: readonly PlanSignup[];
}

/** How many feature lines a compact card (the landing page's teaser) shows. */
export const TEASER_FEATURE_COUNT = 3;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    key: 'singleFinance',
    amount: PRICING.singleFinanceMonthly,
    regularAmount: 149,
    startsFrom: false,
    setupMinutes: PRICING.singleFinanceSetupMinutes,
    featured: false,
    features: ['dealLog', 'penetration', 'payPlan', 'goal', 'calculator', 'privacy'],
    signups: [{ key: 'singleFinance', href: paths.signupSingleFinance.getHref() }],
  },
  {
    key: 'dealership',
    amount: PRICING.dealershipMonthlyPerLocation,
    regularAmount: 299,
    startsFrom: true,
    setupMinutes: PRICING.dealershipSetupMinutes,
    featured: true,
    features: ['roles', 'floor', 'leaderboards', 'schedule', 'reports', 'group'],
    signups: [
      { key: 'dealership', href: paths.signupDealership.getHref() },
      { key: 'dealerGroup', href: paths.signupDealerGroup.getHref() },
    ],
  },
];

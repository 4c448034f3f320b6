import { PRICING, TRIAL_DAYS } from './constants';

/**
 * The plans a customer subscribes to (SPEC.md §1, §9) and what each costs: kept
 * apart from the sign-up schemas so the public pages that show prices load
 * neither Zod nor the sign-up rules.
 */
export const SIGNUP_PLANS = ['single_finance', 'dealership', 'dealer_group'] as const;
export type SignupPlan = (typeof SIGNUP_PLANS)[number];

/**
 * The most stores (rooftops) one dealer group plan covers: at sign-up and when
 * the group admin adds a store later (each added store is billed per location).
 */
export const DEALER_GROUP_MAX_STORES = 50;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a new trial costs after it ends, and when it ends. */
export interface TrialTerms {
  plan: SignupPlan;
  locations: number;
  monthlyPrice: string;
  trialEndsAt: Date;
}

export function monthlyPriceFor(plan: SignupPlan, locations: number): number {
  return plan === 'single_finance'
    ? PRICING.singleFinanceMonthly
    : PRICING.dealershipMonthlyPerLocation * locations;
}

export function trialTerms(plan: SignupPlan, locations: number, now: Date): TrialTerms {
  return {
    plan,
    locations,
    monthlyPrice: monthlyPriceFor(plan, locations).toFixed(2),
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
  };
}

/** Setup time promised for each plan (SPEC.md §1: 10 or 30 minutes). */
export function setupMinutesFor(plan: SignupPlan): number {
  return plan === 'single_finance'
    ? PRICING.singleFinanceSetupMinutes
    : PRICING.dealershipSetupMinutes;
}

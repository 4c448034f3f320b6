/** Business constants of SPEC.md §9, in one place for the server and the client. */
export const PRODUCT_NAME = 'DAS Board';
export const APP_VERSION = '1.0.0';
export const SUPPORT_EMAIL = 'support@dasboard.app';

/**
 * What any JSON request body may hold in all (ADR 016): generous bounds on its
 * shape, far above any form. How long each text may be is its field's own
 * schema's business (notes 2,000, names 50 or 100 …), never a global cap.
 */
export const REQUEST_BODY_LIMITS = {
  /** Bytes; past it the answer is 413 PAYLOAD_TOO_LARGE. */
  maxBytes: 256 * 1024,
  /** A top-level object or array is depth 1. */
  maxDepth: 8,
  maxKeys: 200,
  maxItems: 1000,
} as const;

/**
 * The calendar days the API takes (ADR 016): a dealership's records start after
 * 2000, and nothing is planned past 2100. Every date, month and period a request
 * names is checked against it, so year 0000 or 9999 is a 400 naming the field.
 */
export const DAY_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

/** TanStack Query defaults (SPEC.md §9 "Queries" and "Mutations"). */
export const QUERY_DEFAULTS = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxRetries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
} as const;

export const MUTATION_DEFAULTS = {
  maxRetries: 2,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 10_000,
} as const;

/** Pricing (SPEC.md §1, §9), in whole US dollars. */
export const PRICING = {
  singleFinanceMonthly: 99,
  dealershipMonthlyPerLocation: 225,
  singleFinanceSetupMinutes: 10,
  dealershipSetupMinutes: 30,
} as const;

/** Every plan starts with a free trial of this many days; no card is asked for (issue 6). */
export const TRIAL_DAYS = 14;

/** How long each dashboard screenshot of the landing page's hero stays up (SPEC.md §9). */
export const HERO_SLIDE_INTERVAL_MS = 5_000;

/** Business constants of SPEC.md §9, in one place for the server and the client. */
export const PRODUCT_NAME = 'DAS Board';
export const APP_VERSION = '1.0.0';
export const SUPPORT_EMAIL = 'support@dasboard.app';

/** Limits of the request-body sanitizer (SPEC.md §5 "Request bodies are sanitized"). */
export const REQUEST_BODY_LIMITS = {
  maxStringLength: 1000,
  maxItems: 100,
  maxKeys: 100,
  maxDepth: 5,
} as const;

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

/**
 * Roots of query keys shared across features. Every query whose answer is
 * computed from deals (F&I dashboards, goal pace, pay estimates) lives under
 * `finance`, so a change to any deal can make them all stale at once without
 * one feature knowing another's keys.
 */
export const DEAL_FIGURES_KEY = ['finance'] as const;

/** Every week of every store's schedule: its shift templates change with the store's defaults. */
export const SCHEDULE_KEY = ['schedule'] as const;

/**
 * Session health and refresh timing of SPEC.md §4 "Auth mode and session health"
 * and §9, as pure functions of the access token's expiry and the clock.
 */
export type SessionHealth = 'healthy' | 'degraded' | 'unhealthy';

export const SESSION_TIMING = {
  degradedBelowMs: 5 * 60_000,
  refreshBeforeExpiryMs: 2 * 60_000,
  minimumRefreshDelayMs: 30_000,
  healthCheckEveryMs: 5 * 60_000,
  maxRefreshFailures: 3,
  idleLimitMs: 36_000_000,
  idleCheckEveryMs: 120_000,
} as const;

export function healthOf(expiresAtSeconds: number | null, nowMs: number): SessionHealth {
  if (expiresAtSeconds === null) return 'unhealthy';
  const remaining = expiresAtSeconds * 1000 - nowMs;
  if (remaining <= 0) return 'unhealthy';
  return remaining > SESSION_TIMING.degradedBelowMs ? 'healthy' : 'degraded';
}

/** Two minutes before expiry, never sooner than 30 s from now; at once when nearly expired. */
export function refreshDelayMs(expiresAtSeconds: number, nowMs: number): number {
  const remaining = expiresAtSeconds * 1000 - nowMs;
  if (remaining <= SESSION_TIMING.minimumRefreshDelayMs) return 0;
  return Math.max(
    remaining - SESSION_TIMING.refreshBeforeExpiryMs,
    SESSION_TIMING.minimumRefreshDelayMs,
  );
}

export function isIdle(lastActivityMs: number | null, nowMs: number): boolean {
  return lastActivityMs !== null && nowMs - lastActivityMs > SESSION_TIMING.idleLimitMs;
}

import { useSyncExternalStore } from 'react';
import type { SessionResponse, SessionUser, SignInRequest } from '@das/shared/schemas/auth';
import { ApiError, apiFetch, configureAuthHooks } from '../api-client';
import { adoptSavedLanguage } from '../i18n';
import { paths } from '../paths';
import { STORAGE_KEYS } from '../storage-keys';
import {
  SESSION_TIMING,
  healthOf,
  isIdle,
  refreshDelayMs,
  type SessionHealth,
} from './session-timing';

/**
 * The signed-in state of this tab (DECISIONS.md "Identity and sessions"). The
 * session itself lives in an HttpOnly cookie; this module holds only the
 * short-lived access token, in memory, and keeps it fresh.
 */
export interface SessionState {
  status: 'checking' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  accessToken: string | null;
  /** Access-token expiry, Unix seconds. */
  expiresAt: number | null;
  sessionExpiresAt: number | null;
  /** The caller's store's calendar day, by the server's clock. */
  storeToday: string | null;
  /** When the caller's store or group went read-only (ADR 025), UTC; null while it may write. */
  readOnlySince: string | null;
  health: SessionHealth;
  refreshFailures: number;
}

const SIGNED_OUT: SessionState = {
  status: 'signed-out',
  user: null,
  accessToken: null,
  expiresAt: null,
  sessionExpiresAt: null,
  storeToday: null,
  readOnlySince: null,
  health: 'unhealthy',
  refreshFailures: 0,
};

let state: SessionState = { ...SIGNED_OUT, status: 'checking' };
const listeners = new Set<() => void>();
const timers: { refresh?: number; health?: number; idle?: number } = {};

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

function clearTimers(): void {
  window.clearTimeout(timers.refresh);
  window.clearInterval(timers.health);
  window.clearInterval(timers.idle);
  timers.refresh = timers.health = timers.idle = undefined;
}

function scheduleRefresh(delayMs: number): void {
  window.clearTimeout(timers.refresh);
  timers.refresh = window.setTimeout(() => void refreshSession(), delayMs);
}

function markDemo(isDemo: boolean): void {
  if (isDemo) {
    localStorage.setItem(STORAGE_KEYS.demoMode, 'true');
    localStorage.setItem(STORAGE_KEYS.demoUserAuthenticated, 'true');
  } else {
    localStorage.removeItem(STORAGE_KEYS.demoMode);
    localStorage.removeItem(STORAGE_KEYS.demoUserAuthenticated);
  }
}

function adopt(answer: SessionResponse, fresh: boolean): SessionUser {
  // A sign-in or this tab's first load of the session; a token refresh is neither.
  const arriving = state.user?.id !== answer.user.id;
  setState({
    status: 'signed-in',
    user: answer.user,
    accessToken: answer.accessToken,
    expiresAt: answer.expiresAt,
    sessionExpiresAt: answer.sessionExpiresAt,
    storeToday: answer.storeToday,
    readOnlySince: answer.readOnlySince,
    health: healthOf(answer.expiresAt, Date.now()),
    refreshFailures: 0,
  });
  markDemo(answer.user.isDemo);
  // Their language follows them to every browser; later choices here save it anew.
  if (arriving && answer.user.language) void adoptSavedLanguage(answer.user.language);
  // Minting a token is not activity (issue 10): only a sign-in, or a tab with no
  // record yet, starts the idle clock here; after that only input moves it.
  if (fresh || storedLastActivity() === null) recordActivity(true);
  scheduleRefresh(refreshDelayMs(answer.expiresAt, Date.now()));
  if (timers.health === undefined) {
    // The 5-minute check catches a timer the browser throttled in a background tab.
    timers.health = window.setInterval(checkHealth, SESSION_TIMING.healthCheckEveryMs);
    timers.idle = window.setInterval(signOutIfIdle, SESSION_TIMING.idleCheckEveryMs);
  }
  return answer.user;
}

function checkHealth(): void {
  if (state.status !== 'signed-in') return;
  const health = healthOf(state.expiresAt, Date.now());
  if (health !== state.health) setState({ ...state, health });
  if (health !== 'healthy') void refreshSession();
}

let lastActivityWrite = 0;
/** Writes at most every 15 s: mousemove fires far more often than that matters. */
function recordActivity(force = false): void {
  const now = Date.now();
  if (!force && now - lastActivityWrite < 15_000) return;
  // Input after the limit passed (a tab woken from sleep) must not revive the session.
  if (signOutIfIdle()) return;
  lastActivityWrite = now;
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(now));
}

function storedLastActivity(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : null;
}

let idleSignOutStarted = false;
/** Sends an idle signed-in tab to /logout; true when it did. */
function signOutIfIdle(): boolean {
  if (state.status !== 'signed-in' || !isIdle(storedLastActivity(), Date.now())) return false;
  if (!idleSignOutStarted) {
    idleSignOutStarted = true;
    window.location.assign(paths.logout.getHref());
  }
  return true;
}

/**
 * Activity is user input only (SPEC.md §4 "Inactivity", issue 10): pointer, keys,
 * touch, scrolling and a visible tab taking focus; never a token refresh. `lastActivity`
 * lives in localStorage, so input in any tab of this browser counts for all of them.
 */
const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'pointerdown',
  'keydown',
  'keypress',
  'scroll',
  'wheel',
  'touchstart',
  'click',
];

function onVisibilityChange(): void {
  if (document.visibilityState !== 'visible') return;
  // A tab that was hidden past the limit signs out before its focus could count as input.
  if (!signOutIfIdle()) recordActivity(true);
}
let refreshing: Promise<boolean> | null = null;

/** Mints a new access token from the session cookie; three failures in a row sign out. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= apiFetch<SessionResponse | undefined>('/auth/session/refresh', {
    method: 'POST',
    skipSessionHandling: true,
  })
    .then((answer) => {
      // 204: this browser holds no session at all.
      if (!answer) {
        endLocalSession();
        return false;
      }
      adopt(answer, false);
      return true;
    })
    .catch(async (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        endLocalSession();
        return false;
      }
      const failures = state.refreshFailures + 1;
      setState({ ...state, health: 'unhealthy', refreshFailures: failures });
      if (failures >= SESSION_TIMING.maxRefreshFailures) {
        await signOut();
        return false;
      }
      scheduleRefresh(SESSION_TIMING.minimumRefreshDelayMs);
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** At start-up: an old `lastActivity` signs out; otherwise a live cookie session resumes. */
export async function restoreSession(): Promise<void> {
  for (const event of ACTIVITY_EVENTS) {
    window.addEventListener(event, () => recordActivity(), { passive: true, capture: true });
  }
  window.addEventListener('focus', () => {
    if (document.visibilityState === 'visible') onVisibilityChange();
  });
  document.addEventListener('visibilitychange', onVisibilityChange);
  if (isIdle(storedLastActivity(), Date.now())) {
    await endServerSession();
    endLocalSession();
    return;
  }
  if (!(await refreshSession()) && state.status === 'checking') setState(SIGNED_OUT);
}

export async function signIn(input: SignInRequest): Promise<SessionUser> {
  return adopt(
    await apiFetch<SessionResponse>('/auth/sign-in', {
      method: 'POST',
      body: input,
      skipSessionHandling: true,
    }),
    true,
  );
}

export async function signInWithMagicLink(token: string): Promise<SessionUser> {
  return adopt(
    await apiFetch<SessionResponse>('/auth/magic-link/verify', {
      method: 'POST',
      body: { token },
      skipSessionHandling: true,
    }),
    true,
  );
}

export async function signInAsDemo(role: SessionUser['role']): Promise<SessionUser> {
  return adopt(
    await apiFetch<SessionResponse>('/demo/sessions', {
      method: 'POST',
      body: { role },
      skipSessionHandling: true,
    }),
    true,
  );
}

function endLocalSession(): void {
  clearTimers();
  markDemo(false);
  localStorage.removeItem(STORAGE_KEYS.lastActivity);
  setState(SIGNED_OUT);
}

async function endServerSession(): Promise<void> {
  try {
    await apiFetch('/auth/sign-out', { method: 'POST', skipSessionHandling: true });
  } catch {
    // Signing out locally still protects this browser; the server session expires on its own.
  }
}

/** Ends the session on the server and here. Callers navigate afterwards. */
export async function signOut(): Promise<void> {
  await endServerSession();
  endLocalSession();
}

configureAuthHooks({
  getAccessToken: () => state.accessToken,
  getAuthProvider: () => (!state.accessToken ? 'none' : state.user?.isDemo ? 'direct' : 'hosted'),
  async onUnauthorized(error) {
    // An expired access token gets one refresh; anything else ends the session (SPEC.md §7).
    if (error.status === 401 && state.status === 'signed-in' && (await refreshSession()))
      return true;
    await signOut();
    window.location.assign(paths.auth.getHref(window.location.pathname + window.location.search));
    return false;
  },
});

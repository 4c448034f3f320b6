import { STORAGE_KEYS } from '@/lib/storage-keys';

/** SPEC.md §3 "Cookie preferences": essential is always on and cannot be switched off. */
export type CookiePreferences = {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
};

/** What the visitor chose: everything, the minimum, or their own mix. */
export type ConsentKind = 'all' | 'minimal' | 'custom';

export type StoredConsent = { consent: ConsentKind; preferences: CookiePreferences; date: Date };

export type ConsentRegion = 'EU' | 'CA' | 'OTHER';

/** SPEC.md §1: essential and functional on, analytics and marketing off, until someone chooses. */
export const DEFAULT_PREFERENCES: CookiePreferences = {
  essential: true,
  functional: true,
  analytics: false,
  marketing: false,
};

export const ALL_PREFERENCES: CookiePreferences = {
  essential: true,
  functional: true,
  analytics: true,
  marketing: true,
};

export const MINIMAL_PREFERENCES: CookiePreferences = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** The window event other code listens to (SPEC.md §4). */
export const CONSENT_EVENT = 'cookieConsentUpdated';

export type ConsentEventDetail = { consent: ConsentKind; preferences: CookiePreferences };

/** SPEC.md §9: a choice holds for 365 days, then the banner asks again. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** SPEC.md §9: the banner waits a second so it never fights the page's first paint. */
export const BANNER_DELAY_MS = 1000;

/** SPEC.md §4: the region is read from the browser's time zone, nothing is looked up. */
export function regionForTimeZone(timeZone: string): ConsentRegion {
  if (timeZone.includes('Europe')) return 'EU';
  if (timeZone.includes('America') || timeZone.includes('Los_Angeles')) return 'CA';
  return 'OTHER';
}

function isKind(value: unknown): value is ConsentKind {
  return value === 'all' || value === 'minimal' || value === 'custom';
}

function parsePreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const flags = ['functional', 'analytics', 'marketing'] as const;
    if (!flags.every((flag) => typeof value[flag] === 'boolean')) return null;
    return {
      essential: true,
      functional: value.functional as boolean,
      analytics: value.analytics as boolean,
      marketing: value.marketing as boolean,
    };
  } catch {
    return null;
  }
}

export function clearConsent(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.cookieConsent);
  storage.removeItem(STORAGE_KEYS.cookieConsentDate);
  storage.removeItem(STORAGE_KEYS.cookiePreferences);
}

/**
 * The stored choice while it is valid. An expired or damaged one is cleared, so
 * the banner asks again with nothing left over (SPEC.md §4).
 */
export function readConsent(storage: Storage, now: Date): StoredConsent | null {
  const consent = storage.getItem(STORAGE_KEYS.cookieConsent);
  const dateText = storage.getItem(STORAGE_KEYS.cookieConsentDate);
  if (consent === null && dateText === null) return null;
  const date = dateText ? new Date(dateText) : null;
  const preferences = parsePreferences(storage.getItem(STORAGE_KEYS.cookiePreferences));
  const valid =
    isKind(consent) &&
    date !== null &&
    !Number.isNaN(date.getTime()) &&
    now.getTime() - date.getTime() < CONSENT_LIFETIME_MS &&
    preferences !== null;
  if (!valid) {
    clearConsent(storage);
    return null;
  }
  return { consent, preferences, date };
}

/** Stores a choice and tells the rest of the page about it. */
export function saveConsent(
  storage: Storage,
  target: EventTarget,
  consent: ConsentKind,
  preferences: CookiePreferences,
  now: Date,
): void {
  storage.setItem(STORAGE_KEYS.cookieConsent, consent);
  storage.setItem(STORAGE_KEYS.cookieConsentDate, now.toISOString());
  storage.setItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  const detail: ConsentEventDetail = { consent, preferences };
  target.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/lib/cookie-preferences';
import {
  BANNER_DELAY_MS,
  DEFAULT_PREFERENCES,
  readConsent,
  type CookiePreferences,
} from '../lib/consent';
import type { BannerView } from './cookie-banner';

// The banner's code loads during its one-second wait, not with the first page (issue 11).
const CookieBanner = lazy(() =>
  import('./cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

interface Opened {
  view: BannerView;
  preferences: CookiePreferences;
  /** Each opening starts the banner afresh. */
  count: number;
}

/**
 * The cookie banner of SPEC.md §2 and §4: shown a second after load when no valid
 * choice is stored, and reopened on the Manage Cookie Preferences view from the
 * footer's link.
 */
export function CookieBannerGate() {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    if (readConsent(localStorage, new Date())) return;
    const timer = window.setTimeout(
      () => setOpened({ view: 'main', preferences: DEFAULT_PREFERENCES, count: 0 }),
      BANNER_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    function reopen() {
      setOpened((current) => ({
        view: 'manage',
        preferences: readConsent(localStorage, new Date())?.preferences ?? DEFAULT_PREFERENCES,
        count: (current?.count ?? 0) + 1,
      }));
    }
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        key={opened.count}
        initialView={opened.view}
        initialPreferences={opened.preferences}
        onClose={() => setOpened(null)}
      />
    </Suspense>
  );
}

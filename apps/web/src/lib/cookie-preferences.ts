/**
 * Any page can reopen the cookie banner's preferences (the footer does), without
 * depending on the feature that draws it.
 */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'das:open-cookie-preferences';

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}

/**
 * What the browser keeps (DECISIONS.md "Data": preferences and UI flags only;
 * never anything that lets a script act as the user).
 */
export const STORAGE_KEYS = {
  lastActivity: 'lastActivity',
  demoMode: 'demo_mode',
  demoUserAuthenticated: 'demo_user_authenticated',
  groupWelcomeSeen: (userId: string) => `group-welcome-seen:${userId}`,
  cookieConsent: 'cookie-consent',
  cookieConsentDate: 'cookie-consent-date',
  cookiePreferences: 'cookie-preferences',
  /** The showroom board's theme on this screen: dark (a TV's default) or light. */
  boardTheme: 'board-theme',
} as const;

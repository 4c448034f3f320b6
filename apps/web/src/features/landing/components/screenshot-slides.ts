/**
 * The four dashboard screenshots of SPEC.md §1, as `npm run screenshots` writes
 * them (scripts/screenshots.mjs): the hero rotates them, /screenshots shows them
 * large. Texts live at `publicSite.screenshots.items.{key}`.
 */
export const SCREENSHOT_SIZE = { width: 1440, height: 900 } as const;

export const SCREENSHOTS = [
  { key: 'sales', src: '/screenshots/sales.webp' },
  { key: 'financeManager', src: '/screenshots/finance-manager.webp' },
  { key: 'salesManager', src: '/screenshots/sales-manager.webp' },
  { key: 'generalManager', src: '/screenshots/general-manager.webp' },
] as const;

export type Screenshot = (typeof SCREENSHOTS)[number];

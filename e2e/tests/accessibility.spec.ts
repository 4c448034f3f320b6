import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signInThroughLoginPage } from './helpers';

/**
 * Each page once its content (not a spinner) is on screen: its heading drawn and
 * nothing loading. Not 'networkidle', which a live dashboard never reaches: it
 * keeps its store's event stream open (ADR 027).
 */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.locator('[role="status"][aria-busy="true"], .animate-pulse').first(),
  ).toHaveCount(0, { timeout: 15_000 });
}

// The landing, about, pricing, legal, VIP and screenshot pages are checked at two
// widths in public-site.spec.ts.
const PUBLIC_PAGES = [
  '/auth',
  '/demo',
  '/dashboard-selector',
  '/auth/reset-password',
  '/auth/signup-success',
  '/signup',
  '/signup/single-finance',
  '/signup/dealership',
  '/signup/dealer-group',
  '/signup/subscription?plan=dealership',
  '/signup/success?plan=dealer_group',
  '/welcome/single-finance',
  '/welcome/dealership',
  '/welcome/dealer-group?newuser=true',
];

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await settled(page, path);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

const SIGNED_IN_PAGES: Record<string, string[]> = {
  finance_manager: ['/dashboard/finance', '/finance-deal-log', '/finance-manager/log-deal'],
  single_finance_manager: ['/dashboard/single-finance', '/single-finance/settings'],
  finance_director: ['/dashboard/finance-director'],
  salesperson: ['/dashboard/sales', '/dashboard/schedule', '/dashboard/sales-log'],
  sales_manager: [
    '/dashboard/sales-manager',
    '/dashboard/deals',
    '/dashboard/sales-log',
    '/dashboard/schedule',
    '/dashboard/goals',
    '/dashboard/team',
    '/dashboard/pay-plans',
    '/dashboard/reports',
    '/dashboard/dealer-insights',
    '/dashboard/forms',
  ],
  general_manager: ['/dashboard/gm'],
};

for (const [role, pages] of Object.entries(SIGNED_IN_PAGES)) {
  test(`${role}'s pages have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(30_000 + pages.length * 15_000);
    await signInThroughLoginPage(page, `${role}@demo.example.com`);
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await settled(page, path);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}

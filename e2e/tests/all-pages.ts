import { test as base, type Browser, type BrowserContextOptions } from '@playwright/test';
import { signInThroughLoginPage } from './helpers';

/**
 * Every page of the app, once each, for the checks that run over all of them
 * (issue 16: axe in accessibility.spec.ts, text fit in text-fit.spec.ts). A page is
 * listed under the role that sees the most of it; one another role sees differently
 * (a manager's deal log has actions a salesperson's has not) is listed again under that
 * role. Add a page here as it is built.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/about',
  '/screenshots',
  '/pricing',
  '/legal/terms',
  '/legal/privacy',
  '/legal/subscription',
  '/vip-access',
  '/demo',
  '/dashboard-selector',
  '/auth',
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

export const ROLE_PAGES = {
  salesperson: [
    '/dashboard/sales',
    '/dashboard/deals',
    '/dashboard/sales-log',
    '/dashboard/schedule',
    '/dashboard/forms',
    '/dashboard/dealer-insights',
    '/my-record',
  ],
  viewer: ['/dashboard/sales'],
  finance_manager: [
    '/dashboard/finance',
    '/finance-deal-log',
    '/finance-manager/log-deal',
    '/my-record',
    '/deals/import',
  ],
  single_finance_manager: [
    '/single-finance/home',
    '/single-finance/deals',
    '/single-finance/log-deal',
    '/single-finance/settings',
  ],
  sales_manager: [
    '/dashboard/sales-manager',
    '/dashboard/deals',
    '/dashboard/sales-log',
    '/dashboard/schedule',
    '/dashboard/reports',
    '/dashboard/team',
    '/dashboard/goals',
    '/dashboard/pay-plans',
  ],
  finance_director: ['/dashboard/finance-director'],
  general_manager: ['/dashboard/gm', '/dashboard/deals', '/dashboard/forms'],
  dealership_admin: ['/dashboard/admin', '/dashboard/admin/people', '/dashboard/admin/settings'],
  dealer_group_admin: [
    '/group-admin',
    '/group-admin/settings',
    '/dealership/46',
    '/dealership/46/general-manager',
    '/dealership/46/sales-manager',
    '/dealership/46/finance',
  ],
  area_vice_president: ['/avp-full-dashboard', '/avp-full-dashboard/groups/1'],
  master_admin: [
    '/master-admin',
    '/master-admin/records',
    '/master-admin/tenants',
    '/master-admin/people',
    '/master-admin/subscriptions',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DemoRole = keyof typeof ROLE_PAGES;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Each role's signed-in browser state, made once per worker (a worker loads this module once). */
const signedInStates = new Map<DemoRole, Promise<StorageState>>();

async function signIn(
  browser: Browser,
  role: DemoRole,
  options: BrowserContextOptions,
): Promise<StorageState> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await signInThroughLoginPage(page, `${role}@demo.example.com`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * `test.use({ role })` starts each test signed in as that demo role, from the state
 * its worker saved at the first sign-in rather than through the login page each time.
 */
export const test = base.extend<{ role: DemoRole | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, storageState, browser, baseURL }, use) => {
    if (role === null) return use(storageState);
    if (!signedInStates.has(role)) {
      const state = signIn(browser, role, { baseURL, storageState });
      // A failed sign-in is not kept: the next test tries again.
      state.catch(() => signedInStates.delete(role));
      signedInStates.set(role, state);
    }
    await use(await signedInStates.get(role)!);
  },
});

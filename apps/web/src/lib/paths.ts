import type { SignupPlan } from '@das/shared/subscription-plans';

/**
 * What a welcome page shows after a sign-up (issue 6). It travels in the
 * address, so a reload keeps it: the inbox, the day the trial ends
 * (YYYY-MM-DD) and, for a dealer group, how many stores it covers.
 */
export interface SignupFacts {
  email: string;
  trialEnds: string;
  stores?: number;
}

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Every route of SPEC.md §2 in one table (ARCHITECTURE.md convention 8):
 * components link with `paths.x.getHref()`, never with string literals.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  demo: { path: '/demo', getHref: () => '/demo' },
  about: { path: '/about', getHref: () => '/about' },
  screenshots: { path: '/screenshots', getHref: () => '/screenshots' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  subscriptions: { path: '/subscriptions', getHref: () => '/subscriptions' },
  legalTerms: { path: '/legal/terms', getHref: () => '/legal/terms' },
  legalPrivacy: { path: '/legal/privacy', getHref: () => '/legal/privacy' },
  legalSubscription: { path: '/legal/subscription', getHref: () => '/legal/subscription' },
  signup: { path: '/signup', getHref: () => '/signup' },
  signupSingleFinance: { path: '/signup/single-finance', getHref: () => '/signup/single-finance' },
  signupDealership: { path: '/signup/dealership', getHref: () => '/signup/dealership' },
  signupDealerGroup: { path: '/signup/dealer-group', getHref: () => '/signup/dealer-group' },
  signupSubscription: {
    path: '/signup/subscription',
    getHref: (plan?: SignupPlan) => `/signup/subscription${query({ plan })}`,
  },
  signupDealershipLegacy: {
    path: '/signup/dealership-legacy',
    getHref: () => '/signup/dealership-legacy',
  },
  simpleSignup: { path: '/simple-signup', getHref: () => '/simple-signup' },
  signupSuccess: {
    path: '/signup/success',
    getHref: (plan?: SignupPlan, trialEnds?: string) =>
      `/signup/success${query({ plan, trialEnds })}`,
  },
  subscriptionSuccess: {
    path: '/subscription/success',
    getHref: (plan?: SignupPlan, trialEnds?: string) =>
      `/subscription/success${query({ plan, trialEnds })}`,
  },
  welcomeSingleFinance: {
    path: '/welcome/single-finance',
    getHref: (facts?: SignupFacts) => `/welcome/single-finance${query({ ...facts })}`,
  },
  welcomeSingleFinanceRedirect: {
    path: '/welcome/single-finance-redirect',
    getHref: () => '/welcome/single-finance-redirect',
  },
  welcomeDealerGroup: {
    path: '/welcome/dealer-group',
    getHref: (newUser = false, facts?: SignupFacts) =>
      `/welcome/dealer-group${query({ newuser: newUser ? 'true' : undefined, ...facts })}`,
  },
  welcomeDealership: {
    path: '/welcome/dealership',
    getHref: (facts?: SignupFacts) => `/welcome/dealership${query({ ...facts })}`,
  },
  vipAccess: { path: '/vip-access', getHref: () => '/vip-access' },

  auth: {
    path: '/auth',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/auth?redirect=${encodeURIComponent(redirectTo)}` : '/auth',
  },
  login: { path: '/login', getHref: () => '/login' },
  accountNotReady: { path: '/auth', getHref: () => '/auth?noredirect=true&reason=no-dealership' },
  signupSuccessNotice: { path: '/auth/signup-success', getHref: () => '/auth/signup-success' },
  resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  /** Where an invitation e-mail's link lands (`?token=`). */
  invitation: { path: '/invitation', getHref: () => '/invitation' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  logout: { path: '/logout', getHref: () => '/logout' },
  directLogin: { path: '/direct-login', getHref: () => '/direct-login' },
  dashboardSelector: { path: '/dashboard-selector', getHref: () => '/dashboard-selector' },
  reset: { path: '/reset', getHref: () => '/reset' },
  devMailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  masterAdmin: { path: '/master-admin', getHref: () => '/master-admin' },
  /** The panel's audit log, security events and CSP reports (issue 13). */
  masterAdminRecords: {
    path: '/master-admin/records',
    getHref: () => '/master-admin/records',
  },
  /** The panel's areas, dealer groups and dealerships (issue 13). */
  masterAdminTenants: {
    path: '/master-admin/tenants',
    getHref: () => '/master-admin/tenants',
  },
  /** The panel's people across every store: find, unlock, help sign in (issue 13). */
  masterAdminPeople: {
    path: '/master-admin/people',
    getHref: () => '/master-admin/people',
  },
  /** Every tenant's subscription: extend a trial, activate, cancel (issue 13). */
  masterAdminSubscriptions: {
    path: '/master-admin/subscriptions',
    getHref: () => '/master-admin/subscriptions',
  },
  groupAdmin: { path: '/group-admin', getHref: () => '/group-admin' },
  /** The group's name, stores, their admins and people across stores (issue 12). */
  groupSettings: { path: '/group-admin/settings', getHref: () => '/group-admin/settings' },
  areaVicePresident: { path: '/avp-full-dashboard', getHref: () => '/avp-full-dashboard' },
  /** A group's rollup, as its area's vice president drills down to it. */
  areaGroup: {
    path: '/avp-full-dashboard/groups/:groupId',
    getHref: (id: number) => `/avp-full-dashboard/groups/${id}`,
  },
  dealershipAdmin: { path: '/dashboard/admin', getHref: () => '/dashboard/admin' },
  /** The store's settings, from the dealership admin's home. */
  showroomBoard: {
    path: '/board/:dealershipId',
    /** The device token after `#`: a fragment never leaves the browser (ADR 028). */
    getHref: (dealershipId: number, token: string) => `/board/${dealershipId}#token=${token}`,
  },
  storeSettings: { path: '/dashboard/admin/settings', getHref: () => '/dashboard/admin/settings' },
  dealershipAdminPeople: {
    path: '/dashboard/admin/people',
    getHref: () => '/dashboard/admin/people',
  },
  salesDashboard: { path: '/dashboard/sales', getHref: () => '/dashboard/sales' },
  financeDashboard: { path: '/dashboard/finance/*', getHref: () => '/dashboard/finance' },
  singleFinanceDashboard: {
    path: '/dashboard/single-finance/*',
    getHref: () => '/dashboard/single-finance',
  },
  financeDirectorDashboard: {
    path: '/dashboard/finance-director/*',
    getHref: () => '/dashboard/finance-director',
  },
  salesManagerDashboard: {
    path: '/dashboard/sales-manager',
    getHref: () => '/dashboard/sales-manager',
  },
  generalManagerDashboard: { path: '/dashboard/gm', getHref: () => '/dashboard/gm' },
  dashboardDeals: {
    path: '/dashboard/deals',
    /** `fi` names the F&I manager whose deals the log opens on (features/deals reads it). */
    getHref: (fiManagerId?: string) =>
      fiManagerId ? `/dashboard/deals?fi=${encodeURIComponent(fiManagerId)}` : '/dashboard/deals',
  },
  dealImport: { path: '/deals/import', getHref: () => '/deals/import' },
  contractsInTransit: {
    path: '/dashboard/contracts-in-transit',
    getHref: () => '/dashboard/contracts-in-transit',
  },
  dashboardSchedule: { path: '/dashboard/schedule', getHref: () => '/dashboard/schedule' },
  /** Issue 15: the signed-in person's own record and its export. */
  myRecord: { path: '/my-record', getHref: () => '/my-record' },
  dashboardReports: { path: '/dashboard/reports', getHref: () => '/dashboard/reports' },
  dashboardTeam: { path: '/dashboard/team', getHref: () => '/dashboard/team' },
  dashboardGoals: { path: '/dashboard/goals', getHref: () => '/dashboard/goals' },
  dashboardPayPlans: { path: '/dashboard/pay-plans', getHref: () => '/dashboard/pay-plans' },
  dashboardForms: { path: '/dashboard/forms', getHref: () => '/dashboard/forms' },
  dashboardDealerInsights: {
    path: '/dashboard/dealer-insights',
    getHref: () => '/dashboard/dealer-insights',
  },
  dealership: { path: '/dealership/:dealershipId', getHref: (id: number) => `/dealership/${id}` },
  /** A store's boards read from above it (ADR 019): the GM's, the sales manager's, the F&I office's. */
  dealershipGeneralManager: {
    path: '/dealership/:dealershipId/general-manager',
    getHref: (id: number) => `/dealership/${id}/general-manager`,
  },
  dealershipSalesManager: {
    path: '/dealership/:dealershipId/sales-manager',
    getHref: (id: number) => `/dealership/${id}/sales-manager`,
  },
  dealershipFinance: {
    path: '/dealership/:dealershipId/finance',
    getHref: (id: number) => `/dealership/${id}/finance`,
  },
  dealershipDeals: {
    path: '/dealership/:dealershipId/deals',
    /** `fi` as in dashboardDeals. */
    getHref: (id: number, fiManagerId?: string) =>
      fiManagerId
        ? `/dealership/${id}/deals?fi=${encodeURIComponent(fiManagerId)}`
        : `/dealership/${id}/deals`,
  },
  dealershipSchedule: {
    path: '/dealership/:dealershipId/schedule',
    getHref: (id: number) => `/dealership/${id}/schedule`,
  },
  dealershipForms: {
    path: '/dealership/:dealershipId/forms',
    getHref: (id: number) => `/dealership/${id}/forms`,
  },
  dealershipDealerInsights: {
    path: '/dealership/:dealershipId/dealer-insights',
    getHref: (id: number) => `/dealership/${id}/dealer-insights`,
  },
  financeLogDeal: { path: '/finance-manager/log-deal', getHref: () => '/finance-manager/log-deal' },
  dealLog: { path: '/deal-log', getHref: () => '/deal-log' },
  /** Every sale the caller may see (a salesperson their own), beside the deal log. */
  dashboardSalesLog: { path: '/dashboard/sales-log', getHref: () => '/dashboard/sales-log' },
  financeDealLog: { path: '/finance-deal-log', getHref: () => '/finance-deal-log' },
  singleFinanceDealLog: {
    path: '/single-finance-deal-log',
    getHref: () => '/single-finance-deal-log',
  },
  singleFinanceHome: { path: '/single-finance/home', getHref: () => '/single-finance/home' },
  singleFinanceDeals: { path: '/single-finance/deals', getHref: () => '/single-finance/deals' },
  singleFinanceLogDeal: {
    path: '/single-finance/log-deal',
    getHref: () => '/single-finance/log-deal',
  },
  singleFinanceSettings: {
    path: '/single-finance/settings',
    getHref: () => '/single-finance/settings',
  },
} as const;

export type PathKey = keyof typeof paths;

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorPage } from './error-page';
import { DashboardDispatcher, RouteGuard } from './guards';
import { RootLayout } from './root-layout';

/**
 * The whole route table of SPEC.md §2. Every page is its own lazily loaded
 * chunk, so the landing page never downloads dashboard code.
 */
type Lazy = RouteObject['lazy'];
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType): Lazy =>
  async () => ({ Component: pick(await load()) });

const landing = page(
  () => import('@/features/landing/routes/landing-page'),
  (m) => m.LandingPage,
);
const comingSoon = page(
  () => import('./routes/coming-soon'),
  (m) => m.ComingSoonPage,
);
const comingSoonPanel = page(
  () => import('./routes/coming-soon'),
  (m) => m.ComingSoonPanel,
);
const roleHome = page(
  () => import('@/features/home/routes/role-home-page'),
  (m) => m.RoleHomePage,
);
const shell = page(
  () => import('./shell/app-shell'),
  (m) => m.AppShell,
);

/** The public site around the landing page (issue 6): nav, footer and real content. */
const publicSiteRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    lazy: page(
      () => import('@/features/landing/routes/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: paths.screenshots.path,
    lazy: page(
      () => import('@/features/landing/routes/screenshots-page'),
      (m) => m.ScreenshotsPage,
    ),
  },
  {
    path: paths.pricing.path,
    lazy: page(
      () => import('@/features/landing/routes/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: paths.legalTerms.path,
    lazy: page(
      () => import('@/features/landing/routes/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: paths.legalPrivacy.path,
    lazy: page(
      () => import('@/features/landing/routes/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: paths.legalSubscription.path,
    lazy: page(
      () => import('@/features/landing/routes/subscription-terms-page'),
      (m) => m.SubscriptionTermsPage,
    ),
  },
  {
    path: paths.vipAccess.path,
    lazy: page(
      () => import('@/features/landing/routes/vip-access-page'),
      (m) => m.VipAccessPage,
    ),
  },
];

/** Public pages whose content arrives with the public-site issue. */
const publicComingSoon = [paths.reset];

/** The sign-up flows and the pages they end on (issue 6). */
const signupRoutes: RouteObject[] = [
  {
    path: paths.signup.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-choice-page'),
      (m) => m.SignupChoicePage,
    ),
  },
  {
    path: paths.signupSingleFinance.path,
    lazy: page(
      () => import('@/features/auth/routes/single-finance-signup-page'),
      (m) => m.SingleFinanceSignupPage,
    ),
  },
  {
    path: paths.signupDealership.path,
    lazy: page(
      () => import('@/features/auth/routes/dealership-signup-page'),
      (m) => m.DealershipSignupPage,
    ),
  },
  {
    path: paths.signupDealerGroup.path,
    lazy: page(
      () => import('@/features/auth/routes/dealer-group-signup-page'),
      (m) => m.DealerGroupSignupPage,
    ),
  },
  {
    path: paths.signupSubscription.path,
    lazy: page(
      () => import('@/features/auth/routes/subscription-signup-page'),
      (m) => m.SubscriptionSignupPage,
    ),
  },
  // Old addresses of the first product lead to the current flows (docs/decisions/006).
  {
    path: paths.simpleSignup.path,
    element: <Navigate to={paths.signupSingleFinance.getHref()} replace />,
  },
  {
    path: paths.signupDealershipLegacy.path,
    element: <Navigate to={paths.signupDealership.getHref()} replace />,
  },
  ...[paths.signupSuccess, paths.subscriptionSuccess].map((route) => ({
    path: route.path,
    lazy: page(
      () => import('@/features/auth/routes/subscription-success-page'),
      (m) => m.SubscriptionSuccessPage,
    ),
  })),
  {
    path: paths.welcomeSingleFinance.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-welcome-page'),
      (m) => m.SingleFinanceWelcomePage,
    ),
  },
  {
    path: paths.welcomeDealership.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-welcome-page'),
      (m) => m.DealershipWelcomePage,
    ),
  },
  {
    path: paths.welcomeDealerGroup.path,
    lazy: page(
      () => import('@/features/auth/routes/dealer-group-welcome-page'),
      (m) => m.DealerGroupWelcomePage,
    ),
  },
  {
    path: paths.welcomeSingleFinanceRedirect.path,
    lazy: page(
      () => import('@/features/auth/routes/single-finance-redirect-page'),
      (m) => m.SingleFinanceRedirectPage,
    ),
  },
];

/** Each role's home: the shell with who is signed in, until its dashboard issue fills it. */
const roleHomes = [
  paths.masterAdmin,
  paths.groupAdmin,
  paths.areaVicePresident,
  paths.dealershipAdmin,
];

const schedule = page(
  () => import('@/features/schedule/routes/schedule-page'),
  (m) => m.SchedulePage,
);
const forms = page(
  () => import('@/features/forms/routes/forms-page'),
  (m) => m.FormsPage,
);
const insights = page(
  () => import('@/features/reports/routes/dealer-insights-page'),
  (m) => m.DealerInsightsPage,
);

/** The sales floor (issue 5). */
const salesFloorRoutes: RouteObject[] = [
  {
    path: paths.salesDashboard.path,
    lazy: page(
      () => import('@/features/sales-floor/routes/salesperson-dashboard-page'),
      (m) => m.SalespersonDashboardPage,
    ),
  },
  {
    path: paths.salesManagerDashboard.path,
    lazy: page(
      () => import('@/features/sales-floor/routes/sales-manager-dashboard-page'),
      (m) => m.SalesManagerDashboardPage,
    ),
  },
  {
    path: paths.generalManagerDashboard.path,
    lazy: page(
      () => import('@/features/sales-floor/routes/general-manager-dashboard-page'),
      (m) => m.GeneralManagerDashboardPage,
    ),
  },
  ...[paths.dashboardSchedule, paths.dealershipSchedule].map((route) => ({
    path: route.path,
    lazy: schedule,
  })),
  ...[paths.dashboardForms, paths.dealershipForms].map((route) => ({
    path: route.path,
    lazy: forms,
  })),
  ...[paths.dashboardDealerInsights, paths.dealershipDealerInsights].map((route) => ({
    path: route.path,
    lazy: insights,
  })),
  {
    path: paths.dashboardReports.path,
    lazy: page(
      () => import('@/features/reports/routes/sales-report-page'),
      (m) => m.SalesReportPage,
    ),
  },
  {
    path: paths.dashboardTeam.path,
    lazy: page(
      () => import('@/features/team/routes/team-page'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: paths.dashboardSalesLog.path,
    lazy: page(
      () => import('@/features/sales-floor/routes/sales-log-page'),
      (m) => m.SalesLogPage,
    ),
  },
  {
    path: paths.dashboardGoals.path,
    lazy: page(
      () => import('@/features/goals/routes/goals-page'),
      (m) => m.GoalsPage,
    ),
  },
  {
    path: paths.dashboardPayPlans.path,
    lazy: page(
      () => import('@/features/pay-plans/routes/pay-plans-page'),
      (m) => m.PayPlansPage,
    ),
  },
];

const dealLog = page(
  () => import('@/features/deals/routes/deal-log-page'),
  (m) => m.DealLogPage,
);
const logDeal = page(
  () => import('@/features/deals/routes/log-deal-page'),
  (m) => m.LogDealPage,
);
const singleFinanceDashboard = page(
  () => import('@/features/finance/routes/single-finance-dashboard-page'),
  (m) => m.SingleFinanceDashboardPage,
);

/** The F&I screens (issue 4). */
const financeRoutes: RouteObject[] = [
  ...[
    paths.dealLog,
    paths.financeDealLog,
    paths.singleFinanceDealLog,
    paths.singleFinanceDeals,
    paths.dashboardDeals,
    paths.dealershipDeals,
  ].map((route) => ({ path: route.path, lazy: dealLog })),
  ...[paths.financeLogDeal, paths.singleFinanceLogDeal].map((route) => ({
    path: route.path,
    lazy: logDeal,
  })),
  {
    path: paths.financeDashboard.path,
    lazy: page(
      () => import('@/features/finance/routes/finance-dashboard-page'),
      (m) => m.FinanceDashboardPage,
    ),
  },
  {
    path: paths.financeDirectorDashboard.path,
    lazy: page(
      () => import('@/features/finance/routes/finance-director-dashboard-page'),
      (m) => m.FinanceDirectorDashboardPage,
    ),
  },
  { path: paths.singleFinanceDashboard.path, lazy: singleFinanceDashboard },
  { path: paths.singleFinanceHome.path, lazy: singleFinanceDashboard },
  {
    path: paths.singleFinanceSettings.path,
    lazy: page(
      () => import('@/features/single-finance/routes/settings-page'),
      (m) => m.SingleFinanceSettingsPage,
    ),
  },
];

/** The dealership overview page, which the admin issues fill. */
const appComingSoon = [paths.dealership];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // The first lazy page loads in a blink; a blank frame beats a flash of spinner.
    HydrateFallback: () => null,
    children: [
      { path: paths.landing.path, lazy: landing },
      ...publicSiteRoutes,
      {
        path: paths.subscriptions.path,
        element: <Navigate to={paths.pricing.getHref()} replace />,
      },
      { path: paths.login.path, element: <Navigate to={paths.auth.getHref()} replace /> },
      {
        path: paths.auth.path,
        lazy: page(
          () => import('@/features/auth/routes/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.logout.path,
        lazy: page(
          () => import('@/features/auth/routes/logout-page'),
          (m) => m.LogoutPage,
        ),
      },
      {
        path: paths.authCallback.path,
        lazy: page(
          () => import('@/features/auth/routes/auth-callback-page'),
          (m) => m.AuthCallbackPage,
        ),
      },
      {
        path: paths.resetPassword.path,
        lazy: page(
          () => import('@/features/auth/routes/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      ...signupRoutes,
      {
        path: paths.signupSuccessNotice.path,
        lazy: page(
          () => import('@/features/auth/routes/signup-success-page'),
          (m) => m.SignupSuccessPage,
        ),
      },
      {
        path: paths.demo.path,
        lazy: page(
          () => import('@/features/demo/routes/demo-page'),
          (m) => m.DemoPage,
        ),
      },
      {
        path: paths.dashboardSelector.path,
        lazy: page(
          () => import('@/features/demo/routes/dashboard-selector-page'),
          (m) => m.DashboardSelectorPage,
        ),
      },
      {
        path: paths.directLogin.path,
        lazy: page(
          () => import('@/features/demo/routes/direct-login-page'),
          (m) => m.DirectLoginPage,
        ),
      },
      {
        path: paths.devMailbox.path,
        lazy: page(
          () => import('@/features/dev-mailbox/routes/mailbox-page'),
          (m) => m.MailboxPage,
        ),
      },
      ...publicComingSoon.map((route) => ({ path: route.path, lazy: comingSoon })),
      { path: paths.dashboard.path, element: <DashboardDispatcher /> },
      {
        element: <RouteGuard />,
        children: [
          {
            lazy: shell,
            children: [
              ...roleHomes.map((route) => ({ path: route.path, lazy: roleHome })),
              ...financeRoutes,
              ...salesFloorRoutes,
              ...appComingSoon.map((route) => ({ path: route.path, lazy: comingSoonPanel })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

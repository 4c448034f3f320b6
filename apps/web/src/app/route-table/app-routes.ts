import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { page } from './lazy-page';

const roleHome = page(
  () => import('@/features/home/routes/role-home-page'),
  (m) => m.RoleHomePage,
);
const comingSoonPanel = page(
  () => import('../routes/coming-soon'),
  (m) => m.ComingSoonPanel,
);

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

/** The signed-in app's pages, all inside the shell (sidebar and header). */
export const appRoutes: RouteObject[] = [
  ...roleHomes.map((route) => ({ path: route.path, lazy: roleHome })),
  {
    path: paths.dealershipAdminPeople.path,
    lazy: page(
      () => import('@/features/team/routes/people-page'),
      (m) => m.PeoplePage,
    ),
  },
  ...financeRoutes,
  ...salesFloorRoutes,
  ...appComingSoon.map((route) => ({ path: route.path, lazy: comingSoonPanel })),
];

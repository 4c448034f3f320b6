import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { page } from './lazy-page';

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

const salesManagerBoard = page(
  () => import('@/features/sales-floor/routes/sales-manager-dashboard-page'),
  (m) => m.SalesManagerDashboardPage,
);
const generalManagerBoard = page(
  () => import('@/features/sales-floor/routes/general-manager-dashboard-page'),
  (m) => m.GeneralManagerDashboardPage,
);
const financeDirectorBoard = page(
  () => import('@/features/finance/routes/finance-director-dashboard-page'),
  (m) => m.FinanceDirectorDashboardPage,
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
  // Each board also read from above the store, under its id (ADR 019).
  ...[paths.salesManagerDashboard, paths.dealershipSalesManager].map((route) => ({
    path: route.path,
    lazy: salesManagerBoard,
  })),
  ...[paths.generalManagerDashboard, paths.dealershipGeneralManager].map((route) => ({
    path: route.path,
    lazy: generalManagerBoard,
  })),
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

/** The dealership admin's and single dealer admin's screens (issue 12). */
const storeAdminRoutes: RouteObject[] = [
  {
    path: paths.dealershipAdmin.path,
    lazy: page(
      () => import('@/features/sales-floor/routes/admin-home-page'),
      (m) => m.AdminHomePage,
    ),
  },
  {
    path: paths.storeSettings.path,
    lazy: page(
      () => import('@/features/store-settings/routes/store-settings-page'),
      (m) => m.StoreSettingsPage,
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
  ...[paths.financeDirectorDashboard, paths.dealershipFinance].map((route) => ({
    path: route.path,
    lazy: financeDirectorBoard,
  })),
  {
    path: paths.dealImport.path,
    lazy: page(
      () => import('@/features/deal-import/routes/deal-import-page'),
      (m) => m.DealImportPage,
    ),
  },
  {
    path: paths.contractsInTransit.path,
    lazy: page(
      () => import('@/features/contracts-in-transit/routes/contracts-in-transit-page'),
      (m) => m.ContractsInTransitPage,
    ),
  },
  {
    path: paths.myRecord.path,
    lazy: page(
      () => import('@/features/my-record/routes/my-record-page'),
      (m) => m.MyRecordPage,
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

const groupRollup = page(
  () => import('@/features/rollups/routes/group-rollup-page'),
  (m) => m.GroupRollupPage,
);

/** Above the store (issue 12): a group's rollup, an area's, a store's overview. */
const rollupRoutes: RouteObject[] = [
  ...[paths.groupAdmin, paths.areaGroup].map((route) => ({ path: route.path, lazy: groupRollup })),
  {
    path: paths.groupSettings.path,
    lazy: page(
      () => import('@/features/group-settings/routes/group-settings-page'),
      (m) => m.GroupSettingsPage,
    ),
  },
  {
    path: paths.areaVicePresident.path,
    lazy: page(
      () => import('@/features/rollups/routes/area-rollup-page'),
      (m) => m.AreaRollupPage,
    ),
  },
  {
    path: paths.dealership.path,
    lazy: page(
      () => import('@/features/rollups/routes/store-overview-page'),
      (m) => m.StoreOverviewPage,
    ),
  },
];

/** The signed-in app's pages, all inside the shell (sidebar and header). */
export const appRoutes: RouteObject[] = [
  {
    path: paths.masterAdmin.path,
    lazy: page(
      () => import('@/app/routes/master-admin-page'),
      (m) => m.MasterAdminPage,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('@/features/platform-usage/routes/usage-page'),
          (m) => m.UsagePage,
        ),
      },
      {
        path: paths.masterAdminRecords.path,
        lazy: page(
          () => import('@/features/platform-records/routes/platform-records'),
          (m) => m.PlatformRecords,
        ),
      },
      {
        path: paths.masterAdminTenants.path,
        lazy: page(
          () => import('@/features/platform-tenants/routes/tenants-page'),
          (m) => m.TenantsPage,
        ),
      },
      {
        path: paths.masterAdminPeople.path,
        lazy: page(
          () => import('@/features/platform-people/routes/people-page'),
          (m) => m.PlatformPeoplePage,
        ),
      },
      {
        path: paths.masterAdminSubscriptions.path,
        lazy: page(
          () => import('@/features/platform-subscriptions/routes/subscriptions-page'),
          (m) => m.SubscriptionsPage,
        ),
      },
    ],
  },
  {
    path: paths.dealershipAdminPeople.path,
    lazy: page(
      () => import('@/features/team/routes/people-page'),
      (m) => m.PeoplePage,
    ),
  },
  ...financeRoutes,
  ...salesFloorRoutes,
  ...storeAdminRoutes,
  ...rollupRoutes,
];

import { ManagerDashboard } from '../components/manager-dashboard';

/** `/dashboard/finance/*`: a finance manager's own figures, the store's leaderboard beside them. */
export function FinanceDashboardPage() {
  return <ManagerDashboard variant="finance" />;
}

import { ManagerDashboard } from '../components/manager-dashboard';

/** `/dashboard/single-finance/*` and `/single-finance/home`: the finance manager who works alone. */
export function SingleFinanceDashboardPage() {
  return <ManagerDashboard variant="single" />;
}

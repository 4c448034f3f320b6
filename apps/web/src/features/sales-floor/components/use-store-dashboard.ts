import type { UseQueryResult } from '@tanstack/react-query';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { localToday } from '@/lib/local-today';
import { useSession } from '@/lib/session/session';
import type { StoreDashboardParams } from '@/entities/sale/api/get-sales-manager-dashboard';
import { useDashboardLabels, type FloorDashboardBase } from './dashboard-labels';

/**
 * A manager's store dashboard: the period of the address, the store's figures
 * for it and how to label them, and the store's day (the browser's until the
 * server says).
 */
export function useStoreDashboard<T extends FloorDashboardBase>(
  useDashboard: (params: StoreDashboardParams) => UseQueryResult<T>,
) {
  const { user } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const dashboard = useDashboard({ dealershipId: user?.dealershipId ?? null, period });
  const labels = useDashboardLabels(period, dashboard);
  return {
    user,
    period,
    setPeriod,
    dashboard,
    today: dashboard.data?.today ?? localToday(),
    ...labels,
  };
}

export type StoreDashboardView = ReturnType<typeof useStoreDashboard>;

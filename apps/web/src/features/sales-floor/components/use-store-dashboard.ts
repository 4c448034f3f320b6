import type { UseQueryResult } from '@tanstack/react-query';
import { parseDealershipId } from '@das/shared/route-access';
import { useParams } from 'react-router';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { localToday } from '@/lib/local-today';
import { useSession } from '@/lib/session/session';
import type { StoreDashboardParams } from '@/entities/sale/api/get-sales-manager-dashboard';
import { useDashboardLabels, type FloorDashboardBase } from './dashboard-labels';

/**
 * A manager's store dashboard: the period of the address, the store's figures
 * for it and how to label them, and the store's day (the browser's until the
 * server says). The store is the one in a `/dealership/{id}/…` path (a board
 * read from above, ADR 019), else `chosenStore` (a group admin's pick), else
 * the caller's own.
 */
export function useStoreDashboard<T extends FloorDashboardBase>(
  useDashboard: (params: StoreDashboardParams) => UseQueryResult<T>,
  chosenStore: number | null = null,
) {
  const { user } = useSession();
  const routeStore = parseDealershipId(useParams().dealershipId) ?? null;
  const storeId = routeStore ?? chosenStore ?? user?.dealershipId ?? null;
  const ownStore = storeId === (user?.dealershipId ?? null);
  // Another store's name comes from the stores the caller may see (cached by the route guard).
  const dealerships = useAccessibleDealerships(ownStore ? undefined : user?.id);
  const storeName = ownStore
    ? (user?.dealershipName ?? null)
    : (dealerships.data?.find((store) => store.id === storeId)?.name ?? null);
  const [period, setPeriod] = usePeriodParam();
  const dashboard = useDashboard({ dealershipId: storeId, period });
  const labels = useDashboardLabels(period, dashboard);
  return {
    user,
    period,
    setPeriod,
    dashboard,
    storeId,
    storeName,
    ownStore,
    /**
     * A board opened from above the store (`/dealership/{id}/…`): its route
     * admits only those above it, who read and change nothing (ADR 019), so
     * the manager's own links and edit controls are left out.
     */
    fromAbove: routeStore !== null,
    today: dashboard.data?.today ?? localToday(),
    ...labels,
  };
}

export type StoreDashboardView = ReturnType<typeof useStoreDashboard>;

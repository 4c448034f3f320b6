import { parseDealershipId } from '@das/shared/route-access';
import { Building2, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { DashboardState } from '@/components/ui/dashboard-state';
import { DepartmentCards } from '../components/department-cards';
import { PvrCards } from '../components/pvr-cards';
import { StoreDashboardHeader } from '../components/store-dashboard-header';
import { screenLinks, StoreLinks } from '../components/store-links';
import { useStoreDashboard } from '../components/use-store-dashboard';
import { useAdminHome } from '../api/get-admin-home';
import { FinanceHealthPanel } from '../components/admin-finance-health-panel';
import { PacePanel } from '../components/admin-pace-panel';
import {
  AttentionPanel,
  PendingFundingPanel,
  QuietPanel,
  SalespeoplePanel,
} from '../components/admin-people-panels';
import { StorePicker } from '../components/store-picker';

/**
 * The store the admin home shows: the admin's own, or for a group admin (and
 * platform staff), who have none, the one picked (`?store=`), by default the
 * first they may see — so the page never asks the server without a store.
 */
function useAdminStore() {
  const { user } = useSession();
  const picks = user !== null && user.dealershipId === null;
  const stores = useAccessibleDealerships(picks ? user.id : undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = parseDealershipId(searchParams.get('store') ?? undefined);
  const list = stores.data ?? [];
  const chosen = (list.find((store) => store.id === asked) ?? list[0])?.id ?? null;
  const choose = (id: number) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('store', String(id));
        return params;
      },
      { replace: true },
    );
  return { picks, stores, chosen, choose };
}

/**
 * `/dashboard/admin`: the dealership admin's (and single dealer admin's) home —
 * the store at a glance for a period, sales and F&I side by side as the GM
 * sees them, this month's pace, who has gone quiet, what waits for funding,
 * and what needs the admin. A group admin picks which of the group's stores.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const store = useAdminStore();
  const view = useStoreDashboard(useAdminHome, store.chosen);
  const { user, dashboard, updating } = view;
  if (!user) return null;
  if (store.picks && store.stores.isSuccess && store.chosen === null) {
    return (
      <EmptyState
        icon={Building2}
        title={t('storeDrill.picker.noStoresTitle')}
        body={t('storeDrill.picker.noStores')}
      />
    );
  }

  return (
    <div className="space-y-6">
      <StoreDashboardHeader
        user={user}
        title={t('storeAdmin.home.title')}
        view={view}
        storePicker={
          store.picks ? (
            <StorePicker
              stores={store.stores.data ?? []}
              value={store.chosen}
              onChange={store.choose}
            />
          ) : undefined
        }
      />

      {store.picks ? (
        // The manager screens below are the store's own people's; from above, its overview.
        store.chosen !== null ? (
          <StoreLinks
            links={[
              {
                href: paths.dealership.getHref(store.chosen),
                icon: Store,
                label: t('storeDrill.picker.overview'),
              },
            ]}
          />
        ) : null
      ) : (
        <StoreLinks links={screenLinks(t, ['settings', 'team', 'goals', 'payPlans', 'reports'])} />
      )}

      <DashboardState query={dashboard} updating={updating}>
        {(data) => (
          <>
            <DepartmentCards data={data} />
            <PvrCards data={data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <PacePanel pace={data.pace} today={data.today} />
              <FinanceHealthPanel data={data} />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <SalespeoplePanel rows={data.salespeople} />
              <QuietPanel rows={data.quiet} />
            </div>
            <PendingFundingPanel pending={data.pendingFunding} />
            <AttentionPanel attention={data.attention} />
          </>
        )}
      </DashboardState>
    </div>
  );
}

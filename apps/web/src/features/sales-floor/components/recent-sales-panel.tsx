import type { Sale } from '@das/shared/schemas/sales';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PanelLink } from '@/components/ui/panel-link';
import { useSession } from '@/lib/session/session';
import { paths } from '@/lib/paths';
import { SaleRowActions } from './sale-row-actions';
import { Panel } from '@/components/ui/panel';
import { SalesTable } from './sales-table';
import { PanelEmpty } from '@/components/ui/panel-empty';

/** My latest sales, newest first; one just logged shows here before the figures refresh. */
export function RecentSalesPanel({
  sales,
  today,
  highlightId,
  scope,
}: {
  sales: readonly Sale[];
  today: string;
  highlightId?: string | null;
  /** store: every salesperson's sales, as a viewer reads them. */
  scope: 'mine' | 'store';
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const key = scope === 'mine' ? 'recentSales' : 'storeSales';
  return (
    <Panel
      title={t(`salesFloor.${key}.title`)}
      description={t(`salesFloor.${key}.description`)}
      action={
        <PanelLink to={paths.dashboardSalesLog.getHref()}>
          {t('salesFloor.salesLog.open')}
        </PanelLink>
      }
    >
      {sales.length === 0 ? (
        <PanelEmpty icon={ShoppingCart} text={t(`salesFloor.${key}.empty`)} />
      ) : (
        <SalesTable
          sales={sales}
          today={today}
          caption={t(`salesFloor.${key}.caption`)}
          showSalesperson={scope === 'store'}
          highlightId={highlightId}
          actions={
            scope === 'mine' && user
              ? (sale) => <SaleRowActions sale={sale} user={user} today={today} />
              : undefined
          }
        />
      )}
    </Panel>
  );
}

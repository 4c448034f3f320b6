import type { Sale } from '@das/shared/schemas/sales';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import { SalesTable } from './sales-table';

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
  const key = scope === 'mine' ? 'recentSales' : 'storeSales';
  return (
    <Panel title={t(`salesFloor.${key}.title`)} description={t(`salesFloor.${key}.description`)}>
      {sales.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <ShoppingCart className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t(`salesFloor.${key}.empty`)}</p>
        </div>
      ) : (
        <SalesTable
          sales={sales}
          today={today}
          caption={t(`salesFloor.${key}.caption`)}
          showSalesperson={scope === 'store'}
          highlightId={highlightId}
        />
      )}
    </Panel>
  );
}

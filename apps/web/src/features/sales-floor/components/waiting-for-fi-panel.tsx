import type { Sale } from '@das/shared/schemas/sales';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { SalesTable } from './sales-table';
import { PanelEmpty } from '@/components/ui/panel-empty';

/** Newest first: by sale date, then by entry. */
export function newestSalesFirst(sales: readonly Sale[]): Sale[] {
  return [...sales].sort(
    (a, b) => b.sale_date.localeCompare(a.sale_date) || b.created_at.localeCompare(a.created_at),
  );
}

/** Sales the F&I office has not opened as a deal yet, and how long each has waited. */
export function WaitingForFiPanel({ sales, today }: { sales: readonly Sale[]; today: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const ordered = newestSalesFirst(sales);
  const oldest = ordered.at(-1);
  return (
    <Panel
      title={t('salesFloor.waiting.title')}
      description={
        oldest
          ? t('salesFloor.waiting.description', {
              count: ordered.length,
              date: fmt.date(oldest.sale_date),
            })
          : t('salesFloor.waiting.descriptionEmpty')
      }
    >
      {ordered.length === 0 ? (
        <PanelEmpty icon={Hourglass} text={t('salesFloor.waiting.empty')} />
      ) : (
        <SalesTable
          sales={ordered}
          today={today}
          caption={t('salesFloor.waiting.caption')}
          showSalesperson
          showWaiting
        />
      )}
    </Panel>
  );
}

import type { Sale } from '@das/shared/schemas/sales';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from './panel';
import { SalesTable } from './sales-table';

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
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Hourglass className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t('salesFloor.waiting.empty')}</p>
        </div>
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

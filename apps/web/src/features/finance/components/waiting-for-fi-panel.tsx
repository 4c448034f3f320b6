import type { Sale } from '@das/shared/schemas/sales';
import { ArrowRight, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { quietButton } from '@/components/ui/button-styles';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSalesWaitingForFi } from '@/entities/sale/api/get-sales-waiting-for-fi';
import { newestSalesFirst, openDealHref } from './open-deal-href';
import { Panel } from '@/components/ui/panel';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { DateCell, DatedListHeads, PanelTable } from '@/components/ui/panel-table';
import { PanelEmpty } from '@/components/ui/panel-empty';

/**
 * Sales the floor logged that no deal was opened from yet, newest first. "Open
 * deal" starts the deal pre-filled from the sale, so nobody types it twice.
 */
export function WaitingForFiPanel({ dealershipId }: { dealershipId: number | null }) {
  const { t } = useTranslation();
  const waiting = useSalesWaitingForFi(dealershipId);
  const sales = waiting.data ? newestSalesFirst(waiting.data.sales) : [];
  return (
    <Panel
      title={t('finance.waitingForFi.title')}
      description={
        waiting.data
          ? t('finance.waitingForFi.description', { count: waiting.data.total })
          : undefined
      }
    >
      {waiting.isPending ? (
        <PanelSkeleton rows={3} />
      ) : waiting.isError ? (
        <LoadError
          message={t('finance.waitingForFi.error')}
          onRetry={() => void waiting.refetch()}
          retrying={waiting.isFetching}
        />
      ) : sales.length === 0 ? (
        <PanelEmpty icon={Hourglass} text={t('finance.waitingForFi.empty')} />
      ) : (
        <WaitingTable sales={sales} />
      )}
    </Panel>
  );
}

function WaitingTable({ sales }: { sales: readonly Sale[] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const vehicle = (sale: Sale) =>
    [sale.vehicle_type ? t(`finance.vehicleTypes.${sale.vehicle_type}`) : null, sale.vehicle_model]
      .filter(Boolean)
      .join(' · ') || '—';
  return (
    <PanelTable
      label={t('finance.waitingForFi.title')}
      caption={t('finance.waitingForFi.caption')}
      head={
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <DatedListHeads
            date={t('finance.waitingForFi.date')}
            subject={t('finance.waitingForFi.customer')}
          />
          <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
            {t('finance.waitingForFi.vehicle')}
          </th>
          <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">
            {t('finance.waitingForFi.salesperson')}
          </th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
            {t('finance.waitingForFi.amount')}
          </th>
          <th scope="col" className="py-2 pr-5 text-right font-medium sm:pr-6">
            <span className="sr-only">{t('finance.waitingForFi.action')}</span>
          </th>
        </tr>
      }
    >
      {sales.map((sale) => {
        const customer = sale.customer_name || t('finance.waitingForFi.noCustomer');
        return (
          <tr key={sale.id}>
            <DateCell date={sale.sale_date} />
            <th
              scope="row"
              className="py-2.5 pr-3 pl-5 text-left font-medium text-slate-900 sm:pl-0"
            >
              <span className="block">{customer}</span>
              <span className="block text-xs font-normal text-slate-500">
                {sale.stock_number
                  ? t('finance.waitingForFi.stock', { stock: sale.stock_number })
                  : t('finance.waitingForFi.noStock')}
                <span className="md:hidden">
                  {' · '}
                  {vehicle(sale)}
                </span>
                <span className="sm:hidden">
                  {' · '}
                  {fmt.date(sale.sale_date)}
                </span>
              </span>
            </th>
            <td className="hidden py-2.5 pr-3 text-slate-600 md:table-cell">{vehicle(sale)}</td>
            <td className="hidden py-2.5 pr-3 text-slate-600 lg:table-cell">
              {sale.salesperson_name ?? '—'}
            </td>
            <td className="hidden py-2.5 pr-3 text-right text-ink-900 tabular-nums sm:table-cell">
              {fmt.money(sale.amount)}
            </td>
            <td className="py-2 pr-3 text-right sm:pr-4">
              <Link to={openDealHref(paths.financeLogDeal.getHref(), sale)} className={quietButton}>
                {t('finance.waitingForFi.openDeal')}
                <span className="sr-only">
                  {' '}
                  {t('finance.waitingForFi.openDealFor', { customer })}
                </span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </td>
          </tr>
        );
      })}
    </PanelTable>
  );
}

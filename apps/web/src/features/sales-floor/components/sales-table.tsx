import { daysBetween } from '@das/shared/periods';
import type { Sale } from '@das/shared/schemas/sales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { DateCell, DatedListHeads, PanelTable } from '@/components/ui/panel-table';

const SALE_STATUS_STYLE: Record<Sale['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function SaleStatusBadge({ status }: { status: Sale['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${SALE_STATUS_STYLE[status]}`}
    >
      {t(`salesFloor.saleStatus.${status}`)}
    </span>
  );
}

/** Where a sale stands with the F&I office: a deal opened from it, or still waiting. */
function FiStage({ sale }: { sale: Sale }) {
  const { t } = useTranslation();
  if (sale.status === 'cancelled') return null;
  return sale.deal_id ? (
    <span className="text-xs font-medium text-emerald-700">{t('salesFloor.sales.dealOpened')}</span>
  ) : (
    <span className="text-xs font-medium text-amber-800">{t('salesFloor.sales.waiting')}</span>
  );
}

/**
 * Sales as a table: customer and vehicle first, then what it sold for and
 * where it stands. A phone keeps the customer and amount, the rest in a line under the name.
 */
export function SalesTable({
  sales,
  caption,
  today,
  showSalesperson = false,
  showWaiting = false,
  highlightId,
  actions,
}: {
  sales: readonly Sale[];
  caption: string;
  today: string;
  showSalesperson?: boolean;
  /** Days since the sale instead of its F&I stage (the waiting list). */
  showWaiting?: boolean;
  /** A sale just logged: marked until the next one. */
  highlightId?: string | null;
  /** Controls for one sale (correct, cancel), in a last column. */
  actions?: (sale: Sale) => ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const vehicle = (sale: Sale) =>
    [
      sale.vehicle_type ? t(`salesFloor.vehicleTypes.${sale.vehicle_type}`) : null,
      sale.vehicle_model,
    ]
      .filter(Boolean)
      .join(' · ') || '—';
  return (
    <PanelTable
      label={caption}
      caption={caption}
      head={
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <DatedListHeads
            date={t('salesFloor.sales.date')}
            subject={t('salesFloor.sales.customer')}
          />
          {showSalesperson ? (
            <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">
              {t('salesFloor.sales.salesperson')}
            </th>
          ) : null}
          <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
            {showWaiting ? t('salesFloor.sales.waitingFor') : t('salesFloor.sales.status')}
          </th>
          <th scope="col" className="py-2 pr-5 text-right font-medium sm:pr-6">
            {t('salesFloor.sales.amount')}
          </th>
          {actions ? (
            <th scope="col" className="py-2 pr-5 text-right font-medium sm:pr-6">
              <span className="sr-only">{t('salesFloor.saleActions.heading')}</span>
            </th>
          ) : null}
        </tr>
      }
    >
      {sales.map((sale) => {
        const fresh = sale.id === highlightId;
        const waitingDays = Math.max(0, daysBetween(sale.sale_date.slice(0, 10), today));
        return (
          <tr key={sale.id} className={fresh ? 'bg-emerald-50/70' : undefined}>
            <DateCell date={sale.sale_date} />
            <th
              scope="row"
              className="py-2.5 pr-3 pl-5 text-left font-medium text-slate-900 sm:pl-0"
            >
              <span className="flex items-center gap-2">
                <span className="truncate">
                  {sale.customer_name || t('salesFloor.sales.noCustomer')}
                </span>
                {fresh ? (
                  <span className="shrink-0 rounded-full bg-emerald-700 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white">
                    {t('salesFloor.sales.justLogged')}
                  </span>
                ) : null}
              </span>
              <span className="block text-xs font-normal text-slate-600">{vehicle(sale)}</span>
              <span className="block text-xs font-normal text-slate-500">
                {sale.stock_number
                  ? t('salesFloor.sales.stock', { stock: sale.stock_number })
                  : t('salesFloor.sales.noStock')}
                {showSalesperson && sale.salesperson_name ? (
                  <span className="lg:hidden">
                    {' · '}
                    {sale.salesperson_name}
                  </span>
                ) : null}
                <span className="sm:hidden">
                  {' · '}
                  {fmt.date(sale.sale_date)}
                </span>
              </span>
            </th>
            {showSalesperson ? (
              <td className="hidden py-2.5 pr-3 text-slate-600 lg:table-cell">
                {sale.salesperson_name ?? '—'}
              </td>
            ) : null}
            <td className="hidden py-2.5 pr-3 sm:table-cell">
              {showWaiting ? (
                <span
                  className={`text-sm tabular-nums ${waitingDays >= 2 ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
                >
                  {waitingDays === 0
                    ? t('salesFloor.sales.today')
                    : t('salesFloor.sales.days', { count: waitingDays })}
                </span>
              ) : (
                <span className="flex flex-col items-start gap-0.5">
                  <SaleStatusBadge status={sale.status} />
                  <FiStage sale={sale} />
                </span>
              )}
            </td>
            <td className="py-2.5 pr-5 text-right font-semibold text-ink-900 tabular-nums sm:pr-6">
              {fmt.money(sale.amount)}
              <span className="block text-xs font-normal whitespace-nowrap text-slate-500 sm:hidden">
                {!showWaiting
                  ? t(`salesFloor.saleStatus.${sale.status}`)
                  : waitingDays === 0
                    ? t('salesFloor.sales.today')
                    : t('salesFloor.sales.days', { count: waitingDays })}
              </span>
            </td>
            {actions ? <td className="py-1.5 pr-3 text-right sm:pr-4">{actions(sale)}</td> : null}
          </tr>
        );
      })}
    </PanelTable>
  );
}

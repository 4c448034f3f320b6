import type { Deal } from '@das/shared/schemas/deals';
import { ArrowRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/format';
import { quietButton } from '@/components/ui/button-styles';
import { Panel } from './panel';
import { TableScroll } from '@/components/ui/table-scroll';

const STATUS_STYLE: Record<Deal['status'], string> = {
  Funded: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Unwound: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** The period's latest deals; the full list lives in the deal log. */
export function RecentDealsPanel({
  deals,
  dealLogHref,
  showManager = false,
}: {
  deals: readonly Deal[];
  dealLogHref: string;
  showManager?: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('finance.recent.title')}
      description={t('finance.recent.description')}
      action={
        <Link to={dealLogHref} className={quietButton}>
          {t('finance.recent.openLog')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      {deals.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <FileText className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t('finance.recent.empty')}</p>
        </div>
      ) : (
        <TableScroll label={t('finance.recent.title')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('finance.recent.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th scope="col" className="hidden py-2 pr-3 pl-6 font-medium sm:table-cell">
                  {t('finance.recent.date')}
                </th>
                <th scope="col" className="py-2 pr-3 pl-5 font-medium sm:pl-0">
                  {t('finance.recent.customer')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                  {t('finance.recent.vehicle')}
                </th>
                {showManager ? (
                  <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">
                    {t('finance.recent.manager')}
                  </th>
                ) : null}
                <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                  {t('finance.recent.status')}
                </th>
                <th
                  scope="col"
                  className="py-2 pr-5 text-right font-medium whitespace-nowrap sm:pr-3"
                >
                  {t('finance.recent.backGross')}
                </th>
                <th
                  scope="col"
                  className="hidden py-2 pr-5 text-right font-medium sm:table-cell sm:pr-6"
                >
                  {t('finance.recent.totalGross')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {deals.map((deal) => (
                <tr key={deal.id}>
                  <td className="hidden py-2.5 pr-3 pl-6 whitespace-nowrap text-slate-600 sm:table-cell">
                    {fmt.date(deal.deal_date)}
                  </td>
                  <th
                    scope="row"
                    className="py-2.5 pr-3 pl-5 text-left font-medium text-slate-900 sm:pl-0"
                  >
                    <span className="block">{deal.customer_last_name}</span>
                    <span className="block text-xs font-normal text-slate-500">
                      {t('finance.recent.dealNumber', { number: deal.deal_number })}
                      {' · '}
                      {t(`finance.dealTypes.${deal.deal_type}`)}
                      <span className="sm:hidden">
                        {' · '}
                        {t(`finance.dealStatus.${deal.status}`)}
                        {' · '}
                        {fmt.date(deal.deal_date)}
                      </span>
                    </span>
                  </th>
                  <td className="hidden py-2.5 pr-3 text-slate-600 md:table-cell">
                    <span className="block">
                      {[t(`finance.vehicleTypes.${deal.vehicle_type}`), deal.manufacturer]
                        .filter(Boolean)
                        .join(' ')}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {deal.lender ?? t('finance.recent.noLender')}
                    </span>
                  </td>
                  {showManager ? (
                    <td className="hidden py-2.5 pr-3 text-slate-600 lg:table-cell">
                      {deal.fi_manager_name ?? '—'}
                    </td>
                  ) : null}
                  <td className="hidden py-2.5 pr-3 sm:table-cell">
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[deal.status]}`}
                    >
                      {t(`finance.dealStatus.${deal.status}`)}
                    </span>
                  </td>
                  <td className="py-2.5 pr-5 text-right font-semibold text-ink-900 tabular-nums sm:pr-3">
                    {fmt.money(deal.back_end_gross)}
                    <span className="block text-xs font-normal whitespace-nowrap text-slate-500">
                      {t('finance.recent.products', { count: deal.products_sold })}
                    </span>
                  </td>
                  <td className="hidden py-2.5 pr-5 text-right text-slate-700 tabular-nums sm:table-cell sm:pr-6">
                    {fmt.money(deal.total_gross)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Panel>
  );
}

import type { Deal } from '@das/shared/schemas/deals';
import { ArrowRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quietButton } from '@/components/ui/button-styles';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Panel } from './panel';
import { TableScroll } from '@/components/ui/table-scroll';

const DEAL_STATUS_STYLE: Record<Deal['status'], string> = {
  Funded: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Unwound: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** My latest deals out of F&I: front and total gross, and whether the lender funded. */
export function RecentDealsPanel({
  deals,
  scope,
}: {
  deals: readonly Deal[];
  /** store: every salesperson's deals, as a viewer reads them. */
  scope: 'mine' | 'store';
}) {
  const { t } = useTranslation();
  const key = scope === 'mine' ? 'mine' : 'store';
  const fmt = useFormatters();
  return (
    <Panel
      title={t(`salesFloor.recentDeals.${key}.title`)}
      description={t(`salesFloor.recentDeals.${key}.description`)}
      action={
        <Link to={paths.dashboardDeals.getHref()} className={quietButton}>
          {t('salesFloor.recentDeals.openLog')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      {deals.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <FileText className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t(`salesFloor.recentDeals.${key}.empty`)}</p>
        </div>
      ) : (
        <TableScroll label={t(`salesFloor.recentDeals.${key}.title`)}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t(`salesFloor.recentDeals.${key}.caption`)}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th scope="col" className="hidden py-2 pr-3 pl-6 font-medium sm:table-cell">
                  {t('salesFloor.recentDeals.date')}
                </th>
                <th scope="col" className="py-2 pr-3 pl-5 font-medium sm:pl-0">
                  {t('salesFloor.recentDeals.customer')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                  {t('salesFloor.recentDeals.status')}
                </th>
                <th
                  scope="col"
                  className="py-2 pr-5 text-right font-medium whitespace-nowrap sm:pr-3"
                >
                  {t('salesFloor.recentDeals.frontGross')}
                </th>
                <th
                  scope="col"
                  className="hidden py-2 pr-5 text-right font-medium whitespace-nowrap sm:table-cell sm:pr-6"
                >
                  {t('salesFloor.recentDeals.totalGross')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {deals.map((deal) => {
                const split = deal.salesperson_id !== null && deal.second_salesperson_id !== null;
                return (
                  <tr key={deal.id}>
                    <td className="hidden py-2.5 pr-3 pl-6 whitespace-nowrap text-slate-600 sm:table-cell">
                      {fmt.date(deal.deal_date)}
                    </td>
                    <th
                      scope="row"
                      className="py-2.5 pr-3 pl-5 text-left font-medium text-slate-900 sm:pl-0"
                    >
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                        <span>{deal.customer_last_name}</span>
                        {split ? (
                          <span className="shrink-0 rounded-full bg-slate-100 px-1.5 py-0.5 text-[0.65rem] font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
                            {t('salesFloor.recentDeals.split')}
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-xs font-normal text-slate-500">
                        {t('salesFloor.recentDeals.dealNumber', { number: deal.deal_number })}
                        {' · '}
                        {t(`salesFloor.vehicleTypes.${deal.vehicle_type}`)}
                        <span className="sm:hidden">
                          {' · '}
                          {t(`salesFloor.dealStatus.${deal.status}`)}
                          {' · '}
                          {fmt.date(deal.deal_date)}
                        </span>
                      </span>
                    </th>
                    <td className="hidden py-2.5 pr-3 sm:table-cell">
                      <span
                        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${DEAL_STATUS_STYLE[deal.status]}`}
                      >
                        {t(`salesFloor.dealStatus.${deal.status}`)}
                      </span>
                    </td>
                    <td className="py-2.5 pr-5 text-right font-semibold text-ink-900 tabular-nums sm:pr-3">
                      {fmt.money(deal.front_end_gross)}
                      <span className="block text-xs font-normal whitespace-nowrap text-slate-500 sm:hidden">
                        {t('salesFloor.recentDeals.totalShort', {
                          amount: fmt.money(deal.total_gross),
                        })}
                      </span>
                    </td>
                    <td className="hidden py-2.5 pr-5 text-right text-slate-700 tabular-nums sm:table-cell sm:pr-6">
                      {fmt.money(deal.total_gross)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Panel>
  );
}

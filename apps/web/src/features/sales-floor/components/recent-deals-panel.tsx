import type { Deal } from '@das/shared/schemas/deals';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecentDealsTable } from '@/entities/deal/components/recent-deals-table';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelLink } from '@/components/ui/panel-link';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Panel } from '@/components/ui/panel';

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
        <PanelLink to={paths.dashboardDeals.getHref()}>
          {t('salesFloor.recentDeals.openLog')}
        </PanelLink>
      }
    >
      {deals.length === 0 ? (
        <PanelEmpty icon={FileText} text={t(`salesFloor.recentDeals.${key}.empty`)} />
      ) : (
        <RecentDealsTable
          deals={deals}
          label={t(`salesFloor.recentDeals.${key}.title`)}
          caption={t(`salesFloor.recentDeals.${key}.caption`)}
          detail={(deal) => t(`salesFloor.vehicleTypes.${deal.vehicle_type}`)}
          tag={(deal) =>
            deal.salesperson_id !== null && deal.second_salesperson_id !== null ? (
              <span className="shrink-0 rounded-full bg-slate-100 px-1.5 py-0.5 text-[0.65rem] font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
                {t('salesFloor.recentDeals.split')}
              </span>
            ) : null
          }
          amount={{
            head: t('salesFloor.recentDeals.frontGross'),
            value: (deal) => deal.front_end_gross,
            note: (deal) =>
              t('salesFloor.recentDeals.totalShort', { amount: fmt.money(deal.total_gross) }),
            noteOnPhoneOnly: true,
          }}
        />
      )}
    </Panel>
  );
}

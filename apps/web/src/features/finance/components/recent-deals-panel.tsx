import type { Deal } from '@das/shared/schemas/deals';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecentDealsTable } from '@/entities/deal/components/recent-deals-table';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelLink } from '@/components/ui/panel-link';

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
  return (
    <Panel
      title={t('finance.recent.title')}
      description={t('finance.recent.description')}
      action={<PanelLink to={dealLogHref}>{t('finance.recent.openLog')}</PanelLink>}
    >
      {deals.length === 0 ? (
        <PanelEmpty icon={FileText} text={t('finance.recent.empty')} />
      ) : (
        <RecentDealsTable
          deals={deals}
          label={t('finance.recent.title')}
          caption={t('finance.recent.caption')}
          detail={(deal) => t(`finance.dealTypes.${deal.deal_type}`)}
          columns={[
            {
              key: 'vehicle',
              head: t('finance.recent.vehicle'),
              showFrom: 'md:table-cell',
              cell: (deal) => (
                <>
                  <span className="block">
                    {[t(`finance.vehicleTypes.${deal.vehicle_type}`), deal.manufacturer]
                      .filter(Boolean)
                      .join(' ')}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {deal.lender ?? t('finance.recent.noLender')}
                  </span>
                </>
              ),
            },
            ...(showManager
              ? [
                  {
                    key: 'manager',
                    head: t('finance.recent.manager'),
                    showFrom: 'lg:table-cell',
                    cell: (deal: Deal) => deal.fi_manager_name ?? '—',
                  },
                ]
              : []),
          ]}
          amount={{
            head: t('finance.recent.backGross'),
            value: (deal) => deal.back_end_gross,
            note: (deal) => t('finance.recent.products', { count: deal.products_sold }),
          }}
        />
      )}
    </Panel>
  );
}

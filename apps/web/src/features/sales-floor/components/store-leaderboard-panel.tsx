import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { RankBadge } from '@/components/ui/rank-badge';
import { formatUnits } from '@/lib/format';
import { PanelTable } from '@/components/ui/panel-table';
import { SmallSampleFlag } from '@/components/ui/stat-card';

type Row = SalespersonDashboard['leaderboard'][number];

/**
 * The store's salespeople for the period, as the server ranks them; my row is
 * marked. A PVR over fewer units than the store's setting is flagged (ADR 029).
 */
export function StoreLeaderboardPanel({
  rows,
  meId,
  periodName,
  smallSampleDeals,
}: {
  rows: readonly Row[];
  meId: string;
  periodName: string;
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('salesFloor.leaderboard.title')}
      description={t('salesFloor.leaderboard.description', { period: periodName })}
    >
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">
          {t('salesFloor.leaderboard.empty')}
        </p>
      ) : (
        <PanelTable
          label={t('salesFloor.leaderboard.title')}
          caption={t('salesFloor.leaderboard.caption', { period: periodName })}
          className="w-full min-w-[36rem] text-sm"
          head={
            <tr className="border-b border-slate-200 text-right text-xs text-slate-500">
              <th
                scope="col"
                className="w-px whitespace-nowrap py-2 pl-5 pr-3 text-left font-medium sm:pl-6"
              >
                {t('salesFloor.board.rank')}
              </th>
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                {t('salesFloor.leaderboard.salesperson')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('salesFloor.board.units')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('salesFloor.board.frontGross')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('salesFloor.board.totalGross')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('salesFloor.board.pvr')}
              </th>
              <th scope="col" className="py-2 pr-5 font-medium sm:pr-6">
                {t('salesFloor.leaderboard.lastSale')}
              </th>
            </tr>
          }
        >
          {rows.map((row, index) => {
            const me = row.userId === meId;
            return (
              <tr
                key={row.userId}
                aria-current={me ? 'true' : undefined}
                className={`text-right tabular-nums ${me ? 'bg-brand-50/70' : ''}`}
              >
                <td className="py-2.5 pl-5 text-left sm:pl-6">
                  <RankBadge index={index} />
                </td>
                <th scope="row" className="py-2.5 pr-3 text-left font-medium text-slate-900">
                  <span className="flex items-center gap-2">
                    <span className="truncate">{row.name}</span>
                    {me ? (
                      <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-[0.7rem] font-semibold text-white">
                        {t('salesFloor.leaderboard.you')}
                      </span>
                    ) : null}
                  </span>
                </th>
                <td className="py-2.5 pr-3 font-semibold text-ink-900">
                  {formatUnits(row.units, fmt.number)}
                </td>
                <td className="py-2.5 pr-3 text-slate-700">{fmt.money(row.frontGross)}</td>
                <td className="py-2.5 pr-3 text-ink-900">{fmt.money(row.totalGross)}</td>
                <td className="py-2.5 pr-3 text-slate-700">
                  <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
                    {fmt.money(row.pvr)}
                  </SmallSampleFlag>
                </td>
                <td className="py-2.5 pr-5 whitespace-nowrap text-slate-600 sm:pr-6">
                  {row.lastSale ? fmt.date(row.lastSale) : t('salesFloor.leaderboard.noSale')}
                </td>
              </tr>
            );
          })}
        </PanelTable>
      )}
    </Panel>
  );
}

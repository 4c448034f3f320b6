import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { RankBadge } from '@/components/ui/rank-badge';
import { PanelTable } from '@/components/ui/panel-table';
import { SmallSampleFlag } from '@/components/ui/stat-card';

type LeaderRow = FinanceDashboard['leaderboard'][number];

/**
 * The store's finance managers for the period, by back-end gross. A manager's
 * rate over fewer deals than the store's setting is flagged (ADR 029): back PVR
 * and PPD over their deals, each penetration over its eligible deals.
 */
export function LeaderboardPanel({
  rows,
  smallSampleDeals,
  highlightId,
  highlightLabel,
  description,
  onSelect,
  action,
}: {
  rows: readonly LeaderRow[];
  smallSampleDeals: number;
  highlightId?: string | null;
  /** The badge beside the highlighted name ("You", "Shown"). */
  highlightLabel?: string;
  description?: string;
  /** When given, names become buttons that pick the manager. */
  onSelect?: (fiManagerId: string) => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('finance.leaderboard.title')}
      description={description ?? t('finance.leaderboard.description')}
      action={action}
    >
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('finance.leaderboard.empty')}</p>
      ) : (
        <PanelTable
          label={t('finance.leaderboard.title')}
          caption={t('finance.leaderboard.caption')}
          className="w-full min-w-[40rem] text-sm"
          head={
            <tr className="border-b border-slate-200 text-right text-xs text-slate-500">
              <th
                scope="col"
                className="w-px whitespace-nowrap py-2 pl-5 pr-3 text-left font-medium sm:pl-6"
              >
                {t('finance.leaderboard.rank')}
              </th>
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                {t('finance.leaderboard.manager')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('finance.leaderboard.deals')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('finance.leaderboard.backGross')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('finance.leaderboard.backPvr')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('finance.leaderboard.ppd')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('finance.leaderboard.vsc')}
              </th>
              <th scope="col" className="py-2 pr-5 font-medium sm:pr-6">
                {t('finance.leaderboard.gap')}
              </th>
            </tr>
          }
        >
          {rows.map((row, index) => {
            const highlighted = row.fiManagerId === highlightId;
            return (
              <tr
                key={row.fiManagerId}
                aria-current={highlighted ? 'true' : undefined}
                className={`text-right tabular-nums ${highlighted ? 'bg-brand-50/70' : ''}`}
              >
                <td className="py-2.5 pl-5 text-left sm:pl-6">
                  <RankBadge index={index} />
                </td>
                <th scope="row" className="py-2.5 pr-3 text-left font-medium text-slate-900">
                  <span className="flex items-center gap-2">
                    {onSelect ? (
                      <button
                        type="button"
                        onClick={() => onSelect(row.fiManagerId)}
                        className="truncate rounded text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {row.name}
                        <span className="sr-only"> {t('finance.leaderboard.showManager')}</span>
                      </button>
                    ) : (
                      <span className="truncate">{row.name}</span>
                    )}
                    {highlighted && highlightLabel ? (
                      <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-semibold text-white">
                        {highlightLabel}
                      </span>
                    ) : null}
                  </span>
                </th>
                <td className="py-2.5 pr-3 text-ink-900">{fmt.number(row.units)}</td>
                <td className="py-2.5 pr-3 font-semibold text-ink-900">
                  {fmt.money(row.backGross)}
                </td>
                <td className="py-2.5 pr-3 text-slate-700">
                  <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
                    {fmt.money(row.backPvr)}
                  </SmallSampleFlag>
                </td>
                <td className="py-2.5 pr-3 text-slate-700">
                  <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
                    {fmt.number(row.ppd)}
                  </SmallSampleFlag>
                </td>
                <td className="py-2.5 pr-3 text-slate-700">
                  <SmallSampleFlag deals={row.vscEligible} smallSampleDeals={smallSampleDeals}>
                    {fmt.percent(row.vscPenetration)}
                  </SmallSampleFlag>
                </td>
                <td className="py-2.5 pr-5 text-slate-700 sm:pr-6">
                  <SmallSampleFlag deals={row.gapEligible} smallSampleDeals={smallSampleDeals}>
                    {fmt.percent(row.gapPenetration)}
                  </SmallSampleFlag>
                </td>
              </tr>
            );
          })}
        </PanelTable>
      )}
    </Panel>
  );
}

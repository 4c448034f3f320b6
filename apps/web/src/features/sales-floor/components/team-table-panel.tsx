import type { SalesManagerDashboard } from '@das/shared/schemas/sales-floor';
import { ArrowDown, ArrowUp, ChevronsUpDown, Clock, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { defaultDirection, sortTeam, type SortDirection, type TeamSortKey } from './team-sort';
import { formatUnits } from '@/lib/format';
import { barShare } from './units';
import { PanelTable } from '@/components/ui/panel-table';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { SmallSampleFlag } from '@/components/ui/stat-card';

type TeamRow = SalesManagerDashboard['team'][number];

/** A week without a sale is worth a word with the salesperson. */
const QUIET_DAYS = 7;

const COLUMNS: readonly { key: TeamSortKey; numeric: boolean }[] = [
  { key: 'name', numeric: false },
  { key: 'units', numeric: true },
  { key: 'frontGross', numeric: true },
  { key: 'backGross', numeric: true },
  { key: 'pvr', numeric: true },
  { key: 'goalShare', numeric: false },
  { key: 'daysSinceLastSale', numeric: true },
];

/**
 * The sales team for the period: units, front and back gross, PVR, how far
 * along each goal is, and how long since each last sold. Sortable by any
 * column; a manager with a team of their own can show just them.
 */
export function TeamTablePanel({
  rows,
  meId,
  periodName,
  smallSampleDeals,
}: {
  rows: readonly TeamRow[];
  meId: string;
  periodName: string;
  /** A PVR over fewer units than this is flagged a small sample (ADR 029). */
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [sort, setSort] = useState<{ key: TeamSortKey; direction: SortDirection }>({
    key: 'units',
    direction: 'desc',
  });
  const hasOwnTeam = rows.some((row) => row.teamManagerId === meId);
  const [mineOnly, setMineOnly] = useState(false);
  const shown = sortTeam(
    mineOnly && hasOwnTeam ? rows.filter((row) => row.teamManagerId === meId) : rows,
    sort.key,
    sort.direction,
    fmt.locale,
  );

  function sortBy(key: TeamSortKey) {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: defaultDirection(key) },
    );
  }

  return (
    <Panel
      title={t('salesFloor.team.title')}
      description={t('salesFloor.team.description', { period: periodName })}
      action={
        hasOwnTeam ? (
          <div
            role="group"
            aria-label={t('salesFloor.team.showLabel')}
            className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
          >
            {[false, true].map((mine) => (
              <button
                key={String(mine)}
                type="button"
                aria-pressed={mineOnly === mine}
                onClick={() => setMineOnly(mine)}
                className={`rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  mineOnly === mine
                    ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                    : 'text-slate-600 hover:text-ink-900'
                }`}
              >
                {mine ? t('salesFloor.team.mine') : t('salesFloor.team.everyone')}
              </button>
            ))}
          </div>
        ) : undefined
      }
    >
      {shown.length === 0 ? (
        <PanelEmpty icon={Users} text={t('salesFloor.team.empty')} />
      ) : (
        <>
          <PanelTable
            label={t('salesFloor.team.title')}
            caption={t('salesFloor.team.caption', { period: periodName })}
            className="w-full min-w-[44rem] text-sm"
            head={
              <tr className="border-b border-slate-200 text-xs text-slate-500">
                {COLUMNS.map((column, index) => {
                  const active = sort.key === column.key;
                  const Icon = active
                    ? sort.direction === 'asc'
                      ? ArrowUp
                      : ArrowDown
                    : ChevronsUpDown;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={
                        active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                      className={`py-1.5 font-medium ${column.numeric ? 'text-right' : 'text-left'} ${
                        index === 0 ? 'sticky left-0 z-10 bg-white pl-3 sm:pl-4' : ''
                      } ${index === COLUMNS.length - 1 ? 'pr-3 sm:pr-4' : 'pr-1'}`}
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column.key)}
                        className={`inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                          active ? 'text-ink-900' : ''
                        } ${column.numeric ? 'flex-row-reverse' : ''}`}
                      >
                        {t(`salesFloor.team.columns.${column.key}`)}
                        <Icon
                          className={`size-3.5 ${active ? '' : 'text-slate-400'}`}
                          aria-hidden="true"
                        />
                      </button>
                    </th>
                  );
                })}
              </tr>
            }
          >
            {shown.map((row) => (
              <tr key={row.userId} className="text-right tabular-nums">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white py-2.5 pr-3 pl-5 text-left font-medium text-slate-900 sm:pl-6"
                >
                  <span className="flex items-center gap-2">
                    <span className="truncate">{row.name}</span>
                    {row.isActive ? null : (
                      <span className="shrink-0 rounded-full bg-slate-100 px-1.5 py-0.5 text-[0.65rem] font-semibold text-slate-600 ring-1 ring-slate-200 ring-inset">
                        {t('salesFloor.team.inactive')}
                      </span>
                    )}
                  </span>
                  {row.role !== 'salesperson' ? (
                    <span className="block text-xs font-normal text-slate-500">
                      {t(`roles.${row.role}`, { defaultValue: row.role })}
                    </span>
                  ) : null}
                </th>
                <td className="py-2.5 pr-3 font-semibold text-ink-900">
                  {formatUnits(row.units, fmt.number)}
                </td>
                <td className="py-2.5 pr-3 text-slate-700">{fmt.money(row.frontGross)}</td>
                <td className="py-2.5 pr-3 text-slate-700">{fmt.money(row.backGross)}</td>
                <td className="py-2.5 pr-3 text-ink-900">
                  <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
                    {fmt.money(row.pvr)}
                  </SmallSampleFlag>
                </td>
                <td className="py-2.5 pr-3 pl-2 text-left">
                  <GoalCell row={row} />
                </td>
                <td className="py-2.5 pr-5 sm:pr-6">
                  <QuietDays days={row.daysSinceLastSale} />
                </td>
              </tr>
            ))}
          </PanelTable>
          <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
            <Clock className="size-3.5 shrink-0 text-rose-600" aria-hidden="true" />
            {t('salesFloor.team.quietNote', { count: QUIET_DAYS })}
          </p>
        </>
      )}
    </Panel>
  );
}

function GoalCell({ row }: { row: TeamRow }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (row.goalUnits === null || row.goalShare === null)
    return <span className="text-slate-500">{t('salesFloor.team.noGoal')}</span>;
  const share = row.goalShare;
  const tone = share >= 1 ? 'bg-emerald-500' : share >= 0.6 ? 'bg-brand-500' : 'bg-amber-400';
  return (
    <span className="flex min-w-32 items-center gap-2">
      <span
        aria-hidden="true"
        className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <span
          className={`absolute inset-y-0 left-0 rounded-full ${tone}`}
          style={{ width: `${barShare(share, 1) * 100}%` }}
        />
      </span>
      <span className="shrink-0 text-xs text-slate-700 tabular-nums">
        {t('salesFloor.team.goalOf', {
          units: formatUnits(row.units, fmt.number),
          goal: fmt.number(row.goalUnits),
          share: fmt.percent(share),
        })}
      </span>
    </span>
  );
}

function QuietDays({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null) return <span className="text-slate-500">{t('salesFloor.team.noSale')}</span>;
  const quiet = days >= QUIET_DAYS;
  return (
    <span
      className={`inline-flex items-center justify-end gap-1 ${quiet ? 'font-semibold text-rose-700' : 'text-slate-700'}`}
    >
      {quiet ? (
        <Clock
          className="size-3.5 shrink-0"
          role="img"
          aria-label={t('salesFloor.team.quiet', { count: QUIET_DAYS })}
        />
      ) : null}
      {days === 0 ? t('salesFloor.team.today') : t('salesFloor.sales.days', { count: days })}
    </span>
  );
}

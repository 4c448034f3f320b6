import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { GoalShare, LastSale } from './member-figures';
import { MemberName, StatusButton, TeamSelect } from './member-parts';
import type { TeamRow } from './team-rows';

export interface TeamViewProps {
  rows: readonly TeamRow[];
  managers: readonly TeamRow[];
  dealershipId: number | null;
  currentUserId: string;
  canChangeStatus: (row: TeamRow) => boolean;
  onStatus: (row: TeamRow) => void;
}

/** From a tablet up: one row per person, this month's figures in columns. */
export function TeamTable({
  rows,
  managers,
  dealershipId,
  currentUserId,
  canChangeStatus,
  onStatus,
}: TeamViewProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const captionId = useId();
  const head =
    'border-b border-slate-200 px-3 py-2.5 text-xs font-medium whitespace-nowrap text-slate-500';
  const cell = 'border-b border-slate-100 px-2.5 py-3';
  return (
    <div
      className="relative hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block"
      role="region"
      aria-labelledby={captionId}
    >
      <table className="w-full min-w-[60rem] border-separate border-spacing-0 text-sm">
        <caption id={captionId} className="sr-only">
          {t('team.table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} sticky left-0 z-10 bg-white pl-5 text-left`}>
              {t('team.table.person')}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {t('team.table.team')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('team.table.units')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('team.table.front')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('team.table.back')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('team.table.pvr')}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {t('team.table.goal')}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {t('team.table.lastSale')}
            </th>
            <th scope="col" className={`${head} pr-5 text-right`}>
              <span className="sr-only">{t('team.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const figures = row.figures;
            const dash = <span className="text-slate-400">–</span>;
            return (
              <tr key={row.id} className={row.isActive ? undefined : 'bg-slate-50/70'}>
                <th
                  scope="row"
                  className={`${cell} sticky left-0 z-10 max-w-60 pl-5 text-left font-normal shadow-[1px_0_0_0_var(--color-slate-100)] ${
                    row.isActive ? 'bg-white' : 'bg-slate-50'
                  }`}
                >
                  <MemberName row={row} isMe={row.id === currentUserId} />
                </th>
                <td className={cell}>
                  <TeamSelect
                    row={row}
                    managers={managers}
                    dealershipId={dealershipId}
                    className="w-48"
                  />
                </td>
                <td className={`${cell} text-right font-semibold text-ink-900 tabular-nums`}>
                  {figures ? fmt.number(figures.units) : dash}
                </td>
                <td className={`${cell} text-right text-slate-700 tabular-nums`}>
                  {figures ? fmt.money(figures.frontGross) : dash}
                </td>
                <td className={`${cell} text-right text-slate-700 tabular-nums`}>
                  {figures ? fmt.money(figures.backGross) : dash}
                </td>
                <td className={`${cell} text-right text-slate-700 tabular-nums`}>
                  {figures ? fmt.money(figures.pvr) : dash}
                </td>
                <td className={`${cell} w-36`}>
                  {figures ? <GoalShare figures={figures} /> : dash}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {figures ? <LastSale days={figures.daysSinceLastSale} /> : dash}
                </td>
                <td className={`${cell} pr-5 text-right`}>
                  {canChangeStatus(row) ? (
                    <StatusButton row={row} compact onClick={() => onStatus(row)} />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: a card per person, the figures in a small grid. */
export function TeamCards({
  rows,
  managers,
  dealershipId,
  currentUserId,
  canChangeStatus,
  onStatus,
}: TeamViewProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('team.table.caption')}>
      {rows.map((row) => {
        const figures = row.figures;
        return (
          <li
            key={row.id}
            className={`rounded-2xl p-4 shadow-sm ring-1 ring-slate-200 ${
              row.isActive ? 'bg-white' : 'bg-slate-50'
            }`}
          >
            <MemberName row={row} isMe={row.id === currentUserId} />
            {figures ? (
              <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                <Figure label={t('team.table.units')} value={fmt.number(figures.units)} strong />
                <Figure label={t('team.table.front')} value={fmt.money(figures.frontGross)} />
                <Figure label={t('team.table.back')} value={fmt.money(figures.backGross)} />
                <Figure label={t('team.table.pvr')} value={fmt.money(figures.pvr)} />
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">{t('team.table.goal')}</dt>
                  <dd className="mt-0.5">
                    <GoalShare figures={figures} />
                  </dd>
                </div>
                <div className="col-span-3">
                  <dt className="sr-only">{t('team.table.lastSale')}</dt>
                  <dd className="text-xs">
                    <span className="text-slate-500">{t('team.table.lastSale')}: </span>
                    <LastSale days={figures.daysSinceLastSale} />
                  </dd>
                </div>
              </dl>
            ) : null}
            {row.role === 'salesperson' || canChangeStatus(row) ? (
              <div className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3">
                {row.role === 'salesperson' ? (
                  <div className="min-w-0 flex-1">
                    <p className="mb-1 text-xs text-slate-500" aria-hidden="true">
                      {t('team.table.team')}
                    </p>
                    <TeamSelect row={row} managers={managers} dealershipId={dealershipId} />
                  </div>
                ) : (
                  <span className="flex-1" />
                )}
                {canChangeStatus(row) ? (
                  <StatusButton row={row} onClick={() => onStatus(row)} />
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className={`truncate tabular-nums ${strong ? 'font-semibold text-ink-900' : 'text-slate-800'}`}
      >
        {value}
      </dd>
    </div>
  );
}

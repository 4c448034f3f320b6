import type { AdminHome } from '@das/shared/schemas/store-admin';
import { QUIET_DAYS } from '@das/shared/schemas/store-admin';
import { Clock, Hourglass, Trophy, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';

/** Every active salesperson this period, most units first (a split ½), with front gross. */
export function SalespeoplePanel({ rows }: { rows: AdminHome['salespeople'] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('peopleImport.ranking.title')}
      description={t('peopleImport.ranking.description')}
    >
      {rows.length === 0 ? (
        <PanelEmpty icon={Trophy} text={t('peopleImport.ranking.none')} />
      ) : (
        <PanelTable
          label={t('peopleImport.ranking.title')}
          caption={t('peopleImport.ranking.title')}
          className="w-full min-w-[20rem] text-sm"
          head={
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className={EDGE_HEAD}>
                {t('peopleImport.ranking.person')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('peopleImport.ranking.units')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('peopleImport.ranking.frontGross')}
              </th>
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.userId}>
              <th scope="row" className={`${EDGE_CELL} py-2 text-left font-medium text-ink-900`}>
                {row.name}
              </th>
              <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                {fmt.units(row.units)}
              </td>
              <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                {fmt.money(row.frontGross)}
              </td>
            </tr>
          ))}
        </PanelTable>
      )}
    </Panel>
  );
}

/** Salespeople without a sale for a week or more (or none yet), longest first. */
export function QuietPanel({ rows }: { rows: AdminHome['quiet'] }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('storeAdmin.quiet.title')}
      description={t('storeAdmin.quiet.description', { days: QUIET_DAYS })}
    >
      {rows.length === 0 ? (
        <PanelEmpty icon={UserCheck} text={t('storeAdmin.quiet.none')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.userId} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="truncate font-medium text-ink-900">{row.name}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">
                {row.daysSinceLastSale === null
                  ? t('storeAdmin.quiet.never')
                  : t('storeAdmin.quiet.days', { count: row.daysSinceLastSale })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The deals waiting longest for the lender's money, and how many wait in all. */
export function PendingFundingPanel({ pending }: { pending: AdminHome['pendingFunding'] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('storeAdmin.pending.title')}
      description={t('storeAdmin.pending.description', { count: pending.total })}
    >
      {pending.deals.length === 0 ? (
        <PanelEmpty icon={Hourglass} text={t('storeAdmin.pending.none')} />
      ) : (
        <PanelTable
          label={t('storeAdmin.pending.title')}
          caption={t('storeAdmin.pending.title')}
          className="w-full min-w-[28rem] text-sm"
          head={
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className={EDGE_HEAD}>
                {t('storeAdmin.pending.deal')}
              </th>
              <th scope="col" className={EDGE_HEAD}>
                {t('storeAdmin.pending.lender')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('storeAdmin.pending.backGross')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('storeAdmin.pending.waiting')}
              </th>
            </tr>
          }
        >
          {pending.deals.map((deal) => (
            <tr key={deal.id}>
              <th scope="row" className={`${EDGE_CELL} py-2 text-left font-medium text-ink-900`}>
                {deal.deal_number} · {deal.customer_last_name}
              </th>
              <td className={`${EDGE_CELL} py-2 text-slate-700`}>{deal.lender ?? '—'}</td>
              <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                {fmt.money(deal.back_end_gross)}
              </td>
              <td className={`${EDGE_CELL} py-2 text-right text-slate-700 tabular-nums`}>
                {t('storeAdmin.quiet.days', { count: deal.daysPending })}
              </td>
            </tr>
          ))}
        </PanelTable>
      )}
    </Panel>
  );
}

function PeopleList({
  title,
  people,
}: {
  title: string;
  people: { userId: string; name: string; role: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-ink-900">
        {title} <span className="font-normal text-slate-600 tabular-nums">({people.length})</span>
      </h3>
      {people.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('storeAdmin.attention.none')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {people.map((person) => (
            <li key={person.userId} className="flex items-baseline justify-between gap-3">
              <span className="truncate text-ink-900">{person.name}</span>
              <span className="shrink-0 text-xs text-slate-600">{t(`roles.${person.role}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What needs the admin: invitations not yet accepted, people without a team or a pay plan. */
export function AttentionPanel({ attention }: { attention: AdminHome['attention'] }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('storeAdmin.attention.title')}
      description={t('storeAdmin.attention.description')}
    >
      <div className="grid gap-5 md:grid-cols-3">
        <PeopleList
          title={t('storeAdmin.attention.invitations')}
          people={attention.pendingInvitations}
        />
        <PeopleList title={t('storeAdmin.attention.withoutTeam')} people={attention.withoutTeam} />
        <PeopleList
          title={t('storeAdmin.attention.withoutPayPlan')}
          people={attention.withoutPayPlan}
        />
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-slate-600">
        <Clock className="size-3.5 shrink-0" aria-hidden="true" />
        {t('storeAdmin.attention.hint')}
      </p>
    </Panel>
  );
}

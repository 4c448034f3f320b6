import type { AdminHome } from '@das/shared/schemas/store-admin';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { formatUnits, useFormatters } from '@/lib/format';
import { GoalStatusBadge, PaceBar } from './goal-pace-card';

type Pace = NonNullable<AdminHome['pace']['store']>;

function PaceRow({ name, pace }: { name: string; pace: Pace | null }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const units = (value: number) => formatUnits(value, fmt.number);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-ink-900">{name}</p>
        {pace ? <GoalStatusBadge status={pace.status} /> : null}
      </div>
      {pace ? (
        <>
          <PaceBar
            label={name}
            valueText={t('storeAdmin.pace.text', {
              actual: units(pace.actual),
              target: fmt.number(pace.target),
              expected: fmt.number(pace.expected),
            })}
            pace={pace}
          />
          <p className="mt-1.5 text-xs text-slate-600 tabular-nums">
            {t('storeAdmin.pace.line', {
              actual: units(pace.actual),
              target: fmt.number(pace.target),
              expected: fmt.number(pace.expected),
              projection: fmt.number(pace.projection),
            })}
          </p>
        </>
      ) : (
        <p className="mt-1 text-xs text-slate-600">{t('storeAdmin.pace.noGoal')}</p>
      )}
    </li>
  );
}

/** This month's pace of the store and of each department, whatever period the page shows. */
export function PacePanel({ pace, today }: { pace: AdminHome['pace']; today: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('storeAdmin.pace.title')}
      description={t('common.thisMonthOf', { month: fmt.month(today.slice(0, 7)) })}
    >
      <ul className="divide-y divide-slate-100">
        <PaceRow name={t('storeAdmin.pace.store')} pace={pace.store} />
        <PaceRow name={t('storeAdmin.pace.sales')} pace={pace.sales} />
        <PaceRow name={t('storeAdmin.pace.finance')} pace={pace.finance} />
      </ul>
    </Panel>
  );
}

import { goalPace } from '@das/shared/goal-pace';
import { daysInMonth } from '@das/shared/periods';
import type { Insights } from '@das/shared/schemas/reports';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';

const TONE = {
  'on-track': { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', bar: 'bg-emerald-500' },
  'slightly-behind': { badge: 'bg-amber-50 text-amber-800 ring-amber-200', bar: 'bg-amber-400' },
  behind: { badge: 'bg-rose-50 text-rose-800 ring-rose-200', bar: 'bg-rose-500' },
  neutral: { badge: 'bg-slate-100 text-slate-700 ring-slate-200', bar: 'bg-slate-400' },
} as const;

/** This month's units against the store's target, and where the month will end at this pace. */
export function PaceCard({
  pace,
  today,
  className = '',
}: {
  pace: Insights['pace'];
  today: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const tone = TONE[pace.status];
  const target = pace.target;
  const needed =
    target === null
      ? null
      : goalPace({
          target,
          actual: pace.units,
          currentDay: Number(today.slice(8, 10)),
          daysInMonth: daysInMonth(today),
        }).neededPerDay;
  const share = target ? Math.min(1, pace.units / target) : 0;

  return (
    <Panel
      title={t('reports.insights.pace.title')}
      description={fmt.month(today.slice(0, 7))}
      className={className}
      action={
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone.badge}`}
        >
          <Gauge className="size-3.5" aria-hidden="true" />
          {t(`goalStatus.${pace.status}`)}
        </span>
      }
    >
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold tracking-tight text-ink-900 tabular-nums">
          {fmt.number(pace.units)}
        </span>
        <span className="text-sm text-slate-600">
          {target === null
            ? t('reports.insights.pace.units')
            : t('reports.insights.pace.ofTarget', { target: fmt.number(target) })}
        </span>
      </p>
      {target === null ? (
        <p className="mt-3 text-sm text-slate-600">{t('reports.insights.pace.noTarget')}</p>
      ) : (
        <div aria-hidden="true" className="mt-3 h-2.5 rounded-full bg-slate-100">
          <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${share * 100}%` }} />
        </div>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{t('reports.insights.pace.projection')}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-ink-900 tabular-nums">
            {fmt.number(pace.projection)}
          </dd>
        </div>
        {needed !== null ? (
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{t('reports.insights.pace.neededPerDay')}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink-900 tabular-nums">
              {fmt.number(needed)}
            </dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}

import type { Insights } from '@das/shared/schemas/reports';
import { TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { CsvButton } from '@/components/ui/csv-button';
import { performersCsv } from './insights-csv';
import { Panel } from '@/components/ui/panel';

type Performer = Insights['best'][number];

function PerformerTable({
  heading,
  icon: Icon,
  tone,
  rows,
}: {
  heading: string;
  icon: LucideIcon;
  tone: string;
  rows: readonly Performer[];
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const headingId = useId();
  return (
    <div className="min-w-0">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Icon className={`size-4 ${tone}`} aria-hidden="true" />
        {heading}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('reports.insights.people.none')}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-right text-xs text-slate-600">
              <th scope="col" className="w-8 py-1.5 text-left font-medium">
                <span className="sr-only">{t('reports.insights.people.rank')}</span>#
              </th>
              <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                {t('reports.insights.people.name')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('reports.insights.people.units')}
              </th>
              <th scope="col" className="py-1.5 font-medium">
                {t('reports.insights.people.totalGross')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <tr key={row.userId} className="text-right tabular-nums">
                <td className="py-2 text-left text-slate-600">{index + 1}</td>
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="py-2 pr-3 font-semibold text-ink-900">{fmt.number(row.units)}</td>
                <td className="py-2 text-slate-700">{fmt.money(row.totalGross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** This month's three best and three weakest salespeople by units. */
export function PerformersPanel({
  best,
  worst,
  storeName,
  month,
  className = '',
}: {
  best: Insights['best'];
  worst: Insights['worst'];
  storeName: string;
  month: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const headers = [
    t('reports.insights.people.group'),
    t('reports.insights.people.rank'),
    t('reports.insights.people.name'),
    t('reports.insights.people.units'),
    t('reports.insights.people.totalGross'),
  ] as const;
  const groups = [
    { label: t('reports.insights.people.best'), rows: best },
    { label: t('reports.insights.people.worst'), rows: worst },
  ];
  return (
    <Panel
      title={t('reports.insights.people.title')}
      description={t('reports.insights.people.description')}
      className={className}
      action={
        <CsvButton
          tableName={t('reports.insights.people.title')}
          fileName={csvFileName(t('reports.insights.people.fileName'), storeName, month)}
          rows={() => performersCsv(groups, headers)}
          disabled={best.length + worst.length === 0}
        />
      }
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PerformerTable
          heading={t('reports.insights.people.best')}
          icon={TrendingUp}
          tone="text-emerald-600"
          rows={best}
        />
        <PerformerTable
          heading={t('reports.insights.people.worst')}
          icon={TrendingDown}
          tone="text-rose-600"
          rows={worst}
        />
      </div>
    </Panel>
  );
}

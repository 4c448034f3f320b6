import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { ChartFigure } from '@/components/charts/chart-figure';
import { useChartFormatters } from '@/components/charts/chart-format';
import { Panel } from '@/components/ui/panel';

type Week = FinanceDashboard['weekly'][number];

// recharts loads with the drawing, never with the dashboard's own code (issue 11).
const WeeklyGrossDrawing = lazy(() =>
  import('./weekly-gross-drawing').then((m) => ({ default: m.WeeklyGrossDrawing })),
);

/**
 * Front and back gross of each week of the period, stacked. A week that began
 * before the period is labelled by its first day inside it.
 */
export function WeeklyGrossChart({
  weeks,
  periodStart,
  className = '',
}: {
  weeks: readonly Week[];
  periodStart: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const data = weeks.map((week) => {
    const first = week.weekStart < periodStart ? periodStart : week.weekStart;
    return { ...week, label: fmt.dayMonth(first), first };
  });
  const names = { frontGross: t('finance.weekly.front'), backGross: t('finance.weekly.back') };

  return (
    <Panel
      title={t('finance.weekly.title')}
      description={t('finance.weekly.description')}
      className={className}
    >
      {data.length === 0 ? (
        <PanelEmpty
          icon={BarChart3}
          text={t('finance.weekly.empty')}
          className="h-full min-h-40 justify-center"
        />
      ) : (
        <ChartFigure
          height="15rem"
          chart={
            <Suspense fallback={null}>
              <WeeklyGrossDrawing
                data={data}
                names={names}
                weekOf={(label) => t('finance.weekly.weekOf', { day: label })}
              />
            </Suspense>
          }
          caption={t('finance.weekly.caption')}
          rows={data}
          rowKey={(week) => week.weekStart}
          columns={[
            { head: t('finance.weekly.week'), cell: (week) => fmt.date(week.first) },
            { head: t('finance.weekly.deals'), cell: (week) => fmt.number(week.units) },
            { head: names.frontGross, cell: (week) => fmt.money(week.frontGross) },
            { head: names.backGross, cell: (week) => fmt.money(week.backGross) },
            { head: t('finance.weekly.total'), cell: (week) => fmt.money(week.totalGross) },
          ]}
        />
      )}
    </Panel>
  );
}

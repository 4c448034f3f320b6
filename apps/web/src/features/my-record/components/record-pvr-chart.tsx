import type { MyRecord } from '@das/shared/schemas/my-record';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import {
  pvrColumns,
  PvrLineChart,
  SmallSampleChartNote,
  useSampledMonth,
  type PvrMonth,
} from '@/components/charts/pvr-line-chart';
import { Panel } from '@/components/ui/panel';
import { useFormatters } from '@/lib/format';

/** The last months the chart draws: more would crowd a phone's width and a printed page. */
const CHART_MONTHS = 24;

const per = (gross: number, units: number) => (units === 0 ? 0 : gross / units);

/** Front, back and total PVR month by month, the dashboards' chart over the person's own deals. */
export function RecordPvrChart({ record }: { record: MyRecord }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const monthHead = useSampledMonth(record.smallSampleDeals, fmt.month);
  const trend: PvrMonth[] = record.months.slice(-CHART_MONTHS).map((month) => ({
    month: month.month,
    units: month.units,
    frontPvr: per(month.frontGross, month.units),
    backPvr: per(month.backGross, month.units),
    totalPvr: per(month.totalGross, month.units),
  }));
  const names = {
    totalPvr: t('finance.trend.total'),
    backPvr: t('finance.trend.back'),
    frontPvr: t('finance.trend.front'),
  };
  return (
    <Panel
      title={t('myRecord.pvr.title')}
      description={t('myRecord.pvr.description', {
        from: fmt.month(trend[0]!.month),
        to: fmt.month(trend.at(-1)!.month),
      })}
    >
      <ChartFigure
        height="15rem"
        // Drawn at once: the page is meant to print.
        chart={
          <PvrLineChart
            trend={trend}
            names={names}
            smallSampleDeals={record.smallSampleDeals}
            animate={false}
          />
        }
        caption={t('myRecord.pvr.title')}
        rows={trend}
        rowKey={(month) => month.month}
        columns={[{ head: t('myRecord.month'), cell: monthHead }, ...pvrColumns(names, fmt.money)]}
      />
      <SmallSampleChartNote trend={trend} smallSampleDeals={record.smallSampleDeals} />
    </Panel>
  );
}

import { addDays } from '@das/shared/periods';
import type { SalesReport } from '@das/shared/schemas/reports';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { useSalesReport } from '../api/get-sales-report';
import { CsvButton } from '@/components/ui/csv-button';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { PeriodPicker } from '@/entities/period/components/period-picker';
import { localToday } from '@/lib/local-today';
import { isMonth, recentMonths } from '@/entities/period/lib/period-options';
import { EmptyReport, UpdatingStatus, useLoadErrorText } from '../components/report-states';
import { SalesChart, CHART_METRICS, type ChartMetric } from '../components/sales-chart';
import {
  DEFAULT_SALES_SORT,
  SALES_COLUMNS,
  TEXT_COLUMNS,
  salesReportCsv,
  sortPeople,
  type SalesColumn,
} from '../components/sales-columns';
import { SalesTable } from '../components/sales-table';
import { Segmented } from '../components/segmented';
import { PageSkeleton } from '@/components/ui/skeleton';
import { nextSort, readSort } from '@/lib/table-sort';
import { usePeriodParam } from '@/entities/period/components/use-period-param';

/** How the period reads in a title: its name, and the days it covers. */
function usePeriodText(period: SalesReport['period'] | undefined, fallback: string) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const key = period?.key ?? fallback;
  const name = isMonth(key) ? fmt.month(key) : t(`common.period.keys.${key}`);
  const range = period
    ? `${fmt.date(period.start)} – ${fmt.date(addDays(period.end, -1))}`
    : undefined;
  return { name, range };
}

/**
 * The sales report (`/dashboard/reports`): each salesperson's units and gross
 * for a period, the store's total and, for a store in a dealer group, the
 * group's per-store average beside it.
 */
export function SalesReportPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [period, setPeriod] = usePeriodParam();
  const dealershipId = user?.dealershipId ?? null;
  const report = useSalesReport({ dealershipId, period });
  const errorText = useLoadErrorText();
  const { name: periodName, range } = usePeriodText(report.data?.period, period);

  const sort = readSort(searchParams, SALES_COLUMNS, DEFAULT_SALES_SORT);
  const chartParam = searchParams.get('chart');
  const metric: ChartMetric = CHART_METRICS.find((value) => value === chartParam) ?? 'units';

  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) params.delete(key);
            else params.set(key, value);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const onSort = (column: SalesColumn) => {
    const next = nextSort(sort, column, TEXT_COLUMNS);
    const isDefault =
      next.key === DEFAULT_SALES_SORT.key && next.order === DEFAULT_SALES_SORT.order;
    setParam({ sort: isDefault ? null : next.key, order: isDefault ? null : next.order });
  };

  const people = useMemo(
    () => (report.data ? sortPeople(report.data.people, sort, i18n.language) : []),
    [report.data, sort, i18n.language],
  );

  if (!user) return null;
  const storeName = user.dealershipName ?? '';
  const updating = report.isPlaceholderData && report.isFetching;
  const empty =
    report.data !== undefined &&
    report.data.store.units === 0 &&
    report.data.people.every((person) => person.units === 0);
  // A store without deals still compares with its group, if the group sold anything.
  const showTable = !empty || (report.data?.group?.units ?? 0) > 0;
  const headers = Object.fromEntries(
    SALES_COLUMNS.map((column) => [column, t(`reports.sales.columnsLong.${column}`)]),
  ) as Record<SalesColumn, string>;

  return (
    <div data-print-root="" className="space-y-6">
      <PageHeader
        eyebrow={storeName || undefined}
        title={t('reports.sales.title')}
        subtitle={[periodName, range].filter(Boolean).join(' · ')}
      >
        <PeriodPicker
          value={period}
          months={recentMonths(localToday(), 24)}
          monthWords={{
            label: t('reports.period.monthLabel'),
            choose: t('reports.period.chooseMonth'),
          }}
          onChange={setPeriod}
        />
        {updating ? <UpdatingStatus /> : null}
      </PageHeader>

      {report.isPending ? (
        <PageSkeleton
          label={t('reports.states.loading')}
          blocks={['h-80', 'h-96']}
          className="space-y-6"
        />
      ) : report.isError && !report.data ? (
        <LoadError
          message={errorText(report.error)}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.data ? (
        <div
          className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`}
          aria-busy={updating}
        >
          {report.isError ? (
            <LoadError
              message={errorText(report.error)}
              onRetry={() => void report.refetch()}
              retrying={report.isFetching}
            />
          ) : null}
          {empty ? (
            <EmptyReport
              title={t('reports.sales.empty.title', { period: periodName })}
              description={t('reports.sales.empty.description')}
            />
          ) : (
            <Panel
              title={t('reports.sales.chart.title')}
              description={t(`reports.sales.chart.description.${metric}`)}
              action={
                <Segmented
                  label={t('reports.sales.chart.metricLabel')}
                  value={metric}
                  onChange={(value) => setParam({ chart: value === 'units' ? null : value })}
                  options={CHART_METRICS.map((value) => ({
                    value,
                    label: t(`reports.sales.chart.metrics.${value}`),
                  }))}
                />
              }
            >
              <SalesChart people={report.data.people} metric={metric} />
            </Panel>
          )}
          {showTable ? (
            <Panel
              title={t('reports.sales.table.title')}
              description={
                report.data.group
                  ? t('reports.sales.table.descriptionGroup', { count: report.data.group.stores })
                  : t('reports.sales.table.description')
              }
              action={
                <CsvButton
                  tableName={t('reports.sales.table.title')}
                  fileName={csvFileName(
                    t('reports.sales.fileName'),
                    storeName,
                    report.data.period.key,
                  )}
                  rows={() =>
                    report.data
                      ? salesReportCsv(report.data, people, {
                          headers,
                          store: t('reports.sales.table.store'),
                          group: t('reports.sales.table.group', {
                            count: report.data.group?.stores ?? 0,
                          }),
                          difference: t('reports.sales.table.difference'),
                        })
                      : []
                  }
                />
              }
            >
              <SalesTable report={report.data} people={people} sort={sort} onSort={onSort} />
              <p className="mt-3 text-xs text-slate-600">{t('reports.sales.table.splitNote')}</p>
            </Panel>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

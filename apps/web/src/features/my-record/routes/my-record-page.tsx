import type { MyRecord } from '@das/shared/schemas/my-record';
import { useMutation } from '@tanstack/react-query';
import { CalendarCheck, Download, FileText, Gauge, Loader2, Printer, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { exportMyRecord } from '../api/export-my-record';
import { useMyRecord } from '../api/get-my-record';
import { MonthsTable } from '../components/months-table';
import { PenetrationTable } from '../components/penetration-table';
import { RecordPvrChart } from '../components/record-pvr-chart';

/**
 * `/my-record` (issue 15, ADR 033): the signed-in person's performance résumé:
 * best months, averages, PVR and penetration over time, month by month with
 * their goals; the whole record as a zip of CSV files; and a print layout the
 * browser's Print turns into a one- or two-page summary (the shell and the
 * buttons are hidden on paper).
 */
export function MyRecordPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const record = useMyRecord(user?.id);
  const exporter = useMutation({ mutationFn: exportMyRecord, retry: false });
  const data = record.data;
  const from = data?.months[0]?.month;
  const to = data?.months.at(-1)?.month;
  return (
    <div className="space-y-6 print:space-y-4">
      <PageHeader
        eyebrow={
          data
            ? `${data.person.name} · ${t(`roles.${data.person.role}`)}${data.person.dealershipName ? ` · ${data.person.dealershipName}` : ''}`
            : undefined
        }
        title={t('myRecord.title')}
        subtitle={
          from && to
            ? t('myRecord.subtitle', { from: fmt.month(from), to: fmt.month(to) })
            : t('myRecord.description')
        }
        actions={
          <>
            <button
              type="button"
              className={secondaryButton}
              disabled={!data}
              onClick={() => window.print()}
            >
              <Printer className="size-4" aria-hidden="true" />
              {t('myRecord.print')}
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={exporter.isPending || !data}
              onClick={() => exporter.mutate()}
            >
              {exporter.isPending ? (
                <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <Download className="size-4" aria-hidden="true" />
              )}
              {t('myRecord.download')}
            </button>
          </>
        }
      />
      <FormAlert message={exporter.isError ? t('myRecord.downloadFailed') : null} />
      {record.isPending ? (
        <PanelSkeleton rows={6} />
      ) : record.isError || !data ? (
        <LoadError
          message={t('myRecord.error')}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      ) : data.months.length === 0 ? (
        <Panel title={t('myRecord.title')}>
          <PanelEmpty icon={FileText} text={t('myRecord.empty')} />
        </Panel>
      ) : (
        <RecordBody record={data} />
      )}
    </div>
  );
}

function RecordBody({ record }: { record: MyRecord }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const kind = record.kind;
  // The figure large, its month under it; a record without one says so.
  const best = (entry: MyRecord['best']['units'], value: (n: number) => string) =>
    entry
      ? { value: value(entry.value), hint: fmt.month(entry.month) }
      : { value: t('myRecord.none'), hint: undefined };
  return (
    <>
      <section aria-labelledby="my-record-best">
        <h2 id="my-record-best" className="mb-3 text-base font-semibold text-ink-900">
          {t('myRecord.best.title')}
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4 print:grid-cols-3">
          <StatCard
            label={t(`myRecord.best.units.${kind}`)}
            {...best(record.best.units, fmt.number)}
            icon={Trophy}
          />
          <StatCard
            label={t(`myRecord.best.gross.${kind}`)}
            {...best(record.best.gross, fmt.money)}
            icon={Trophy}
          />
          <StatCard
            label={t(`myRecord.best.pvr.${kind}`)}
            value={best(record.best.pvr, fmt.money).value}
            icon={Trophy}
            hint={
              record.best.pvr
                ? `${fmt.month(record.best.pvr.month)} · ${t('myRecord.best.pvrHint', { min: record.smallSampleDeals })}`
                : t('myRecord.best.pvrHint', { min: record.smallSampleDeals })
            }
          />
        </div>
      </section>
      <section aria-labelledby="my-record-averages">
        <h2 id="my-record-averages" className="mb-3 text-base font-semibold text-ink-900">
          {t('myRecord.averages.title', { months: record.averages.months })}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 print:grid-cols-4">
          <StatCard
            label={t(`myRecord.averages.units.${kind}`)}
            value={fmt.number(record.averages.units)}
            icon={Gauge}
          />
          <StatCard
            label={t(`myRecord.averages.gross.${kind}`)}
            value={fmt.money(record.averages.gross)}
            icon={Gauge}
          />
          <StatCard
            label={t(`myRecord.averages.pvr.${kind}`)}
            value={fmt.money(record.averages.pvr)}
            icon={Gauge}
            hint={
              record.averages.ppd === null
                ? undefined
                : t('myRecord.averages.ppd', { value: fmt.number(record.averages.ppd) })
            }
          />
          <StatCard
            label={t('myRecord.goals.label')}
            value={
              record.goals.months === 0
                ? t('myRecord.none')
                : t('myRecord.goals.value', {
                    met: record.goals.met,
                    total: record.goals.months,
                  })
            }
            icon={CalendarCheck}
          />
        </div>
      </section>
      <RecordPvrChart record={record} />
      {kind === 'finance' ? <PenetrationTable record={record} /> : null}
      <MonthsTable record={record} />
    </>
  );
}

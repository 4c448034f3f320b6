import { useState, type FormEvent } from 'react';
import { Download, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_OUTCOMES, type AuditFilter } from '@das/shared/schemas/platform-records';
import { fieldControl, primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelTable } from '@/components/ui/panel-table';
import { downloadApiCsv } from '@/lib/download-csv';
import { auditExportPath, useAuditLog, type PageAt } from '../api/platform-records';
import { Pager } from './pager';
import { RecordsResult } from './records-result';
import { useUtcTime } from './use-utc-time';

const OUTCOME_STYLE = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refused: 'bg-rose-50 text-rose-800 ring-rose-200',
  failed: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** The form's values as typed; a filter is applied when the form is sent. */
function filterOf(form: FormData): AuditFilter {
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const store = text('dealership_id');
  const outcome = text('outcome');
  return {
    person: text('person'),
    dealership_id: store === undefined ? undefined : Number(store),
    action: text('action'),
    outcome: AUDIT_OUTCOMES.find((o) => o === outcome),
    from: text('from'),
    to: text('to'),
  };
}

/** Who did what, when, where, and what became of it: newest first, a page at a time. */
export function AuditLogSection() {
  const { t } = useTranslation();
  const time = useUtcTime();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [at, setAt] = useState<PageAt>({});
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(filter, at);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(filterOf(new FormData(event.currentTarget)));
    setAt({});
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadApiCsv(auditExportPath(filter), 'audit-log.csv');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel
      title={t('platformRecords.audit.title')}
      description={t('platformRecords.audit.description')}
      action={
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('platformRecords.audit.export')}
        </button>
      }
    >
      <form
        onSubmit={apply}
        aria-label={t('platformRecords.audit.filters')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7 lg:items-end"
      >
        <Field
          id="audit-person"
          label={t('platformRecords.audit.person')}
          className="lg:col-span-2"
        >
          <input id="audit-person" name="person" className={fieldControl} maxLength={200} />
        </Field>
        <Field id="audit-store" label={t('platformRecords.audit.store')}>
          <input
            id="audit-store"
            name="dealership_id"
            type="number"
            min={1}
            inputMode="numeric"
            className={fieldControl}
          />
        </Field>
        <Field id="audit-action" label={t('platformRecords.audit.action')}>
          <input id="audit-action" name="action" className={fieldControl} maxLength={64} />
        </Field>
        <Field id="audit-outcome" label={t('platformRecords.audit.outcome')}>
          <select id="audit-outcome" name="outcome" className={fieldControl} defaultValue="">
            <option value="">{t('platformRecords.audit.anyOutcome')}</option>
            {AUDIT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`platformRecords.outcomes.${outcome}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-from" label={t('platformRecords.from')}>
          <input id="audit-from" name="from" type="date" className={fieldControl} />
        </Field>
        <Field id="audit-to" label={t('platformRecords.to')}>
          <input id="audit-to" name="to" type="date" className={fieldControl} />
        </Field>
        <div className="sm:col-span-2 lg:col-span-7">
          <button type="submit" className={primaryButton}>
            {t('platformRecords.apply')}
          </button>
        </div>
      </form>

      <RecordsResult
        className="mt-5"
        query={log}
        isEmpty={log.data?.items.length === 0}
        empty={<PanelEmpty icon={ScrollText} text={t('platformRecords.audit.empty')} />}
      >
        <PanelTable
          label={t('platformRecords.audit.title')}
          caption={t('platformRecords.audit.caption')}
          className="w-full min-w-[56rem] text-sm"
          head={
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 pl-6 font-medium">
                {t('platformRecords.whenUtc')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.audit.columns.person')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.audit.columns.action')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.audit.columns.store')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.audit.outcome')}
              </th>
              <th scope="col" className="py-2 pr-6 font-medium">
                {t('platformRecords.audit.details')}
              </th>
            </tr>
          }
        >
          {(log.data?.items ?? []).map((record) => (
            <tr key={record.id} className="align-top">
              <td className="py-2 pr-3 pl-6 whitespace-nowrap text-slate-700">{time(record.at)}</td>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="block font-medium text-ink-900">
                  {record.userName ?? t('platformRecords.nobody')}
                </span>
                <span className="block text-xs text-slate-600">{record.userEmail}</span>
              </th>
              <td className="py-2 pr-3 font-mono text-xs text-slate-800">{record.operation}</td>
              <td className="py-2 pr-3 text-slate-700">
                {record.dealershipId === null
                  ? '—'
                  : `${record.dealershipName ?? ''} (#${record.dealershipId})`}
              </td>
              <td className="py-2 pr-3">
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${OUTCOME_STYLE[record.outcome]}`}
                >
                  {t(`platformRecords.outcomes.${record.outcome}`)}
                </span>
              </td>
              <td className="max-w-md py-2 pr-6">
                <details>
                  <summary className="cursor-pointer text-brand-700">
                    {t('platformRecords.audit.show')}
                  </summary>
                  <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-800">
                    {JSON.stringify(record.details, null, 2)}
                  </pre>
                </details>
              </td>
            </tr>
          ))}
        </PanelTable>
      </RecordsResult>
      <Pager
        label={t('platformRecords.audit.pages')}
        previousCursor={log.data?.previousCursor}
        nextCursor={log.data?.nextCursor}
        onPage={setAt}
      />
    </Panel>
  );
}

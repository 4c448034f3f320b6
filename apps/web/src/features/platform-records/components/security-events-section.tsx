import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEVERITIES } from '@das/shared/schemas/platform-records';
import { fieldControl } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';
import {
  useSecurityEventDays,
  useSecurityEvents,
  type PageAt,
  type SecurityEventDays,
  type Severity,
} from '../api/platform-records';
import { Pager } from './pager';
import { RecordsResult } from './records-result';
import { useUtcTime } from './use-utc-time';

/** The days counted beside the list. */
const DAYS_SHOWN = 14;

/** Counts per day as rows of a day and a count per severity, newest day first. */
function dayRows(days: SecurityEventDays['days']) {
  const rows = new Map<string, Partial<Record<Severity, number>>>();
  for (const { day, severity, count } of days) {
    rows.set(day, { ...rows.get(day), [severity]: count });
  }
  return [...rows.entries()].sort(([a], [b]) => b.localeCompare(a));
}

/** Lockouts, refused tokens, CSRF refusals and the like: by severity, and per day. */
export function SecurityEventsSection() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const time = useUtcTime();
  const [severity, setSeverity] = useState<Severity | undefined>();
  const [at, setAt] = useState<PageAt>({});
  const events = useSecurityEvents(severity, at);
  const days = useSecurityEventDays(severity, DAYS_SHOWN);
  const shownSeverities = severity ? [severity] : SEVERITIES;

  return (
    <Panel
      title={t('platformRecords.security.title')}
      description={t('platformRecords.security.description')}
    >
      <Field
        id="security-severity"
        label={t('platformRecords.security.severity')}
        className="max-w-xs"
      >
        <select
          id="security-severity"
          className={fieldControl}
          value={severity ?? ''}
          onChange={(event) => {
            setSeverity(SEVERITIES.find((s) => s === event.target.value));
            setAt({});
          }}
        >
          <option value="">{t('platformRecords.security.anySeverity')}</option>
          {SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {t(`platformRecords.severities.${s}`)}
            </option>
          ))}
        </select>
      </Field>

      <h3 className="mt-5 text-sm font-semibold text-ink-900">
        {t('platformRecords.security.perDay', { days: DAYS_SHOWN })}
      </h3>
      <RecordsResult
        query={days}
        isEmpty={days.data?.days.length === 0}
        empty={<PanelEmpty icon={ShieldAlert} text={t('platformRecords.security.noDays')} />}
      >
        <PanelTable
          label={t('platformRecords.security.perDay', { days: DAYS_SHOWN })}
          caption={t('platformRecords.security.perDay', { days: DAYS_SHOWN })}
          head={
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 pl-6 font-medium">
                {t('platformRecords.dayUtc')}
              </th>
              {shownSeverities.map((s) => (
                <th key={s} scope="col" className="py-2 pr-6 text-right font-medium">
                  {t(`platformRecords.severities.${s}`)}
                </th>
              ))}
            </tr>
          }
        >
          {dayRows(days.data?.days ?? []).map(([day, counts]) => (
            <tr key={day}>
              <th scope="row" className="py-2 pr-3 pl-6 text-left font-normal text-slate-700">
                {fmt.date(day)}
              </th>
              {shownSeverities.map((s) => (
                <td key={s} className="py-2 pr-6 text-right text-ink-900 tabular-nums">
                  {fmt.number(counts[s] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </PanelTable>
      </RecordsResult>

      <h3 className="mt-6 text-sm font-semibold text-ink-900">
        {t('platformRecords.security.latest')}
      </h3>
      <RecordsResult
        query={events}
        isEmpty={events.data?.items.length === 0}
        empty={<PanelEmpty icon={ShieldAlert} text={t('platformRecords.security.empty')} />}
      >
        <PanelTable
          label={t('platformRecords.security.latest')}
          caption={t('platformRecords.security.latest')}
          className="w-full min-w-[40rem] text-sm"
          head={
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 pl-6 font-medium">
                {t('platformRecords.whenUtc')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.security.event')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.security.severity')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.security.account')}
              </th>
              <th scope="col" className="py-2 pr-6 font-medium">
                {t('platformRecords.security.address')}
              </th>
            </tr>
          }
        >
          {(events.data?.items ?? []).map((event) => (
            <tr key={event.id}>
              <td className="py-2 pr-3 pl-6 whitespace-nowrap text-slate-700">{time(event.at)}</td>
              <th scope="row" className="py-2 pr-3 text-left font-mono text-xs font-normal">
                {event.eventType}
              </th>
              <td className="py-2 pr-3">{t(`platformRecords.severities.${event.severity}`)}</td>
              <td className="py-2 pr-3 text-slate-700">
                {event.userEmail ?? t('platformRecords.nobody')}
              </td>
              <td className="py-2 pr-6 font-mono text-xs text-slate-700">
                {event.ipAddress ?? '—'}
              </td>
            </tr>
          ))}
        </PanelTable>
      </RecordsResult>
      <Pager
        label={t('platformRecords.security.pages')}
        previousCursor={events.data?.previousCursor}
        nextCursor={events.data?.nextCursor}
        onPage={setAt}
      />
    </Panel>
  );
}

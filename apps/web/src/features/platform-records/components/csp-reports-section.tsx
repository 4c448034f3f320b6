import { Fragment } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';
import { useCspReports } from '../api/platform-records';
import { RecordsResult } from './records-result';
import { useUtcTime } from './use-utc-time';

/** What browsers blocked on our pages, a row per blocked URL under its directive. */
export function CspReportsSection() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const time = useUtcTime();
  const reports = useCspReports();
  const groups = reports.data?.groups ?? [];
  const directives = [...new Set(groups.map((group) => group.directive))];

  return (
    <Panel
      title={t('platformRecords.csp.title')}
      description={t('platformRecords.csp.description')}
    >
      <RecordsResult
        query={reports}
        isEmpty={groups.length === 0}
        empty={<PanelEmpty icon={ShieldCheck} text={t('platformRecords.csp.empty')} />}
      >
        <PanelTable
          label={t('platformRecords.csp.title')}
          caption={t('platformRecords.csp.caption')}
          className="w-full min-w-[40rem] text-sm"
          head={
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 pl-6 font-medium">
                {t('platformRecords.csp.blockedUrl')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('platformRecords.csp.count')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platformRecords.csp.lastSeen')}
              </th>
              <th scope="col" className="py-2 pr-6 font-medium">
                {t('platformRecords.csp.page')}
              </th>
            </tr>
          }
        >
          {directives.map((directive) => (
            <Fragment key={directive}>
              <tr className="bg-slate-50">
                <th
                  scope="colgroup"
                  colSpan={4}
                  className="py-1.5 pr-6 pl-6 text-left font-mono text-xs font-semibold text-ink-900"
                >
                  {directive}
                </th>
              </tr>
              {groups
                .filter((group) => group.directive === directive)
                .map((group) => (
                  <tr key={`${directive} ${group.blockedUrl}`}>
                    <th
                      scope="row"
                      className="max-w-xs py-2 pr-3 pl-6 text-left font-mono text-xs font-normal break-all"
                    >
                      {group.blockedUrl}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{fmt.number(group.count)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap text-slate-700">
                      {time(group.lastSeen)}
                    </td>
                    <td className="max-w-xs py-2 pr-6 text-xs break-all text-slate-700">
                      {group.documentUrl ?? '—'}
                    </td>
                  </tr>
                ))}
            </Fragment>
          ))}
        </PanelTable>
      </RecordsResult>
    </Panel>
  );
}

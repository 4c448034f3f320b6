import type { MyRecord } from '@das/shared/schemas/my-record';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';

/** Month by month, newest first: what the person did, and their goal when they had one. */
export function MonthsTable({ record }: { record: MyRecord }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const current = record.today.slice(0, 7);
  const months = [...record.months].reverse();
  const best = new Set(
    [record.best.units, record.best.gross, record.best.pvr].flatMap((entry) =>
      entry ? [entry.month] : [],
    ),
  );
  const cell = `${EDGE_CELL} py-2 text-right`;
  return (
    <Panel
      title={t('myRecord.table.title')}
      description={t(`myRecord.table.description.${record.kind}`)}
    >
      <PanelTable
        label={t('myRecord.table.title')}
        caption={t('myRecord.table.title')}
        className="w-full min-w-[36rem] text-sm tabular-nums print:min-w-0 print:text-xs"
        head={
          <tr className="text-slate-600">
            <th scope="col" className={EDGE_HEAD}>
              {t('myRecord.month')}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t('myRecord.table.units')}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t(`myRecord.table.gross.${record.kind}`)}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t(`myRecord.table.pvr.${record.kind}`)}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t('myRecord.table.goal')}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-center`}>
              {t('myRecord.table.met')}
            </th>
          </tr>
        }
      >
        {months.map((month) => {
          const met = month.goal ? month.units >= month.goal.unitTarget : null;
          return (
            <tr key={month.month} className={best.has(month.month) ? 'bg-brand-50/60' : undefined}>
              <th
                scope="row"
                className={`${EDGE_CELL} py-2 text-left font-medium whitespace-nowrap text-ink-900`}
              >
                {fmt.month(month.month)}
                {best.has(month.month) ? (
                  <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t('myRecord.table.bestMark')}
                  </span>
                ) : null}
              </th>
              <td className={cell}>{fmt.number(month.units)}</td>
              <td className={cell}>{fmt.money(month.gross)}</td>
              <td className={cell}>{fmt.money(month.pvr)}</td>
              <td className={cell}>{month.goal ? fmt.number(month.goal.unitTarget) : '–'}</td>
              <td className={`${EDGE_CELL} py-2 text-center`}>
                {met === null || month.month === current ? (
                  <Minus
                    className="inline size-4 text-slate-400"
                    role="img"
                    aria-label={t('myRecord.table.open')}
                  />
                ) : met ? (
                  <Check
                    className="inline size-4 text-emerald-700"
                    role="img"
                    aria-label={t('myRecord.table.yes')}
                  />
                ) : (
                  <X
                    className="inline size-4 text-rose-700"
                    role="img"
                    aria-label={t('myRecord.table.no')}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </PanelTable>
    </Panel>
  );
}

import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { coverageGaps, WORKING_SHIFTS, type DayCoverage } from './schedule-draft';
import { SHIFT_DOT, useShiftName } from './shift-look';

/** The grid's footer: how many work each day, per shift, and whether it opens and closes. */
export function CoverageRows({
  days,
  coverage,
}: {
  days: readonly string[];
  coverage: readonly DayCoverage[];
}) {
  const { t } = useTranslation();
  const name = useShiftName();
  const rowHeader =
    'sticky left-0 z-10 bg-slate-50 px-3 py-1.5 text-left text-xs font-medium text-slate-600 shadow-[1px_0_0_0_var(--color-slate-200)] sm:px-4';
  return (
    <tfoot className="bg-slate-50">
      <tr>
        <th scope="row" className={`${rowHeader} border-t border-slate-200 pt-3`}>
          {t('schedule.coverage.working')}
        </th>
        {coverage.map((counts, index) => (
          <td
            key={days[index]}
            className="border-t border-slate-200 px-2 pt-3 pb-1.5 text-center font-semibold text-ink-900 tabular-nums"
          >
            {WORKING_SHIFTS.reduce((sum, shift) => sum + counts[shift], 0)}
          </td>
        ))}
        <td className="border-t border-slate-200" />
      </tr>
      {WORKING_SHIFTS.map((shift) => (
        <tr key={shift}>
          <th scope="row" className={rowHeader}>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className={`size-2 rounded-full ${SHIFT_DOT[shift]}`} />
              {name(shift)}
            </span>
          </th>
          {coverage.map((counts, index) => (
            <td
              key={days[index]}
              className={`px-2 py-1.5 text-center tabular-nums ${
                counts[shift] === 0 ? 'text-slate-500' : 'text-slate-800'
              }`}
            >
              {counts[shift]}
            </td>
          ))}
          <td />
        </tr>
      ))}
      <tr>
        <th scope="row" className={`${rowHeader} rounded-bl-2xl pb-3`}>
          {t('schedule.coverage.status')}
        </th>
        {coverage.map((counts, index) => {
          const day = days[index] ?? '';
          const gaps = coverageGaps(counts, day);
          const missing = [
            gaps.opening ? t('schedule.coverage.noOpener') : null,
            gaps.closing ? t('schedule.coverage.noCloser') : null,
          ].filter((text): text is string => text !== null);
          return (
            <td key={day} className="px-1.5 pt-1.5 pb-3 text-center align-top">
              {missing.length === 0 ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
                  <CheckCircle2 className="size-3.5" aria-hidden="true" />
                  {t('schedule.coverage.covered')}
                </span>
              ) : (
                <span className="inline-flex flex-col items-center gap-0.5 rounded-md bg-amber-50 px-1.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
                  <AlertTriangle className="size-3.5 text-amber-600" aria-hidden="true" />
                  {missing.map((text) => (
                    <span key={text}>{text}</span>
                  ))}
                </span>
              )}
            </td>
          );
        })}
        <td />
      </tr>
    </tfoot>
  );
}

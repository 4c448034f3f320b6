import { SHIFTS } from '@das/shared/schemas/schedule';
import { useTranslation } from 'react-i18next';
import { SHIFT_DOT, useShiftHours, useShiftName } from './shift-look';

/** The shift templates and their hours, above the grid (and on paper). */
export function ShiftLegend() {
  const { t } = useTranslation();
  const hours = useShiftHours();
  const name = useShiftName();
  return (
    <ul
      aria-label={t('schedule.legend')}
      className="flex min-w-0 flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600 lg:justify-end"
    >
      {SHIFTS.map((shift) => (
        <li key={shift} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${SHIFT_DOT[shift]}`} />
          <span className="font-medium text-slate-800">{name(shift)}</span>
          {shift !== 'off' ? <span className="tabular-nums">{hours(shift)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

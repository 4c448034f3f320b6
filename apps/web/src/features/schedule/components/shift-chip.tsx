import type { Shift } from '@das/shared/schemas/schedule';
import { useTranslation } from 'react-i18next';
import { SHIFT_CHIP, useShiftName } from './shift-look';

/** One cell's shift as a tinted chip with its name and hours (or a dashed blank). */
export function ShiftChip({
  shift,
  hours,
}: {
  shift: Shift | null;
  hours: (shift: Shift) => string;
}) {
  const { t } = useTranslation();
  const name = useShiftName();
  if (shift === null) {
    return (
      <span className="flex h-12 items-center justify-center rounded-lg text-slate-400 ring-1 ring-slate-200 ring-inset [border-style:dashed] print:ring-0">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('schedule.shifts.none')}</span>
      </span>
    );
  }
  return (
    <span
      className={`flex h-12 flex-col justify-center rounded-lg px-2 ring-1 ring-inset ${SHIFT_CHIP[shift]}`}
    >
      <span className="truncate text-[13px] leading-tight font-semibold">{name(shift)}</span>
      {shift !== 'off' ? (
        <span className="truncate text-[11px] leading-tight tabular-nums opacity-80">
          {hours(shift)}
        </span>
      ) : null}
    </span>
  );
}

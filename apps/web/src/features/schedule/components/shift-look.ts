import { SHIFT_HOURS, type Shift } from '@das/shared/schemas/schedule';
import { useTranslation } from 'react-i18next';
import { localeForLanguage, dateFormat } from '@/lib/format';

/**
 * Each shift's chip: a tint to scan the grid by, always with its name in text
 * (colour is never the only cue) and dark text on a light tint for contrast.
 */
export const SHIFT_CHIP: Record<Shift, string> = {
  opening: 'bg-sky-50 text-sky-900 ring-sky-200',
  mid: 'bg-violet-50 text-violet-900 ring-violet-200',
  closing: 'bg-indigo-100 text-indigo-950 ring-indigo-300',
  weekend: 'bg-amber-50 text-amber-900 ring-amber-200',
  off: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** The dot of a shift in the legend and the menu. */
export const SHIFT_DOT: Record<Shift, string> = {
  opening: 'bg-sky-500',
  mid: 'bg-violet-500',
  closing: 'bg-indigo-700',
  weekend: 'bg-amber-500',
  off: 'bg-slate-400',
};

/** Keys that set a shift on a focused cell (the first letter of its English name stays stable). */
export const SHIFT_SHORTCUTS: Record<string, Shift> = {
  o: 'opening',
  m: 'mid',
  c: 'closing',
  w: 'weekend',
  x: 'off',
};

/** "9 AM – 6 PM" (or "09:00–18:00") in the reader's language; empty for a day off. */
export function useShiftHours(): (shift: Shift) => string {
  const { i18n } = useTranslation();
  const format = dateFormat(localeForLanguage(i18n.language), {
    hour: 'numeric',
    timeZone: 'UTC',
  });
  return (shift) => {
    if (shift === 'off') return '';
    const { start, end } = SHIFT_HOURS[shift];
    return format.formatRange(
      new Date(Date.UTC(2000, 0, 1, start)),
      new Date(Date.UTC(2000, 0, 1, end)),
    );
  };
}

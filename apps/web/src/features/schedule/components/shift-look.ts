import { shiftSpan, type Shift } from '@das/shared/schemas/schedule';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { localeForLanguage, dateFormat } from '@/lib/format';
import { weeklyHours, type StoreTemplates } from './schedule-draft';

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

/**
 * The store's shift templates (ADR 020), given by the schedule page: a shift
 * with one shows the store's name and hours for it everywhere on the page.
 */
const ShiftTemplates = createContext<StoreTemplates>([]);
export const ShiftTemplatesProvider = ShiftTemplates.Provider;

/** A shift's name: the store's template's, else the built-in one in the reader's language. */
export function useShiftName(): (shift: Shift) => string {
  const { t } = useTranslation();
  const templates = useContext(ShiftTemplates);
  return (shift) =>
    templates.find((template) => template.shift === shift)?.name ?? t(`schedule.shifts.${shift}`);
}

/**
 * "9 AM – 6 PM" (or "09:00–18:00") in the reader's language, by the store's
 * template when the shift has one, with minutes when they are not whole hours;
 * empty for a day off.
 */
export function useShiftHours(): (shift: Shift) => string {
  const { i18n } = useTranslation();
  const templates = useContext(ShiftTemplates);
  const locale = localeForLanguage(i18n.language);
  const hourly = dateFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const exact = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (shift) => {
    if (shift === 'off') return '';
    const [start, end] = shiftSpan(shift, templates);
    const format = start % 60 === 0 && end % 60 === 0 ? hourly : exact;
    const at = (minutes: number) => new Date(Date.UTC(2000, 0, 1, 0, minutes));
    return format.formatRange(at(start), at(end));
  };
}

/** A person's planned hours in a week, by the store's templates (`weeklyHours`). */
export function useWeeklyHours(): (shifts: readonly (Shift | null)[]) => number {
  const templates = useContext(ShiftTemplates);
  return (shifts) => weeklyHours(shifts, templates);
}

import { TRIAL_DAYS } from '@das/shared/constants';
import { localToday } from '@/lib/local-today';

/** A YYYY-MM-DD day, when the text is one. */
export function readDay(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value
    ? undefined
    : value;
}

/** The reader's calendar day on which a trial ends (the server answers an instant). */
export function trialEndDay(trialEndsAt: string, now = new Date()): string {
  const end = new Date(trialEndsAt);
  return localToday(Number.isNaN(end.getTime()) ? addDays(now, TRIAL_DAYS) : end);
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

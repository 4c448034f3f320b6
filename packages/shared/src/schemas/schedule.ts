import { z } from 'zod';
import { ruleError } from '../validation';
import { isoDay } from './fields';

/** DOMAIN.md "Schedule": a weekly grid of people × days with shift templates. */
export const SHIFTS = ['opening', 'mid', 'closing', 'weekend', 'off'] as const;
export type Shift = (typeof SHIFTS)[number];

/** Hours of each working shift, 24-hour clock. */
export const SHIFT_HOURS: Readonly<Record<Exclude<Shift, 'off'>, { start: number; end: number }>> =
  {
    opening: { start: 9, end: 18 },
    mid: { start: 10, end: 19 },
    closing: { start: 12, end: 21 },
    weekend: { start: 9, end: 17 },
  };

/** Minutes since midnight of "HH:MM". */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A working shift's start and end in minutes since midnight: the store's
 * template's hours when it has one for the shift (ADR 020), else SHIFT_HOURS.
 */
export function shiftSpan(
  shift: Exclude<Shift, 'off'>,
  templates: readonly { shift: Shift; start: string; end: string }[],
): [start: number, end: number] {
  const template = templates.find((candidate) => candidate.shift === shift);
  return template
    ? [minutesOf(template.start), minutesOf(template.end)]
    : [SHIFT_HOURS[shift].start * 60, SHIFT_HOURS[shift].end * 60];
}

const monday = isoDay().refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, {
  error: ruleError('not_monday'),
});

export const scheduleQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
  week: monday.optional(),
});

export const scheduleWeekSchema = z.object({
  dealershipId: z.number().int(),
  week: z.string(),
  days: z.array(z.string()),
  people: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      role: z.string(),
      /** One entry per day of the week; null where nothing is planned. */
      shifts: z.array(z.enum(SHIFTS).nullable()),
    }),
  ),
  /** Working people per day and shift. */
  coverage: z.array(z.record(z.enum(SHIFTS), z.number().int())),
  /**
   * The store's shift templates (ADR 020): its own name and hours for a
   * shift, offered when a shift is added; a shift without one keeps SHIFT_HOURS.
   */
  templates: z.array(
    z.object({ shift: z.enum(SHIFTS), name: z.string(), start: z.string(), end: z.string() }),
  ),
  canEdit: z.boolean(),
});

export const saveScheduleSchema = z.object({
  dealership_id: z.number().int().positive().optional(),
  cells: z
    .array(z.object({ userId: z.uuid(), day: isoDay(), shift: z.enum(SHIFTS).nullable() }))
    .min(1)
    .max(100),
});

export const copyWeekSchema = z.object({
  dealership_id: z.number().int().positive().optional(),
  /** The week to fill, from the week before it. */
  week: monday,
});

export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

import { z } from 'zod';
import { isoMonth } from './fields';

/** Monthly goals per person and for the store, set by managers (DOMAIN.md "Goal pace"). */
const month = isoMonth();

export const goalsQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
  month: month.optional(),
});

export const goalRowSchema = z.object({
  /** null for the store's own goal. */
  userId: z.uuid().nullable(),
  name: z.string(),
  role: z.string().nullable(),
  unitTarget: z.number().nullable(),
  grossTarget: z.number().nullable(),
  actualUnits: z.number(),
  actualGross: z.number(),
  /** Scheduled days off in the month, in all and up to today: goal pace counts working days. */
  daysOff: z.number().int(),
  daysOffSoFar: z.number().int(),
});

export const goalsResponseSchema = z.object({
  dealershipId: z.number().int(),
  month: z.string(),
  /** Today at the store, by which this month's pace is read. */
  today: z.string(),
  /**
   * The month has no goals saved and the targets are the store's defaults
   * (ADR 020): the page offers them to save; until then the pace reads them.
   */
  fromDefaults: z.boolean(),
  goals: z.array(goalRowSchema),
  /** The months that have goals, newest first: the history. */
  months: z.array(z.string()),
});

export const saveGoalsSchema = z.object({
  dealership_id: z.number().int().positive().optional(),
  month,
  goals: z
    .array(
      z.object({
        userId: z.uuid().nullable(),
        unitTarget: z.number().min(0).max(10_000),
        grossTarget: z.number().min(0).max(100_000_000).nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
});

export type GoalsResponse = z.infer<typeof goalsResponseSchema>;
export type SaveGoalsRequest = z.infer<typeof saveGoalsSchema>;

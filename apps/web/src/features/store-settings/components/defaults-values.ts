import type { FieldIssue } from '@das/shared/errors';
import {
  saveGoalDefaultsSchema,
  saveShiftTemplatesSchema,
  TEMPLATE_SHIFTS,
  type GoalDefaults,
  type StoreDefaults,
} from '@das/shared/schemas/store-defaults';
import { z } from 'zod';
import { genericIssueText, type IssueText } from '@/lib/field-issues';
import { sharedSchemaResolver } from '@/lib/form-resolver';

/**
 * The store's defaults as plain text fields (ADR 020): each default goal as
 * units and gross typed, each working shift's template as a switch, a name and
 * two times. They become the requests the server's own schemas check.
 */
export const GOAL_OWNERS = [
  'store',
  'salesperson',
  'financeManager',
] as const satisfies readonly (keyof GoalDefaults)[];
type Owner = (typeof GOAL_OWNERS)[number];

export type GoalDefaultsValues = Record<Owner, { units: string; gross: string }>;
export type GoalDefaultsRequest = z.output<typeof saveGoalDefaultsSchema>;

const amount = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(/[\s$,]/g, ''));

export function goalDefaultsValues(defaults: GoalDefaults): GoalDefaultsValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return Object.fromEntries(
    GOAL_OWNERS.map((owner) => [
      owner,
      { units: text(defaults[owner]?.unitTarget), gross: text(defaults[owner]?.grossTarget) },
    ]),
  ) as GoalDefaultsValues;
}

/** A row left blank is no default; gross without units is a goal missing its units. */
function toGoalRequest(values: GoalDefaultsValues): z.input<typeof saveGoalDefaultsSchema> {
  const row = ({ units, gross }: { units: string; gross: string }) =>
    units.trim() === '' && gross.trim() === ''
      ? null
      : { unitTarget: amount(units), grossTarget: gross.trim() === '' ? null : amount(gross) };
  return {
    store: row(values.store),
    salesperson: row(values.salesperson),
    financeManager: row(values.financeManager),
  };
}

/** `store.unitTarget` is typed at `store.units`. */
export function goalFieldOf(path: string): string {
  return path.replace(/\.unitTarget$/, '.units').replace(/\.grossTarget$/, '.gross');
}

export const GOAL_FIELDS = GOAL_OWNERS.flatMap((owner) => [
  `${owner}.units` as const,
  `${owner}.gross` as const,
]);

export const goalDefaultsResolver = sharedSchemaResolver<GoalDefaultsValues, GoalDefaultsRequest>(
  z.custom<GoalDefaultsValues>().transform(toGoalRequest).pipe(saveGoalDefaultsSchema),
  { fieldOf: goalFieldOf },
);

export interface TemplateRow {
  shift: (typeof TEMPLATE_SHIFTS)[number];
  used: boolean;
  name: string;
  start: string;
  end: string;
}
export interface ShiftTemplatesValues {
  rows: TemplateRow[];
}
export type ShiftTemplatesRequest = z.output<typeof saveShiftTemplatesSchema>;

/** One row per working shift, in the schedule's order; a shift without a template is switched off. */
export function shiftTemplatesValues(
  templates: StoreDefaults['shiftTemplates'],
  builtInName: (shift: TemplateRow['shift']) => string,
  builtInHours: (shift: TemplateRow['shift']) => { start: string; end: string },
): ShiftTemplatesValues {
  return {
    rows: TEMPLATE_SHIFTS.map((shift) => {
      const saved = templates.find((template) => template.shift === shift);
      return saved
        ? { ...saved, used: true }
        : { shift, used: false, name: builtInName(shift), ...builtInHours(shift) };
    }),
  };
}

function toTemplatesRequest(
  values: ShiftTemplatesValues,
): z.input<typeof saveShiftTemplatesSchema> {
  return {
    templates: values.rows
      .filter((row) => row.used)
      .map(({ shift, name, start, end }) => ({ shift, name, start, end })),
  };
}

/**
 * `templates.1.end` is the second template switched on: the field of its row.
 * A shift used twice cannot happen here (one row each), so it is shown at the name.
 */
export function templateFieldOf(path: string, values: ShiftTemplatesValues): string {
  const match = /^templates\.(\d+)\.(\w+)/.exec(path);
  if (!match) return 'rows';
  const used = values.rows.flatMap((row, index) => (row.used ? [index] : []));
  const index = used[Number(match[1])];
  const key = match[2] === 'shift' ? 'name' : match[2];
  return index === undefined ? 'rows' : `rows.${index}.${key}`;
}

export const templateFields = (values: ShiftTemplatesValues) =>
  values.rows.flatMap((_, index) => [
    `rows.${index}.name` as const,
    `rows.${index}.start` as const,
    `rows.${index}.end` as const,
  ]);

export const shiftTemplatesResolver = sharedSchemaResolver<
  ShiftTemplatesValues,
  ShiftTemplatesRequest
>(z.custom<ShiftTemplatesValues>().transform(toTemplatesRequest).pipe(saveShiftTemplatesSchema), {
  fieldOf: templateFieldOf,
});

/** Codes these forms word in their own terms; any other code gets the common wording. */
export function defaultsIssueText(
  field: string,
  issue: Pick<FieldIssue, 'code' | 'params'>,
): IssueText {
  if (field.endsWith('.end') && issue.code === 'too_small')
    return { key: 'storeDefaults.shifts.endAfterStart' };
  if (field.endsWith('.name') && issue.code === 'already_used')
    return { key: 'storeDefaults.shifts.nameUsed' };
  if ((field.endsWith('.start') || field.endsWith('.end')) && issue.code === 'invalid_format')
    return { key: 'storeDefaults.shifts.time' };
  if (field.endsWith('.units') && issue.code === 'wrong_type')
    return { key: 'storeDefaults.goals.unitsNeeded' };
  return genericIssueText(issue);
}

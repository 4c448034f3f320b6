import { z } from 'zod';
import { DAY_RANGE } from '../constants';
import { isPeriodSpec } from '../periods';
import { isOneLineText, isStorableText } from '../text';
import { ruleError } from '../validation';

/**
 * The field kinds every request schema builds on (ADR 016), so each text and
 * date is checked the same way wherever it is taken: in a body, in a query
 * and in the browser's forms.
 */

/** One line as typed: a name, a stock number. Chain `.trim().min().max()` as the field needs. */
export const oneLineText = () =>
  z.string().refine(isOneLineText, { error: ruleError('control_characters', { oneLine: true }) });

/** Text of several lines (a deal's notes): tabs and line breaks are kept. */
export const multiLineText = () =>
  z.string().refine(isStorableText, { error: ruleError('control_characters') });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_RANGE = { first: DAY_RANGE.first.slice(0, 7), last: DAY_RANGE.last.slice(0, 7) };

/** True for text that is not a day at all: the format check words that. */
const dayInRange = (day: string) =>
  !DAY_PATTERN.test(day) || (day >= DAY_RANGE.first && day <= DAY_RANGE.last);
const monthInRange = (month: string) =>
  !MONTH_PATTERN.test(month) || (month >= MONTH_RANGE.first && month <= MONTH_RANGE.last);

/** A calendar day, YYYY-MM-DD, within DAY_RANGE. */
export const isoDay = () =>
  z.iso.date().refine(dayInRange, {
    error: ruleError('date_out_of_range', {
      minimum: DAY_RANGE.first,
      maximum: DAY_RANGE.last,
    }),
  });

const monthRangeError = ruleError('date_out_of_range', {
  minimum: MONTH_RANGE.first,
  maximum: MONTH_RANGE.last,
});

/** A calendar month, YYYY-MM, within DAY_RANGE. */
export const isoMonth = () =>
  z.string().regex(MONTH_PATTERN).refine(monthInRange, { error: monthRangeError });

/** A named period (`this_month` …) or one month (`YYYY-MM`) within DAY_RANGE. */
export const periodSpec = () =>
  z
    .string()
    .refine(isPeriodSpec, { error: ruleError('unknown_period') })
    .refine(monthInRange, { error: monthRangeError });

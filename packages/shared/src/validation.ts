import { z } from 'zod';
import type { FieldIssue, FieldIssueCode, FieldIssueParams } from './errors';

/**
 * Field problems as codes (what the web translates) and as SPEC.md §5's field
 * validator messages (what the API says beside them). Zod builds paths after
 * the message, so the message says what is wrong and `toFieldIssues` names the
 * field.
 */
type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

export interface Coded {
  code: FieldIssueCode;
  params: FieldIssueParams;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The English after "Field '{x}'" for each code. */
export function describeFieldIssue(code: FieldIssueCode, params: FieldIssueParams = {}): string {
  const count = (name: string) => Number(params[name]);
  const list = (name: string) => [params[name] ?? []].flat().join(', ');
  switch (code) {
    case 'required':
      return 'is required';
    case 'wrong_type': {
      const expected = String(params.expected);
      if (expected === 'number') return 'must be a valid number';
      if (expected === 'boolean') return 'must be true or false';
      if (expected === 'array') return 'must be a list';
      return `must be ${expected === 'object' ? 'an object' : `a ${expected}`}`;
    }
    case 'too_short':
      return `must be at least ${plural(count('minimum'), 'character')}`;
    case 'too_long':
      return `must be at most ${plural(count('maximum'), 'character')}`;
    case 'wrong_length':
      return `must be exactly ${plural(count('length'), 'character')}`;
    case 'too_few_items':
      return `must have at least ${plural(count('minimum'), 'item')}`;
    case 'too_many_items':
      return `must have at most ${plural(count('maximum'), 'item')}`;
    case 'too_small':
      return params.exclusive
        ? `must be greater than ${params.minimum}`
        : `must be at least ${params.minimum}`;
    case 'too_big':
      return params.exclusive
        ? `must be less than ${params.maximum}`
        : `must be at most ${params.maximum}`;
    case 'invalid_format':
      return 'format is invalid';
    case 'invalid_email':
      return 'must be a valid email address';
    case 'invalid_uuid':
      return 'must be a valid UUID';
    case 'not_one_of':
      return `must be one of: ${list('values')}`;
    case 'unknown_fields':
      return `has unknown fields: ${list('keys')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${params.divisor}`;
    case 'invalid':
    case 'invalid_characters':
    case 'password_rules':
      return 'is invalid';
    case 'wrong_password':
      return 'is not your current password';
    case 'not_a_state':
      return 'must be a two-letter US state code';
    case 'must_accept':
      return 'must be accepted';
    case 'unknown_period':
      return 'is not a known period';
    case 'not_first_of_month':
      return 'must be the first day of a month';
    case 'before_current_month':
      return 'must be this month or a later one';
    case 'not_monday':
      return 'must be a Monday';
    case 'nothing_to_change':
      return 'has nothing to change';
    case 'not_staff':
      return "is not on this dealership's staff";
    case 'names_non_staff':
      return "names people who are not on this dealership's staff";
    case 'already_used':
      return 'is already used at this dealership';
    case 'has_deal':
      return 'already has a deal';
    case 'not_a_store_sale':
      return 'is not a sale of this dealership';
    case 'lender_required':
      return 'is required for Finance and Lease deals';
    case 'lender_on_cash':
      return 'must be empty for Cash deals';
    case 'gap_on_cash':
      return 'must be 0 for Cash deals';
    case 'same_as_salesperson':
      return 'must be someone other than the salesperson';
    case 'funded_date_unfunded':
      return 'must be empty unless the deal is Funded';
    case 'own_account':
      return 'cannot switch off your own account';
    case 'not_a_sales_manager':
      return 'must name a sales manager of this dealership, for a salesperson';
    case 'in_future':
      return params.today
        ? `must not be later than today (${params.today})`
        : 'must not be later than today';
    case 'funded_before_deal':
      return 'must not be earlier than the deal date';
    case 'duplicate_stock':
      return 'is already on an open sale or deal of this dealership';
    case 'not_pending':
      return 'can only change while the sale is pending';
    case 'control_characters':
      return params.oneLine
        ? 'must not contain line breaks, tabs or other control characters'
        : 'must not contain control characters other than tabs and line breaks';
    case 'date_out_of_range':
      return `must be between ${params.minimum} and ${params.maximum}`;
  }
}

const MISSING_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

/** The code of a Zod issue; only a raw issue still holds the input that tells "missing" apart. */
function codeOf(issue: RawIssue | Issue): Coded {
  const input = 'input' in issue ? issue.input : '';
  if (MISSING_CODES.has(issue.code) && (input === undefined || input === null)) {
    return { code: 'required', params: {} };
  }
  switch (issue.code) {
    case 'invalid_type':
      return {
        code: 'wrong_type',
        params: { expected: issue.expected === 'int' ? 'number' : issue.expected },
      };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (minimum === 1 && input === '') return { code: 'required', params: {} };
        return issue.exact
          ? { code: 'wrong_length', params: { length: minimum } }
          : { code: 'too_short', params: { minimum } };
      }
      if (issue.origin === 'array') return { code: 'too_few_items', params: { minimum } };
      return {
        code: 'too_small',
        params: issue.inclusive === false ? { minimum, exclusive: true } : { minimum },
      };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return issue.exact
          ? { code: 'wrong_length', params: { length: maximum } }
          : { code: 'too_long', params: { maximum } };
      }
      if (issue.origin === 'array') return { code: 'too_many_items', params: { maximum } };
      return {
        code: 'too_big',
        params: issue.inclusive === false ? { maximum, exclusive: true } : { maximum },
      };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email', params: {} };
      if (issue.format === 'uuid' || issue.format === 'guid') {
        return { code: 'invalid_uuid', params: {} };
      }
      return { code: 'invalid_format', params: { format: issue.format } };
    case 'invalid_value':
      return { code: 'not_one_of', params: { values: issue.values.map(String) } };
    case 'unrecognized_keys':
      return { code: 'unknown_fields', params: { keys: issue.keys } };
    case 'not_multiple_of':
      return { code: 'not_multiple_of', params: { divisor: Number(issue.divisor) } };
    default:
      return { code: 'invalid', params: {} };
  }
}

/**
 * Zod copies a raw issue's own properties into the issue it reports but drops
 * the input, so the code is worked out while the input is still there and
 * carried on the issue under this name.
 */
const CODED = 'fieldIssue';
type Stamped = { [CODED]?: Coded };

function stamp(issue: RawIssue): Coded {
  const stamped = issue as RawIssue & Stamped;
  stamped[CODED] ??= codeOf(issue);
  return stamped[CODED];
}

/**
 * A schema's own code for a rule Zod has no code for:
 * `.refine(isMonday, { error: ruleError('not_monday') })`. It names the code
 * and leaves the wording to whichever message map the parse uses.
 */
export function ruleError(
  code: FieldIssueCode,
  params: FieldIssueParams = {},
): (issue: RawIssue) => undefined {
  return (issue) => {
    Object.assign(issue, { [CODED]: { code, params } });
    return undefined;
  };
}

/** Installs the codes and English messages on the zod instance this process shares; call once at start. */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const { code, params } = stamp(issue);
      return describeFieldIssue(code, params);
    },
  });
}

/**
 * A parse's message map for browser forms: react-hook-form keeps only a
 * message per field, so the message carries the code and params, which the
 * form words through i18n (`readCodedMessage`). Never shown as text.
 */
export function codedMessage(issue: RawIssue): string {
  return JSON.stringify(stamp(issue));
}

export function readCodedMessage(message: string | undefined): Coded | undefined {
  if (!message?.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(message) as Partial<Coded>;
    return typeof value.code === 'string' && typeof value.params === 'object'
      ? (value as Coded)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The code of a rule that spans fields, added to a parse from `superRefine`. */
export function addFieldIssue(
  ctx: z.RefinementCtx,
  issue: Pick<FieldIssue, 'field' | 'code' | 'params'>,
): void {
  ctx.addIssue({
    code: 'custom',
    path: issue.field.split('.'),
    [CODED]: { code: issue.code, params: issue.params },
  });
}

/** "Field 'stock_number' is required"; a problem with the whole body names the body. */
export function fieldMessage(field: string, code: FieldIssueCode, params: FieldIssueParams = {}) {
  const text = describeFieldIssue(code, params);
  return field ? `Field '${field}' ${text}` : `Request body ${text}`;
}

/** One field issue for a rule a handler checks against the store's data. */
export function fieldIssue(
  field: string,
  code: FieldIssueCode,
  params: FieldIssueParams = {},
): FieldIssue {
  return { field, code, params, message: fieldMessage(field, code, params) };
}

/** A failed parse as field issues; `prefix` places a nested document's fields (`plan.rate`). */
export function toFieldIssues(error: z.ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    const field = (prefix ? [prefix, ...path] : path).join('.');
    const coded = (issue as Issue & Stamped)[CODED] ?? codeOf(issue);
    return fieldIssue(field, coded.code, coded.params);
  });
}

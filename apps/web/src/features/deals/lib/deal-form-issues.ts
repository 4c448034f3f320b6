import type { FieldIssue } from '@das/shared/errors';
import { genericIssueText } from '@/lib/field-issues';
import { FIELD_ORDER, LIMITS, type DealFieldName, type FieldProblem } from './deal-form';

/**
 * The wording of the log-deal form's problems: codes from the form's own
 * parse and from the server (ADR 011), and the duplicate stock number the
 * server asks to confirm.
 */

/** A problem worded under `deals.validation`. */
const problem = (key: string, values?: Record<string, number>): FieldProblem => ({
  key: `deals.validation.${key}`,
  ...(values ? { values } : {}),
});

/** Codes this form words in its own terms; any other code gets the common wording. */
export function problemFromIssue(
  issue: Pick<FieldIssue, 'field' | 'code' | 'params'>,
): FieldProblem {
  const money =
    issue.field === 'front_end_gross' ||
    issue.field === 'reserve' ||
    issue.field.startsWith('products.');
  switch (issue.code) {
    case 'required':
      return problem('required');
    case 'too_long':
      return problem('tooLong', { max: Number(issue.params.maximum) });
    case 'invalid_format':
    case 'wrong_length':
      if (issue.field === 'vin_last8') return problem('vinFormat');
      if (issue.field.endsWith('date')) return problem('invalidDate');
      break;
    case 'wrong_type':
      if (money) return problem('notAmount');
      break;
    case 'too_small':
      if (money) return problem('negative');
      break;
    case 'too_big':
      if (money) return problem('tooLarge', { max: LIMITS.money });
      break;
    case 'already_used':
      return problem('dealNumberTaken');
    case 'has_deal':
      return problem('saleTaken');
    case 'not_a_store_sale':
      return problem('saleUnknown');
    case 'not_staff':
      return problem('notStaff');
    case 'lender_required':
      return problem('lenderRequired');
    case 'lender_on_cash':
      return problem('lenderCash');
    case 'gap_on_cash':
      return problem('gapCash');
    case 'same_as_salesperson':
      return problem('sameSalesperson');
  }
  return genericIssueText(issue);
}

const KNOWN_FIELDS = new Set<string>(FIELD_ORDER);

/**
 * A 400 VALIDATION_ERROR's issues by the field that shows them; those of
 * fields this form does not show (the sale, the store) are returned apart.
 */
export function splitDealIssues(issues: readonly FieldIssue[]): {
  fields: Partial<Record<DealFieldName, FieldIssue>>;
  other: FieldIssue[];
} {
  const fields: Partial<Record<DealFieldName, FieldIssue>> = {};
  const other: FieldIssue[] = [];
  for (const issue of issues) {
    if (KNOWN_FIELDS.has(issue.field) && issue.field !== 'sale_id') {
      fields[issue.field as DealFieldName] ??= issue;
    } else {
      other.push(issue);
    }
  }
  return { fields, other };
}

/** The first field in screen order that has a problem. */
export function firstErrorField(
  hasProblem: (field: DealFieldName) => boolean,
): DealFieldName | undefined {
  return FIELD_ORDER.find(hasProblem);
}

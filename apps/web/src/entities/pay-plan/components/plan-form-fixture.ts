import type { PayPlanKind } from '@das/shared/schemas/pay';
import { get, type FieldError, type FieldValues } from 'react-hook-form';
import type { IssueText } from '@/lib/field-issues';
import { fieldPaths, issueOfError } from '@/lib/form-resolver';
import {
  planFormResolver,
  planIssueText,
  type PlanFormKind,
  type PlanFormValues,
} from './pay-plan-form';

/**
 * For the plan forms' tests: what a form's resolver says on the store's day
 * `today`, the request it would send or each field's problem in words.
 */
export async function checkPlan<K extends PayPlanKind, T extends FieldValues>(
  form: PlanFormKind<K, T>,
  values: PlanFormValues<T>,
  today = '2026-11-21',
) {
  const result = await planFormResolver(form, today)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const problems: Record<string, IssueText> = {};
  for (const path of [...fieldPaths(values), 'plan.volumeTiers']) {
    const issue = issueOfError(get(result.errors, path) as FieldError | undefined);
    if (issue) problems[path] = planIssueText(issue);
  }
  return { request: result.values, problems };
}

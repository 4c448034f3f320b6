import type { FieldIssue } from '@das/shared/errors';
import { signUpRequestSchema, type SignUpRequest } from '@das/shared/schemas/auth';
import {
  dealerGroupSignUpRequestSchema,
  dealershipSignUpRequestSchema,
  signupRuleIssues,
  type DealerGroupSignUp,
  type DealershipSignUp,
} from '@das/shared/schemas/signup';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { IssueText } from '@/lib/field-issues';
import { sharedSchemaResolver } from '@/lib/form-resolver';
import { authIssueTexts } from './auth-error-text';

/**
 * The sign-up forms as plain data: what was typed, turned into the request
 * and checked by the server's own schema and the shared SPEC.md rules
 * (`signupRuleIssues`), so the form and the server refuse the same sign-ups
 * with the same codes; and the wording of each code.
 */

/**
 * What is wrong with one sign-up field, as an i18n key the page words with
 * the field's label, or as the parts of one sentence (SPEC.md §5's e-mail,
 * password and invalid-character messages; password rules joined with commas).
 */
export type FieldProblem =
  { key: string; values?: Record<string, number> } | { parts: IssueText[] };

function lastSegment(field: string): string {
  return field.split('.').at(-1) ?? field;
}

/** A field's issue (from the form's own check or the server's) in this form's words. */
export function signupIssueText(
  field: string,
  issue: Pick<FieldIssue, 'code' | 'params'>,
): FieldProblem {
  const name = lastSegment(field);
  const count = (param: string) => Number(issue.params[param]);
  switch (issue.code) {
    case 'invalid_email':
    case 'invalid_characters':
    case 'password_rules':
      return { parts: authIssueTexts({ field: name, ...issue }) };
  }
  if (name === 'state') return { key: 'signup.errors.state' };
  if (name === 'timeZone') return { key: 'signup.errors.timeZone' };
  if (name === 'acceptTerms') return { key: 'signup.errors.acceptTerms' };
  switch (issue.code) {
    case 'too_few_items':
      return name === 'dealerships'
        ? { key: 'signup.errors.storesMin', values: { min: count('minimum') } }
        : { key: 'signup.errors.invalid' };
    case 'too_many_items':
      return name === 'dealerships'
        ? { key: 'signup.errors.storesMax', values: { max: count('maximum') } }
        : { key: 'signup.errors.brandsMax', values: { max: count('maximum') } };
    case 'required':
    case 'too_short':
    case 'wrong_type':
      return { key: 'signup.errors.required' };
    case 'too_long':
      return { key: 'signup.errors.tooLong', values: { max: count('maximum') } };
  }
  return { key: 'signup.errors.invalid' };
}

/** How one sign-up form's typed values become its request. */
export interface SignupFormKind<V extends FieldValues, R> {
  /** The server's request schema. */
  schema: z.ZodType<R>;
  /** The request body as typed, before the schema checks it. */
  toBody?: (values: V) => Record<string, unknown>;
  /** The form field that shows a problem of the request's `path`. */
  fieldOf?: (path: string) => string;
}

/**
 * react-hook-form's resolver for a sign-up form: the server's schema on the
 * body as typed, and beside it the shared rules, which the server also checks
 * on what its schema lets through.
 */
export function signupResolver<V extends FieldValues, R>({
  schema,
  toBody = (values) => values,
  fieldOf,
}: SignupFormKind<V, R>): Resolver<V, unknown, R> {
  const formSchema = z
    .custom<V>()
    .transform((values) => toBody(values))
    .pipe(schema as z.ZodType<R, Record<string, unknown>>);
  return sharedSchemaResolver<V, R>(formSchema, {
    rules: (values) => signupRuleIssues(toBody(values)),
    ...(fieldOf ? { fieldOf: (path: string) => fieldOf(path) } : {}),
  });
}

/** "Honda, Acura" as the list of brands the request carries. */
export function splitBrands(text: string): string[] {
  return text
    .split(',')
    .map((brand) => brand.trim())
    .filter((brand) => brand !== '');
}

/** Who signs up and becomes the account's admin: every sign-up form has these. */
export interface AdminAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const EMPTY_ADMIN: AdminAccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
};

export const SINGLE_FINANCE_SIGNUP: SignupFormKind<AdminAccountValues, SignUpRequest> = {
  schema: signUpRequestSchema,
};

export interface DealershipValues extends AdminAccountValues {
  storeName: string;
  city: string;
  state: string;
  timeZone: string;
  /** Comma-separated, as people write a list of brands. */
  brands: string;
  acceptTerms: boolean;
}

export const EMPTY_DEALERSHIP: DealershipValues = {
  storeName: '',
  city: '',
  state: '',
  timeZone: '',
  brands: '',
  ...EMPTY_ADMIN,
  acceptTerms: false,
};

export const DEALERSHIP_SIGNUP: SignupFormKind<DealershipValues, DealershipSignUp> = {
  schema: dealershipSignUpRequestSchema,
  toBody: (values) => ({ ...values, brands: splitBrands(values.brands) }),
  // Every brand is typed in the one box.
  fieldOf: (path) => (path.startsWith('brands.') ? 'brands' : path),
};

export interface StoreRowValues {
  name: string;
  city: string;
  state: string;
}

export interface DealerGroupValues extends AdminAccountValues {
  groupName: string;
  dealerships: StoreRowValues[];
  acceptTerms: boolean;
}

export const emptyStoreRow = (): StoreRowValues => ({ name: '', city: '', state: '' });

export const EMPTY_DEALER_GROUP: DealerGroupValues = {
  groupName: '',
  dealerships: [emptyStoreRow(), emptyStoreRow()],
  ...EMPTY_ADMIN,
  acceptTerms: false,
};

export const DEALER_GROUP_SIGNUP: SignupFormKind<DealerGroupValues, DealerGroupSignUp> = {
  schema: dealerGroupSignUpRequestSchema,
};

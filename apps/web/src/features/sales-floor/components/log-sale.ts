import { roundMoney } from '@das/shared/money';
import { VEHICLE_TYPES, type VehicleType } from '@das/shared/deals';
import type { FieldIssue } from '@das/shared/errors';
import { createSaleSchema } from '@das/shared/schemas/sales';
import { z } from 'zod';
import { genericIssueText, type IssueText } from '@/lib/field-issues';

/**
 * The quick "log a sale" form of the salesperson's dashboard, as plain data:
 * its values as typed, the schema that turns them into a request checked by
 * the server's own (SPEC.md §5 "Create sale"), and the wording of each issue.
 */
export interface SaleFormValues {
  customer_name: string;
  vehicle_model: string;
  vehicle_type: VehicleType | '';
  stock_number: string;
  /** As typed: "25,995", "$25995.50". */
  amount: string;
  sale_date: string;
}

export type SaleField = keyof SaleFormValues;

/** In the order the form shows them: the first with a problem takes the focus. */
export const SALE_FIELDS: readonly SaleField[] = [
  'customer_name',
  'vehicle_model',
  'vehicle_type',
  'stock_number',
  'amount',
  'sale_date',
];

export const SALE_LIMITS = {
  customer: 100,
  vehicle: 50,
  stock: 20,
  amountMin: 0.01,
  amountMax: 10_000_000,
} as const;

export type SaleProblem =
  | { key: 'required' | 'amountFormat' | 'amountMin' | 'amountMax' | 'invalidDate' | 'choice' }
  | { key: 'tooLong'; max: number }
  | { key: 'issue'; text: IssueText };

export function emptySale(today: string, vehicleType: VehicleType | '' = ''): SaleFormValues {
  return {
    customer_name: '',
    vehicle_model: '',
    vehicle_type: vehicleType,
    stock_number: '',
    amount: '',
    sale_date: today,
  };
}

/**
 * An amount as people type it: "$25,995", "25995.5", "25.995,50", "1 200".
 * null when empty, NaN when it is not a number.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f$]/g, '');
  if (compact === '') return null;
  let normal: string;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) normal = compact.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact))
    normal = compact.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d{1,2}$/.test(compact)) normal = compact.replace(',', '.');
  else if (/^(\d+(\.\d*)?|\.\d+)$/.test(compact)) normal = compact;
  else return Number.NaN;
  return Number(normal);
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * What was typed, as the body of POST /sales before the shared schema checks
 * it: blank optional fields left out, a blank amount or date missing (so they
 * read as required), the amount in cents.
 */
function toSaleCandidate(values: SaleFormValues, dealershipId: number): Record<string, unknown> {
  const amount = parseAmount(values.amount);
  return {
    dealership_id: dealershipId,
    // Unreadable text stays NaN, so the schema reports the format, not a zero amount.
    amount: amount === null ? undefined : Number.isFinite(amount) ? roundMoney(amount) : amount,
    sale_date: blankToUndefined(values.sale_date),
    customer_name: blankToUndefined(values.customer_name),
    vehicle_model: blankToUndefined(values.vehicle_model),
    vehicle_type: values.vehicle_type || undefined,
    stock_number: blankToUndefined(values.stock_number),
  };
}

/** The form's schema: what was typed, turned into a request and checked by the server's schema. */
export function saleFormSchema(dealershipId: number) {
  return z
    .object({
      customer_name: z.string(),
      vehicle_model: z.string(),
      vehicle_type: z.enum([...VEHICLE_TYPES, '']),
      stock_number: z.string(),
      amount: z.string(),
      sale_date: z.string(),
    })
    .transform((values) => toSaleCandidate(values, dealershipId))
    .pipe(createSaleSchema);
}

/** Codes this form words in its own terms; any other code gets the common wording. */
export function problemFromIssue(
  field: SaleField,
  issue: Pick<FieldIssue, 'code' | 'params'>,
): SaleProblem {
  switch (issue.code) {
    case 'required':
      return { key: 'required' };
    case 'too_long':
      return { key: 'tooLong', max: Number(issue.params.maximum) };
    case 'too_small':
      if (field === 'amount') return { key: 'amountMin' };
      break;
    case 'too_big':
      if (field === 'amount') return { key: 'amountMax' };
      break;
    case 'wrong_type':
      if (field === 'amount') return { key: 'amountFormat' };
      break;
    case 'invalid_format':
      if (field === 'sale_date') return { key: 'invalidDate' };
      break;
    case 'not_one_of':
      if (field === 'vehicle_type') return { key: 'choice' };
      break;
  }
  return { key: 'issue', text: genericIssueText(issue) };
}

const isSaleField = (field: string): field is SaleField =>
  (SALE_FIELDS as readonly string[]).includes(field);

/**
 * A 400 VALIDATION_ERROR's issues: those of fields the form shows, by field,
 * and the rest worded apart.
 */
export function splitSaleIssues(issues: readonly FieldIssue[]): {
  fields: Partial<Record<SaleField, FieldIssue>>;
  other: IssueText[];
} {
  const fields: Partial<Record<SaleField, FieldIssue>> = {};
  const other: IssueText[] = [];
  for (const issue of issues) {
    const name = issue.field.split('.')[0] ?? '';
    if (isSaleField(name)) fields[name] ??= issue;
    else other.push(genericIssueText(issue));
  }
  return { fields, other };
}

import { VEHICLE_TYPES, type VehicleType } from '@das/shared/deals';
import type { FieldIssue } from '@das/shared/errors';
import type { CreateSaleInput } from '@das/shared/schemas/sales';
import { genericIssueText, type IssueText } from '@/lib/field-issues';

/**
 * The quick "log a sale" form of the salesperson's dashboard, as plain data:
 * its values, the SPEC.md §5 "Create sale" rules checked before sending, and
 * the server's 400 details placed beside the fields they name.
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

export type SaleErrors = Partial<Record<SaleField, SaleProblem>>;

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

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function validateSale(values: SaleFormValues): SaleErrors {
  const errors: SaleErrors = {};
  if (values.customer_name.trim().length > SALE_LIMITS.customer)
    errors.customer_name = { key: 'tooLong', max: SALE_LIMITS.customer };
  if (values.vehicle_model.trim().length > SALE_LIMITS.vehicle)
    errors.vehicle_model = { key: 'tooLong', max: SALE_LIMITS.vehicle };
  if (values.stock_number.trim().length > SALE_LIMITS.stock)
    errors.stock_number = { key: 'tooLong', max: SALE_LIMITS.stock };
  if (values.vehicle_type !== '' && !VEHICLE_TYPES.includes(values.vehicle_type))
    errors.vehicle_type = { key: 'choice' };
  const amount = parseAmount(values.amount);
  if (amount === null) errors.amount = { key: 'required' };
  else if (Number.isNaN(amount)) errors.amount = { key: 'amountFormat' };
  else if (amount < SALE_LIMITS.amountMin) errors.amount = { key: 'amountMin' };
  else if (amount > SALE_LIMITS.amountMax) errors.amount = { key: 'amountMax' };
  if (values.sale_date.trim() === '') errors.sale_date = { key: 'required' };
  else if (!isIsoDay(values.sale_date)) errors.sale_date = { key: 'invalidDate' };
  return errors;
}

export function firstProblemField(errors: SaleErrors): SaleField | undefined {
  return SALE_FIELDS.find((field) => errors[field] !== undefined);
}

/** What POST /sales gets: blank optional fields are left out, the amount in cents. */
export function toCreateSaleInput(values: SaleFormValues, dealershipId: number): CreateSaleInput {
  const text = (value: string) => {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const amount = parseAmount(values.amount) ?? 0;
  const input: CreateSaleInput = {
    dealership_id: dealershipId,
    amount: Math.round(amount * 100) / 100,
    sale_date: values.sale_date,
  };
  const customer = text(values.customer_name);
  const vehicle = text(values.vehicle_model);
  const stock = text(values.stock_number);
  if (customer) input.customer_name = customer;
  if (vehicle) input.vehicle_model = vehicle;
  if (stock) input.stock_number = stock;
  if (values.vehicle_type !== '') input.vehicle_type = values.vehicle_type;
  return input;
}

/** Codes this form words in its own terms; any other code gets the common wording. */
function problemFromIssue(issue: FieldIssue): SaleProblem {
  const field = issue.field as SaleField;
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

/**
 * A 400 VALIDATION_ERROR's issues as problems beside the fields; problems
 * about anything the form does not show come back apart.
 */
export function mapSaleIssues(issues: readonly FieldIssue[]): {
  fields: SaleErrors;
  other: IssueText[];
} {
  const fields: SaleErrors = {};
  const other: IssueText[] = [];
  for (const issue of issues) {
    const name = issue.field.split('.')[0] ?? '';
    if ((SALE_FIELDS as readonly string[]).includes(name)) {
      fields[name as SaleField] ??= problemFromIssue({ ...issue, field: name });
    } else {
      other.push(genericIssueText(issue));
    }
  }
  return { fields, other };
}

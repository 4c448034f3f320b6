import {
  PRODUCTS,
  isEligibleForProduct,
  type DealStatus,
  type DealType,
  type Product,
  type VehicleType,
} from '@das/shared/deals';
import { dealRuleIssues } from '@das/shared/deal-rules';
import type { FieldIssue } from '@das/shared/errors';
import type { CreateDealInput, Deal, UpdateDealInput } from '@das/shared/schemas/deals';
import { genericIssueText, type IssueText } from '@/lib/field-issues';

/**
 * The log-deal form as plain data: what the F&I manager typed (strings, so
 * nothing typed is ever reformatted under the cursor), the checks the server
 * also makes (DOMAIN.md "Deal record", SPEC.md §5 "Create deal"), the live
 * gross figures, and the request bodies built from it.
 */
export interface DealFormValues {
  deal_number: string;
  deal_date: string;
  customer_last_name: string;
  stock_number: string;
  vin_last8: string;
  vehicle_type: VehicleType;
  deal_type: DealType;
  manufacturer: string;
  lender: string;
  /** Staff ids; '' means nobody. */
  salesperson_id: string;
  second_salesperson_id: string;
  sales_manager_id: string;
  fi_manager_id: string;
  front_end_gross: string;
  reserve: string;
  products: Record<Product, string>;
  status: DealStatus;
  funded_date: string;
  notes: string;
}

export type DealFieldName =
  Exclude<keyof DealFormValues, 'products'> | `products.${Product}` | 'sale_id';

export type FieldProblem = IssueText;

export type FieldErrors = Partial<Record<DealFieldName, FieldProblem>>;

export const LIMITS = {
  dealNumber: 20,
  stockNumber: 20,
  customerLastName: 50,
  manufacturer: 40,
  lender: 60,
  notes: 2000,
  money: 10_000_000,
} as const;

/** The order fields appear on screen: the first problem in this order gets the focus. */
export const FIELD_ORDER: readonly DealFieldName[] = [
  'deal_number',
  'deal_date',
  'customer_last_name',
  'stock_number',
  'vin_last8',
  'vehicle_type',
  'deal_type',
  'manufacturer',
  'lender',
  'salesperson_id',
  'second_salesperson_id',
  'sales_manager_id',
  'fi_manager_id',
  'front_end_gross',
  'reserve',
  ...PRODUCTS.map((product) => `products.${product}` as const),
  'status',
  'funded_date',
  'notes',
  'sale_id',
];

const emptyProducts = (): Record<Product, string> =>
  Object.fromEntries(PRODUCTS.map((product) => [product, ''])) as Record<Product, string>;

export interface DealPrefill {
  customer_last_name?: string;
  stock_number?: string;
  vehicle_type?: VehicleType;
  salesperson_id?: string;
}

export function createDefaultValues(
  options: { today: string; fiManagerId?: string } & { prefill?: DealPrefill },
): DealFormValues {
  return {
    deal_number: '',
    deal_date: options.today,
    customer_last_name: options.prefill?.customer_last_name ?? '',
    stock_number: options.prefill?.stock_number ?? '',
    vin_last8: '',
    vehicle_type: options.prefill?.vehicle_type ?? 'New',
    deal_type: 'Finance',
    manufacturer: '',
    lender: '',
    salesperson_id: options.prefill?.salesperson_id ?? '',
    second_salesperson_id: '',
    sales_manager_id: '',
    fi_manager_id: options.fiManagerId ?? '',
    front_end_gross: '',
    reserve: '',
    products: emptyProducts(),
    status: 'Pending',
    funded_date: '',
    notes: '',
  };
}

/** Amounts as the form shows them: blank for zero, plain digits otherwise. */
function moneyText(value: number): string {
  return value === 0 ? '' : String(value);
}

export function valuesFromDeal(deal: Deal): DealFormValues {
  return {
    deal_number: deal.deal_number,
    deal_date: deal.deal_date.slice(0, 10),
    customer_last_name: deal.customer_last_name,
    stock_number: deal.stock_number,
    vin_last8: deal.vin_last8,
    vehicle_type: deal.vehicle_type,
    deal_type: deal.deal_type,
    manufacturer: deal.manufacturer ?? '',
    lender: deal.lender ?? '',
    salesperson_id: deal.salesperson_id ?? '',
    second_salesperson_id: deal.second_salesperson_id ?? '',
    sales_manager_id: deal.sales_manager_id ?? '',
    fi_manager_id: deal.fi_manager_id ?? '',
    // Front gross is required, so a saved zero is shown as 0 rather than blank.
    front_end_gross: String(deal.front_end_gross),
    reserve: moneyText(deal.reserve),
    products: Object.fromEntries(
      PRODUCTS.map((product) => [product, moneyText(deal.products[product] ?? 0)]),
    ) as Record<Product, string>,
    status: deal.status,
    funded_date: deal.funded_date?.slice(0, 10) ?? '',
    notes: deal.notes ?? '',
  };
}

/**
 * A typed amount: blank is null, "$1,234.50" is 1234.5, anything else NaN.
 * Rounded to cents, as the server stores them.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100) / 100;
}

const amount = (text: string) => {
  const value = parseMoney(text);
  return value === null || !Number.isFinite(value) || value < 0 ? 0 : value;
};

export interface LiveFigures {
  front: number;
  reserve: number;
  products: number;
  back: number;
  total: number;
  productsSold: number;
}

/**
 * DOMAIN.md "Formulas" on what is typed so far: back-end gross = reserve +
 * product profits; total = front + back; a product counts as sold when its
 * profit is above zero. Unreadable amounts count as zero until fixed, and GAP
 * does not count on a Cash deal (it is cleared there).
 */
export function computeLiveFigures(values: DealFormValues): LiveFigures {
  const front = amount(values.front_end_gross);
  const reserve = amount(values.reserve);
  let products = 0;
  let productsSold = 0;
  for (const product of PRODUCTS) {
    if (!isEligibleForProduct(product, values.deal_type)) continue;
    const profit = amount(values.products[product]);
    products += profit;
    if (profit > 0) productsSold++;
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  const back = round(reserve + products);
  return {
    front,
    reserve,
    products: round(products),
    back,
    total: round(front + back),
    productsSold,
  };
}

export const needsLender = (dealType: DealType) => dealType !== 'Cash';

/** The field changes a new deal type brings: Cash has no lender and no GAP. */
export function applyDealType(values: DealFormValues, dealType: DealType): DealFormValues {
  if (dealType !== 'Cash') return { ...values, deal_type: dealType };
  return {
    ...values,
    deal_type: dealType,
    lender: '',
    products: { ...values.products, gap: '' },
  };
}

function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A problem worded under `deals.validation`. */
const problem = (key: string, values?: Record<string, number>): FieldProblem => ({
  key: `deals.validation.${key}`,
  ...(values ? { values } : {}),
});

function checkMoney(text: string, required: boolean): FieldProblem | undefined {
  const value = parseMoney(text);
  if (value === null) return required ? problem('required') : undefined;
  if (Number.isNaN(value)) return problem('notAmount');
  if (value < 0) return problem('negative');
  if (value > LIMITS.money) return problem('tooLarge', { max: LIMITS.money });
  return undefined;
}

function checkText(text: string, max: number, required: boolean): FieldProblem | undefined {
  const trimmed = text.trim();
  if (required && trimmed === '') return problem('required');
  if (trimmed.length > max) return problem('tooLong', { max });
  return undefined;
}

/** The server's checks and its shared deal rules, run before sending so errors appear beside the field at once. */
export function validateDealForm(values: DealFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: DealFieldName, problem: FieldProblem | undefined) => {
    if (problem) errors[field] = problem;
  };

  set('deal_number', checkText(values.deal_number, LIMITS.dealNumber, false));
  set(
    'deal_date',
    values.deal_date === ''
      ? problem('required')
      : isIsoDay(values.deal_date)
        ? undefined
        : problem('invalidDate'),
  );
  set('customer_last_name', checkText(values.customer_last_name, LIMITS.customerLastName, true));
  set('stock_number', checkText(values.stock_number, LIMITS.stockNumber, true));
  set(
    'vin_last8',
    values.vin_last8.trim() === ''
      ? problem('required')
      : /^\d{8}$/.test(values.vin_last8.trim())
        ? undefined
        : problem('vinFormat'),
  );
  set('manufacturer', checkText(values.manufacturer, LIMITS.manufacturer, false));
  if (needsLender(values.deal_type)) set('lender', checkText(values.lender, LIMITS.lender, false));
  for (const issue of dealRuleIssues(toDealFields(values))) {
    set(issue.field as DealFieldName, problemFromIssue(issue));
  }
  set('front_end_gross', checkMoney(values.front_end_gross, true));
  set('reserve', checkMoney(values.reserve, false));
  for (const product of PRODUCTS) {
    if (!isEligibleForProduct(product, values.deal_type)) continue;
    set(`products.${product}`, checkMoney(values.products[product], false));
  }
  if (values.status === 'Funded' && values.funded_date !== '' && !isIsoDay(values.funded_date)) {
    set('funded_date', problem('invalidDate'));
  }
  set(
    'notes',
    values.notes.length > LIMITS.notes ? problem('tooLong', { max: LIMITS.notes }) : undefined,
  );
  return errors;
}

export function firstErrorField(errors: FieldErrors): DealFieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
const moneyOrZero = (text: string) => parseMoney(text) ?? 0;

/** The fields a deal carries, as the API spells them (both for create and for a change). */
function toDealFields(values: DealFormValues) {
  const cash = values.deal_type === 'Cash';
  return {
    deal_date: values.deal_date,
    stock_number: values.stock_number.trim(),
    vin_last8: values.vin_last8.trim(),
    customer_last_name: values.customer_last_name.trim(),
    deal_type: values.deal_type,
    vehicle_type: values.vehicle_type,
    manufacturer: blankToNull(values.manufacturer),
    lender: cash ? null : blankToNull(values.lender),
    salesperson_id: values.salesperson_id || null,
    second_salesperson_id: values.second_salesperson_id || null,
    sales_manager_id: values.sales_manager_id || null,
    fi_manager_id: values.fi_manager_id || null,
    front_end_gross: moneyOrZero(values.front_end_gross),
    reserve: moneyOrZero(values.reserve),
    products: Object.fromEntries(
      PRODUCTS.map((product) => [
        product,
        isEligibleForProduct(product, values.deal_type) ? moneyOrZero(values.products[product]) : 0,
      ]),
    ) as Record<Product, number>,
    status: values.status,
    funded_date: values.status === 'Funded' ? blankToNull(values.funded_date) : null,
    notes: blankToNull(values.notes),
  };
}

/** The body of `POST /deals`. A blank deal number lets the server take the next one. */
export function toCreateInput(values: DealFormValues, saleId?: string): CreateDealInput {
  const fields = toDealFields(values);
  const dealNumber = values.deal_number.trim();
  const { funded_date, ...rest } = fields;
  return {
    ...rest,
    ...(funded_date ? { funded_date } : {}),
    ...(dealNumber ? { deal_number: dealNumber } : {}),
    ...(saleId ? { sale_id: saleId } : {}),
  };
}

/**
 * The body of `PATCH /deals/{id}`: only what differs from the deal as loaded,
 * so a change made elsewhere to another field is not overwritten. Undefined
 * when nothing changed.
 */
export function toUpdateInput(
  initial: DealFormValues,
  values: DealFormValues,
): UpdateDealInput | undefined {
  const before = toDealFields(initial);
  const after = toDealFields(values);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (key === 'products') continue;
    if (before[key] !== after[key]) patch[key] = after[key];
  }
  const products: Partial<Record<Product, number>> = {};
  for (const product of PRODUCTS) {
    if (before.products[product] !== after.products[product]) {
      products[product] = after.products[product];
    }
  }
  if (Object.keys(products).length > 0) patch.products = products;
  const dealNumber = values.deal_number.trim();
  if (dealNumber !== initial.deal_number.trim() && dealNumber !== '') {
    patch.deal_number = dealNumber;
  }
  // A deal that stays Funded keeps its funded date unless one is typed.
  if (patch.funded_date === null && after.status === 'Funded') delete patch.funded_date;
  return Object.keys(patch).length > 0 ? (patch as UpdateDealInput) : undefined;
}

export function isSameValues(a: DealFormValues, b: DealFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const KNOWN_FIELDS = new Set<string>(FIELD_ORDER);

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

/**
 * A 400 VALIDATION_ERROR's issues as problems beside the fields. Problems on
 * fields this form does not show are returned apart.
 */
export function mapServerIssues(issues: readonly FieldIssue[]): {
  fields: FieldErrors;
  other: FieldProblem[];
} {
  const fields: FieldErrors = {};
  const other: FieldProblem[] = [];
  for (const issue of issues) {
    if (KNOWN_FIELDS.has(issue.field)) {
      fields[issue.field as DealFieldName] ??= problemFromIssue(issue);
    } else {
      other.push(problemFromIssue(issue));
    }
  }
  return { fields, other };
}

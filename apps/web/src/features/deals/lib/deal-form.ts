import { roundMoney } from '@das/shared/money';
import {
  PRODUCTS,
  isEligibleForProduct,
  type DealStatus,
  type DealType,
  type Product,
  type VehicleType,
} from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { readAmount } from '@/lib/amount';
import type { IssueText } from '@/lib/field-issues';

/**
 * The log-deal form as plain data: what the F&I manager typed (strings, so
 * nothing typed is ever reformatted under the cursor), its defaults and the
 * live gross figures. `deal-form-schema.ts` turns it into requests and
 * `deal-form-issues.ts` words their problems.
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

const amount = (text: string) => {
  const value = readAmount(text);
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
  const back = roundMoney(reserve + products);
  return {
    front,
    reserve,
    products: roundMoney(products),
    back,
    total: roundMoney(front + back),
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

export function isSameValues(a: DealFormValues, b: DealFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The id of a field's control, for labels, focus and the error summary's links. */
export const dealFieldId = (field: DealFieldName) => `deal-${field.replace('.', '-')}`;

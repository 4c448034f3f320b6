// Over 300 lines: the calculator's field table (labels, units, limits, sections) is data, kept in one place.
import {
  aprToMoneyFactor,
  moneyFactorToApr,
  type Calculation,
  type InputError,
} from '@/entities/deal/lib/calculator-input';
import {
  calculateFinance,
  calculateLease,
  type FinanceField,
  type FinanceInput,
  type FinanceResult,
  type LeaseField,
  type LeaseInput,
  type LeaseRateKind,
  type LeaseResult,
} from '@/entities/deal/lib/deal-calculator';
import { formatDecimalInput, parseDecimal } from './number-text';

/**
 * The calculator's form: one set of text values for both tabs, so price, down
 * payment, trade-in, rebates and tax carry over when the desk flips between
 * finance and lease. Each tab lists the fields it shows and the calculator
 * input each one feeds.
 */
export const DEAL_MODES = ['finance', 'lease'] as const;
export type DealMode = (typeof DEAL_MODES)[number];

export const FORM_KEYS = [
  'price',
  'msrp',
  'downPayment',
  'rebates',
  'fees',
  'acquisitionFee',
  'tradeInValue',
  'tradeInPayoff',
  'aprPercent',
  'financeTermMonths',
  'leaseRate',
  'leaseTermMonths',
  'residualPercent',
  'taxRatePercent',
  'buyRatePercent',
  'leaseBuyRate',
  'reserveSharePercent',
  'reserveCap',
] as const;
export type FormKey = (typeof FORM_KEYS)[number];
export type FormValues = Record<FormKey, string>;

export interface CalculatorState {
  values: FormValues;
  leaseRateKind: LeaseRateKind;
}

/** Where a US F&I office starts: 72 months at 7.9 % on a 5.9 % buy rate, 7.5 % tax, 55 % residual. */
const DEFAULTS: Record<FormKey, number | null> = {
  price: 34_000,
  msrp: 36_000,
  downPayment: 3_000,
  rebates: 0,
  fees: 0,
  acquisitionFee: 695,
  tradeInValue: 0,
  tradeInPayoff: 0,
  aprPercent: 7.9,
  financeTermMonths: 72,
  leaseRate: 0.0025,
  leaseTermMonths: 36,
  residualPercent: 55,
  taxRatePercent: 7.5,
  buyRatePercent: 5.9,
  leaseBuyRate: 0.0021,
  reserveSharePercent: 100,
  reserveCap: null,
};

/** Money factors need six places (0.002917); everything else two or three. */
const FRACTION_DIGITS = { moneyFactor: 6, apr: 3, other: 2 } as const;

export function defaultState(locale: string): CalculatorState {
  const values = Object.fromEntries(
    FORM_KEYS.map((key) => {
      const value = DEFAULTS[key];
      const digits =
        key === 'leaseRate' || key === 'leaseBuyRate'
          ? FRACTION_DIGITS.moneyFactor
          : FRACTION_DIGITS.other;
      return [key, value === null ? '' : formatDecimalInput(value, locale, digits)];
    }),
  ) as FormValues;
  return { values, leaseRateKind: 'moneyFactor' };
}

/** Re-express the lease rates when the desk switches between money factor and APR. */
export function switchLeaseRateKind(
  state: CalculatorState,
  kind: LeaseRateKind,
  locale: string,
): CalculatorState {
  if (kind === state.leaseRateKind) return state;
  const convert = (text: string): string => {
    const value = parseDecimal(text, locale);
    if (value === undefined || !Number.isFinite(value)) return text;
    return kind === 'apr'
      ? formatDecimalInput(moneyFactorToApr(value), locale, FRACTION_DIGITS.apr)
      : formatDecimalInput(aprToMoneyFactor(value), locale, FRACTION_DIGITS.moneyFactor);
  };
  return {
    leaseRateKind: kind,
    values: {
      ...state.values,
      leaseRate: convert(state.values.leaseRate),
      leaseBuyRate: convert(state.values.leaseBuyRate),
    },
  };
}

export type FieldUnit = 'currency' | 'percent' | 'months' | 'none';

export interface FieldSpec<Field extends string> {
  key: FormKey;
  field: Field;
  /** Key under `calculator.fields`. */
  label: string;
  unit: FieldUnit;
  optional?: boolean;
  /** Key under `calculator.hints`. */
  hint?: string;
}

export const SECTION_IDS = ['deal', 'tradeIn', 'terms', 'reserve'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface SectionSpec<Field extends string> {
  id: SectionId;
  fields: FieldSpec<Field>[];
}

const TRADE_IN_SECTION = {
  id: 'tradeIn',
  fields: [
    { key: 'tradeInValue', field: 'tradeInValue', label: 'tradeInValue', unit: 'currency' },
    {
      key: 'tradeInPayoff',
      field: 'tradeInPayoff',
      label: 'tradeInPayoff',
      unit: 'currency',
      optional: true,
      hint: 'tradeInPayoff',
    },
  ],
} as const satisfies SectionSpec<FinanceField & LeaseField>;

const RESERVE_TERMS = [
  {
    key: 'reserveSharePercent',
    field: 'reserveSharePercent',
    label: 'reserveSharePercent',
    unit: 'percent',
    optional: true,
    hint: 'reserveShare',
  },
  {
    key: 'reserveCap',
    field: 'reserveCap',
    label: 'reserveCap',
    unit: 'currency',
    optional: true,
    hint: 'reserveCap',
  },
] as const satisfies FieldSpec<FinanceField & LeaseField>[];

export const FINANCE_SECTIONS: SectionSpec<FinanceField>[] = [
  {
    id: 'deal',
    fields: [
      { key: 'price', field: 'price', label: 'price', unit: 'currency' },
      { key: 'downPayment', field: 'downPayment', label: 'downPayment', unit: 'currency' },
      { key: 'rebates', field: 'rebates', label: 'rebates', unit: 'currency' },
      { key: 'fees', field: 'fees', label: 'fees', unit: 'currency', optional: true },
    ],
  },
  TRADE_IN_SECTION,
  {
    id: 'terms',
    fields: [
      { key: 'aprPercent', field: 'aprPercent', label: 'aprPercent', unit: 'percent' },
      { key: 'financeTermMonths', field: 'termMonths', label: 'termMonths', unit: 'months' },
      {
        key: 'taxRatePercent',
        field: 'taxRatePercent',
        label: 'taxRatePercent',
        unit: 'percent',
        hint: 'financeTax',
      },
    ],
  },
  {
    id: 'reserve',
    fields: [
      {
        key: 'buyRatePercent',
        field: 'buyRatePercent',
        label: 'buyRatePercent',
        unit: 'percent',
        optional: true,
        hint: 'buyRate',
      },
      ...RESERVE_TERMS,
    ],
  },
];

/** The lease rate fields are labelled and unit-marked by the rate kind; see `resolveFieldSpec`. */
export const LEASE_SECTIONS: SectionSpec<LeaseField>[] = [
  {
    id: 'deal',
    fields: [
      { key: 'msrp', field: 'msrp', label: 'msrp', unit: 'currency' },
      { key: 'price', field: 'sellingPrice', label: 'sellingPrice', unit: 'currency' },
      { key: 'downPayment', field: 'downPayment', label: 'leaseDownPayment', unit: 'currency' },
      { key: 'rebates', field: 'rebates', label: 'rebates', unit: 'currency' },
      {
        key: 'acquisitionFee',
        field: 'acquisitionFee',
        label: 'acquisitionFee',
        unit: 'currency',
        optional: true,
      },
    ],
  },
  TRADE_IN_SECTION,
  {
    id: 'terms',
    fields: [
      { key: 'leaseRate', field: 'rate', label: 'moneyFactor', unit: 'none' },
      { key: 'leaseTermMonths', field: 'termMonths', label: 'termMonths', unit: 'months' },
      {
        key: 'residualPercent',
        field: 'residualPercent',
        label: 'residualPercent',
        unit: 'percent',
      },
      {
        key: 'taxRatePercent',
        field: 'taxRatePercent',
        label: 'leaseTaxRatePercent',
        unit: 'percent',
        hint: 'leaseTax',
      },
    ],
  },
  {
    id: 'reserve',
    fields: [
      {
        key: 'leaseBuyRate',
        field: 'buyRate',
        label: 'buyMoneyFactor',
        unit: 'none',
        optional: true,
        hint: 'buyRate',
      },
      ...RESERVE_TERMS,
    ],
  },
];

/** A field as shown: the lease rate fields are labelled and unit-marked by how the rate is entered. */
export function resolveFieldSpec<Field extends string>(
  spec: FieldSpec<Field>,
  kind: LeaseRateKind,
): FieldSpec<Field> {
  if (spec.key === 'leaseRate') {
    return kind === 'apr'
      ? { ...spec, label: 'leaseApr', unit: 'percent' }
      : { ...spec, label: 'moneyFactor', unit: 'none' };
  }
  if (spec.key === 'leaseBuyRate') {
    return kind === 'apr'
      ? { ...spec, label: 'leaseBuyApr', unit: 'percent' }
      : { ...spec, label: 'buyMoneyFactor', unit: 'none' };
  }
  return spec;
}

/** Every label and hint key the form can ask for, for the translation check. */
export const FIELD_TRANSLATION_KEYS: readonly string[] = [
  ...[...FINANCE_SECTIONS, ...LEASE_SECTIONS].flatMap((section) => [
    `calculator.sections.${section.id}`,
    ...section.fields.flatMap((spec) => [
      `calculator.fields.${spec.label}`,
      ...(spec.hint ? [`calculator.hints.${spec.hint}`] : []),
    ]),
  ]),
  'calculator.fields.leaseApr',
  'calculator.fields.leaseBuyApr',
];

/** An error beside a form field; an empty required field reads as `required`. */
export type FieldError<Field extends string> =
  InputError<Field> | { field: Field; code: 'required' };
export type FormErrors<Field extends string> = Partial<Record<FormKey, FieldError<Field>>>;

export interface FormCalculation<Input, Result, Field extends string> {
  /** What the form fed the calculator; trustworthy only when the calculation is ok. */
  input: Input;
  calculation: Calculation<Result, Field>;
  errors: FormErrors<Field>;
}

function buildInput<Field extends string>(
  sections: SectionSpec<Field>[],
  values: FormValues,
  locale: string,
): Record<string, number | undefined> {
  const input: Record<string, number | undefined> = {};
  for (const spec of sections.flatMap((section) => section.fields)) {
    const parsed = parseDecimal(values[spec.key], locale);
    // Empty optional fields take the calculator's default; empty required ones fail as not a number.
    input[spec.field] = parsed === undefined && !spec.optional ? NaN : parsed;
  }
  return input;
}

function formErrors<Field extends string>(
  sections: SectionSpec<Field>[],
  values: FormValues,
  calculation: Calculation<unknown, Field>,
): FormErrors<Field> {
  if (calculation.ok) return {};
  const errors: FormErrors<Field> = {};
  const specs = sections.flatMap((section) => section.fields);
  for (const error of calculation.errors) {
    const spec = specs.find((candidate) => candidate.field === error.field);
    if (!spec) continue;
    const empty = values[spec.key].trim() === '';
    errors[spec.key] = empty ? { field: error.field, code: 'required' } : error;
  }
  return errors;
}

export function calculateFinanceForm(
  state: CalculatorState,
  locale: string,
): FormCalculation<FinanceInput, FinanceResult, FinanceField> {
  const input = buildInput(FINANCE_SECTIONS, state.values, locale) as unknown as FinanceInput;
  const calculation = calculateFinance(input);
  return { input, calculation, errors: formErrors(FINANCE_SECTIONS, state.values, calculation) };
}

export function calculateLeaseForm(
  state: CalculatorState,
  locale: string,
): FormCalculation<LeaseInput, LeaseResult, LeaseField> {
  const input = {
    ...buildInput(LEASE_SECTIONS, state.values, locale),
    rateKind: state.leaseRateKind,
  } as unknown as LeaseInput;
  const calculation = calculateLease(input);
  return { input, calculation, errors: formErrors(LEASE_SECTIONS, state.values, calculation) };
}

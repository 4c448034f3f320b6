import { describe, expect, it } from 'vitest';
import en from '../../../../../public/translations/en.json';
import { LEASE_RATE_KINDS } from '@/entities/deal/lib/deal-calculator';
import {
  DEAL_MODES,
  FIELD_TRANSLATION_KEYS,
  calculateFinanceForm,
  calculateLeaseForm,
  defaultState,
  switchLeaseRateKind,
  type CalculatorState,
} from './calculator-fields';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, en);
}

function withValues(values: Partial<CalculatorState['values']>, locale = 'en-US'): CalculatorState {
  const state = defaultState(locale);
  return { ...state, values: { ...state.values, ...values } };
}

describe('calculator translations', () => {
  it('has every key the form builds at run time', () => {
    const keys = [
      ...FIELD_TRANSLATION_KEYS,
      ...DEAL_MODES.map((mode) => `calculator.modes.${mode}`),
      ...LEASE_RATE_KINDS.map((kind) => `calculator.rateKinds.${kind}`),
      ...['required', 'notANumber', 'negative', 'tooSmall', 'tooLarge', 'notWholeNumber'].map(
        (code) => `calculator.errors.${code}`,
      ),
    ];
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });
});

describe('the form at its starting values', () => {
  it('finances 34,000 − 3,000 down + 7.5 % tax = 33,550 at 7.9 % for 72 months', () => {
    // tax 34,000 × 7.5 % = 2,550; payment 586.60; reserve over a 5.9 % buy rate 2,315.91
    const { calculation } = calculateFinanceForm(defaultState('en-US'), 'en-US');
    if (!calculation.ok) throw new Error('the starting values must be valid');
    expect(calculation.result).toMatchObject({
      taxAmount: 2_550,
      amountFinanced: 33_550,
      monthlyPayment: 586.6,
      financeCharge: 8_685.45,
      reserve: 2_315.91,
    });
  });

  it('leases it for 36 months at MF 0.0025 and 55 % residual', () => {
    // adjusted cap 34,000 + 695 − 3,000 = 31,695; residual 19,800; base 459.15 + tax 34.44
    const { calculation } = calculateLeaseForm(defaultState('en-US'), 'en-US');
    if (!calculation.ok) throw new Error('the starting values must be valid');
    expect(calculation.result).toMatchObject({
      adjustedCapCost: 31_695,
      residualValue: 19_800,
      depreciationFee: 330.42,
      rentCharge: 128.74,
      basePayment: 459.15,
      monthlyTax: 34.44,
      monthlyPayment: 493.59,
      reserve: 741.53,
    });
  });

  it('writes the defaults with the language decimal mark', () => {
    const german = defaultState('de-DE').values;
    expect(german.aprPercent).toBe('7,9');
    expect(german.leaseRate).toBe('0,0025');
    expect(german.reserveCap).toBe('');
    const { calculation } = calculateFinanceForm(defaultState('de-DE'), 'de-DE');
    expect(calculation.ok).toBe(true);
  });
});

describe('form errors', () => {
  it('calls an empty required field required, and skips empty optional ones', () => {
    const { errors, calculation } = calculateFinanceForm(
      withValues({ price: '  ', fees: '', buyRatePercent: '' }),
      'en-US',
    );
    expect(calculation.ok).toBe(false);
    expect(errors).toEqual({ price: { field: 'price', code: 'required' } });
  });

  it('puts the calculator error on the field that was typed', () => {
    const { errors } = calculateFinanceForm(
      withValues({ downPayment: 'abc', financeTermMonths: '0', aprPercent: '-1' }),
      'en-US',
    );
    expect(errors).toEqual({
      downPayment: { field: 'downPayment', code: 'notANumber' },
      aprPercent: { field: 'aprPercent', code: 'negative' },
      financeTermMonths: { field: 'termMonths', code: 'tooSmall', limit: 1 },
    });
  });

  it('maps the shared price field to the lease selling price', () => {
    const { errors } = calculateLeaseForm(withValues({ price: '-1' }), 'en-US');
    expect(errors).toEqual({ price: { field: 'sellingPrice', code: 'negative' } });
  });
});

describe('switchLeaseRateKind', () => {
  it('re-expresses both lease rates, and back', () => {
    const apr = switchLeaseRateKind(defaultState('en-US'), 'apr', 'en-US');
    expect(apr.leaseRateKind).toBe('apr');
    expect(apr.values.leaseRate).toBe('6');
    expect(apr.values.leaseBuyRate).toBe('5.04');
    const back = switchLeaseRateKind(
      { ...apr, values: { ...apr.values, leaseRate: '7.9' } },
      'moneyFactor',
      'en-US',
    );
    expect(back.values.leaseRate).toBe('0.003292');
    expect(back.values.leaseBuyRate).toBe('0.0021');
  });

  it('leaves text it cannot read alone', () => {
    const state = withValues({ leaseRate: 'abc', leaseBuyRate: '' });
    const apr = switchLeaseRateKind(state, 'apr', 'en-US');
    expect(apr.values.leaseRate).toBe('abc');
    expect(apr.values.leaseBuyRate).toBe('');
  });
});

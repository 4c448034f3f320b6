import type { FieldIssueCode, FieldIssueParams } from '@das/shared/errors';
import { describe, expect, it } from 'vitest';
import {
  emptySale,
  firstProblemField,
  mapSaleIssues,
  parseAmount,
  toCreateSaleInput,
  validateSale,
} from './log-sale';

describe('amount as typed', () => {
  it('reads dollars with or without separators and a sign', () => {
    expect(parseAmount('25995')).toBe(25995);
    expect(parseAmount('$25,995')).toBe(25995);
    expect(parseAmount(' 1,234,567.89 ')).toBe(1234567.89);
    expect(parseAmount('25995.5')).toBe(25995.5);
    expect(parseAmount('.5')).toBe(0.5);
  });

  it('reads the European way of writing it', () => {
    expect(parseAmount('25.995,50')).toBe(25995.5);
    expect(parseAmount('19,99')).toBe(19.99);
    expect(parseAmount('1 200')).toBe(1200);
  });

  it('is null when empty and NaN when not a number', () => {
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('1,2,3')).toBeNaN();
  });
});

describe('sale rules (SPEC.md §5 "Create sale")', () => {
  const valid = { ...emptySale('2026-03-14', 'Used'), amount: '18,500' };

  it('needs only an amount of at least 0.01 and a date', () => {
    expect(validateSale(valid)).toEqual({});
    expect(validateSale({ ...valid, amount: '' })).toEqual({ amount: { key: 'required' } });
    expect(validateSale({ ...valid, amount: '0' })).toEqual({ amount: { key: 'amountMin' } });
    expect(validateSale({ ...valid, amount: '0.01' })).toEqual({});
    expect(validateSale({ ...valid, amount: 'ten' })).toEqual({ amount: { key: 'amountFormat' } });
    expect(validateSale({ ...valid, amount: '20000000' })).toEqual({
      amount: { key: 'amountMax' },
    });
    expect(validateSale({ ...valid, sale_date: '' })).toEqual({ sale_date: { key: 'required' } });
    expect(validateSale({ ...valid, sale_date: '2026-02-30' })).toEqual({
      sale_date: { key: 'invalidDate' },
    });
  });

  it('caps customer at 100, vehicle model at 50 and stock number at 20 characters', () => {
    const errors = validateSale({
      ...valid,
      customer_name: 'x'.repeat(101),
      vehicle_model: 'y'.repeat(51),
      stock_number: 'z'.repeat(21),
    });
    expect(errors).toEqual({
      customer_name: { key: 'tooLong', max: 100 },
      vehicle_model: { key: 'tooLong', max: 50 },
      stock_number: { key: 'tooLong', max: 20 },
    });
    expect(firstProblemField(errors)).toBe('customer_name');
    expect(validateSale({ ...valid, customer_name: `  ${'x'.repeat(100)}  ` })).toEqual({});
  });
});

describe('what is sent', () => {
  it('leaves blank fields out and rounds the amount to cents', () => {
    expect(toCreateSaleInput({ ...emptySale('2026-03-14'), amount: '$18,500.499' }, 7)).toEqual({
      dealership_id: 7,
      amount: 18500.5,
      sale_date: '2026-03-14',
    });
    expect(
      toCreateSaleInput(
        {
          customer_name: ' Ana Ruiz ',
          vehicle_model: '2024 RAV4',
          vehicle_type: 'CPO',
          stock_number: 'T1234',
          amount: '31000',
          sale_date: '2026-03-14',
        },
        7,
      ),
    ).toEqual({
      dealership_id: 7,
      amount: 31000,
      sale_date: '2026-03-14',
      customer_name: 'Ana Ruiz',
      vehicle_model: '2024 RAV4',
      vehicle_type: 'CPO',
      stock_number: 'T1234',
    });
  });
});

describe('server problems', () => {
  const issue = (field: string, code: FieldIssueCode, params: FieldIssueParams = {}) => ({
    field,
    code,
    params,
    message: 'English the form does not read',
  });

  it('words each code beside its field, and the rest apart', () => {
    const { fields, other } = mapSaleIssues([
      issue('amount', 'too_small', { minimum: 0.01 }),
      issue('customer_name', 'too_long', { maximum: 100 }),
      issue('sale_date', 'invalid_format', { format: 'date' }),
      issue('stock_number', 'already_used'),
      issue('dealership_id', 'required'),
    ]);
    expect(fields).toEqual({
      amount: { key: 'amountMin' },
      customer_name: { key: 'tooLong', max: 100 },
      sale_date: { key: 'invalidDate' },
      stock_number: { key: 'issue', text: { key: 'validation.already_used', values: {} } },
    });
    expect(other).toEqual([{ key: 'validation.required', values: {} }]);
  });
});

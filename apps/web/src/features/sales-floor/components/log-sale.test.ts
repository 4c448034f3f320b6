import type { FieldIssueCode, FieldIssueParams } from '@das/shared/errors';
import { describe, expect, it } from 'vitest';
import { codedMessage, readCodedMessage } from '@das/shared/validation';
import {
  emptySale,
  parseAmount,
  problemFromIssue,
  saleFormSchema,
  splitSaleIssues,
  type SaleField,
  type SaleFormValues,
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

const issues = (values: SaleFormValues, dealershipId = 7) => {
  const result = saleFormSchema(dealershipId).safeParse(values, { error: codedMessage });
  if (result.success) return { sent: result.data };
  return {
    problems: Object.fromEntries(
      result.error.issues.map((issue) => {
        const field = issue.path[0] as SaleField;
        const coded = readCodedMessage(issue.message);
        return [field, coded && problemFromIssue(field, coded)];
      }),
    ),
  };
};

describe('sale rules (SPEC.md §5 "Create sale", the server\'s own schema)', () => {
  const valid = { ...emptySale('2026-03-14', 'Used'), amount: '18,500' };

  it('needs only an amount of at least 0.01 and a date', () => {
    expect(issues(valid).problems).toBeUndefined();
    expect(issues({ ...valid, amount: '' }).problems).toEqual({ amount: { key: 'required' } });
    expect(issues({ ...valid, amount: '0' }).problems).toEqual({ amount: { key: 'amountMin' } });
    expect(issues({ ...valid, amount: '0.01' }).problems).toBeUndefined();
    expect(issues({ ...valid, amount: 'ten' }).problems).toEqual({
      amount: { key: 'amountFormat' },
    });
    expect(issues({ ...valid, amount: '20000000' }).problems).toEqual({
      amount: { key: 'amountMax' },
    });
    expect(issues({ ...valid, sale_date: '' }).problems).toEqual({
      sale_date: { key: 'required' },
    });
    expect(issues({ ...valid, sale_date: '2026-02-30' }).problems).toEqual({
      sale_date: { key: 'invalidDate' },
    });
  });

  it('caps customer at 100, vehicle model at 50 and stock number at 20 characters', () => {
    expect(
      issues({
        ...valid,
        customer_name: 'x'.repeat(101),
        vehicle_model: 'y'.repeat(51),
        stock_number: 'z'.repeat(21),
      }).problems,
    ).toEqual({
      customer_name: { key: 'tooLong', max: 100 },
      vehicle_model: { key: 'tooLong', max: 50 },
      stock_number: { key: 'tooLong', max: 20 },
    });
    expect(issues({ ...valid, customer_name: `  ${'x'.repeat(100)}  ` }).problems).toBeUndefined();
  });
});

describe('what is sent', () => {
  it('leaves blank fields out and rounds the amount to cents', () => {
    expect(issues({ ...emptySale('2026-03-14'), amount: '$18,500.499' }).sent).toEqual({
      dealership_id: 7,
      amount: 18500.5,
      sale_date: '2026-03-14',
    });
    expect(
      issues({
        customer_name: ' Ana Ruiz ',
        vehicle_model: '2024 RAV4',
        vehicle_type: 'CPO',
        stock_number: 'T1234',
        amount: '31000',
        sale_date: '2026-03-14',
      }).sent,
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

  it('keeps the issues of fields on the form, and words the rest apart', () => {
    const amount = issue('amount', 'too_small', { minimum: 0.01 });
    const stock = issue('stock_number', 'already_used');
    const { fields, other } = splitSaleIssues([amount, stock, issue('dealership_id', 'required')]);
    expect(fields).toEqual({ amount, stock_number: stock });
    expect(problemFromIssue('stock_number', stock)).toEqual({
      key: 'issue',
      text: { key: 'validation.already_used', values: {} },
    });
    expect(other).toEqual([{ key: 'validation.required', values: {} }]);
  });
});

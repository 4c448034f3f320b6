import type { FieldIssueCode, FieldIssueParams } from '@das/shared/errors';
import { describe, expect, it } from 'vitest';
import { problemFromIssue, splitDealIssues } from './deal-form-issues';

const issue = (field: string, code: FieldIssueCode, params: FieldIssueParams = {}) => ({
  field,
  code,
  params,
  message: 'English the form does not read',
});

describe("the server's field issues", () => {
  it('are worded beside each field, in the terms of this form', () => {
    const { fields, other } = splitDealIssues([
      issue('stock_number', 'required'),
      issue('products.gap', 'gap_on_cash'),
      issue('deal_number', 'already_used'),
      issue('salesperson_id', 'not_staff'),
      issue('vin_last8', 'invalid_format', { format: 'regex' }),
      issue('customer_last_name', 'too_long', { maximum: 50 }),
      issue('front_end_gross', 'too_small', { minimum: 0 }),
      issue('notes', 'unknown_fields', { keys: ['x'] }),
      issue('sale_id', 'has_deal'),
      issue('dealership_id', 'required'),
    ]);
    const worded = Object.fromEntries(
      Object.entries(fields).map(([field, found]) => [field, problemFromIssue(found)]),
    );
    expect(worded).toEqual({
      stock_number: { key: 'deals.validation.required' },
      'products.gap': { key: 'deals.validation.gapCash' },
      deal_number: { key: 'deals.validation.dealNumberTaken' },
      salesperson_id: { key: 'deals.validation.notStaff' },
      vin_last8: { key: 'deals.validation.vinFormat' },
      customer_last_name: { key: 'deals.validation.tooLong', values: { max: 50 } },
      front_end_gross: { key: 'deals.validation.negative' },
      notes: { key: 'validation.unknown_fields', values: {} },
    });
    // The sale and the store are not fields on screen: said above the form.
    expect(other.map(problemFromIssue)).toEqual([
      { key: 'deals.validation.saleTaken' },
      { key: 'deals.validation.required' },
    ]);
  });
});

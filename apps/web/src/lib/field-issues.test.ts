import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { duplicateStockOf, genericIssueText, readFieldIssues } from './field-issues';

const refused = (details: unknown) =>
  new ApiError(400, 'VALIDATION_ERROR', 'Validation failed: …', details);

describe('readFieldIssues', () => {
  it('reads the coded issues of a VALIDATION_ERROR', () => {
    const issue = {
      field: 'stock_number',
      code: 'too_long',
      params: { maximum: 20 },
      message: "Field 'stock_number' must be at most 20 characters",
    };
    expect(readFieldIssues(refused([issue, 'noise', { field: 'x' }]))).toEqual([issue]);
  });

  it('reads a code this build does not know as invalid, and nothing from other errors', () => {
    expect(
      readFieldIssues(refused([{ field: 'vin', code: 'from_the_future', message: 'New rule' }])),
    ).toEqual([{ field: 'vin', code: 'invalid', params: {}, message: 'New rule' }]);
    expect(readFieldIssues(refused({ reason: 'csrf' }))).toEqual([]);
    expect(readFieldIssues(new Error('boom'))).toEqual([]);
  });
});

describe('genericIssueText', () => {
  it('names the i18n key after the code and passes the bounds to interpolate', () => {
    expect(genericIssueText({ code: 'too_long', params: { maximum: 20 } })).toEqual({
      key: 'validation.too_long',
      values: { maximum: 20 },
    });
    expect(genericIssueText({ code: 'not_one_of', params: { values: ['Cash'] } })).toEqual({
      key: 'validation.not_one_of',
      values: {},
    });
  });
});

describe('duplicateStockOf', () => {
  const conflict = (details: unknown) =>
    new ApiError(409, 'CONFLICT', 'This conflicts with existing data', details);
  const taken = (params: Record<string, unknown>) => ({
    field: 'stock_number',
    code: 'duplicate_stock',
    params,
    message: "Field 'stock_number' is already on an open sale or deal of this dealership",
  });

  it('reads the stock number of the conflict the server answers', () => {
    expect(duplicateStockOf(conflict([taken({ stock_number: 'T76571' })]))).toBe('T76571');
    expect(duplicateStockOf(conflict([taken({})]))).toBe('');
  });

  it('is not any other failure', () => {
    expect(duplicateStockOf(conflict(undefined))).toBeUndefined();
    expect(
      duplicateStockOf(
        conflict([{ field: 'deal_number', code: 'already_used', params: {}, message: 'x' }]),
      ),
    ).toBeUndefined();
    expect(
      duplicateStockOf(new ApiError(400, 'VALIDATION_ERROR', 'Validation failed', [taken({})])),
    ).toBeUndefined();
    expect(duplicateStockOf(new Error('boom'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { genericIssueText, readFieldIssues } from './field-issues';

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

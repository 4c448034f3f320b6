import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installValidationMessages, toFieldIssues } from '../validation';
import { isoDay, isoMonth, multiLineText, oneLineText, periodSpec } from './fields';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : toFieldIssues(result.error).map(({ code, params }) => ({ code, params }));
}

describe('field kinds (ADR 016)', () => {
  beforeAll(installValidationMessages);

  it('keeps text as typed, trimming only where the field says so', () => {
    expect(oneLineText().parse('<b>Bold</b>')).toBe('<b>Bold</b>');
    expect(multiLineText().parse('line 1\n\tline 2')).toBe('line 1\n\tline 2');
  });

  it('refuses control characters with a code the web words', () => {
    expect(issues(oneLineText(), 'a\nb')).toEqual([
      { code: 'control_characters', params: { oneLine: true } },
    ]);
    expect(issues(multiLineText(), 'a\u0000b')).toEqual([
      { code: 'control_characters', params: {} },
    ]);
  });

  it('takes days, months and periods from 2000 to 2100 only', () => {
    expect(issues(isoDay(), '2000-01-01')).toEqual([]);
    expect(issues(isoDay(), '2100-12-31')).toEqual([]);
    expect(issues(isoDay(), '0000-01-01')).toEqual([
      { code: 'date_out_of_range', params: { minimum: '2000-01-01', maximum: '2100-12-31' } },
    ]);
    expect(issues(isoMonth(), '9999-12')).toEqual([
      { code: 'date_out_of_range', params: { minimum: '2000-01', maximum: '2100-12' } },
    ]);
    expect(issues(periodSpec(), '1999-12')).toEqual([
      { code: 'date_out_of_range', params: { minimum: '2000-01', maximum: '2100-12' } },
    ]);
    expect(issues(periodSpec(), 'this_month')).toEqual([]);
  });

  it('words a day that is no day as a format problem, not a range', () => {
    expect(issues(isoDay(), '2026-02-30')).toEqual([
      { code: 'invalid_format', params: { format: 'date' } },
    ]);
    expect(issues(periodSpec(), 'someday')).toEqual([{ code: 'unknown_period', params: {} }]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addFieldIssue,
  codedMessage,
  fieldIssue,
  installValidationMessages,
  readCodedMessage,
  ruleError,
  toFieldIssues,
} from './validation';

const dealSchema = z.object({
  stock_number: z.string().min(1).max(20),
  vin_last8: z.string().regex(/^\d{8}$/),
  deal_type: z.enum(['Cash', 'Finance', 'Lease']),
  front_end_gross: z.number().min(0),
  email: z.email().optional(),
  owner: z.uuid().optional(),
});

function issuesFor(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return toFieldIssues(result.error);
}

describe("field issues: a code to translate and SPEC.md §5's message beside it", () => {
  beforeAll(installValidationMessages);

  it('names each missing field as required', () => {
    expect(issuesFor(dealSchema, { stock_number: '' })).toEqual(
      expect.arrayContaining([
        {
          field: 'stock_number',
          code: 'required',
          params: {},
          message: "Field 'stock_number' is required",
        },
        {
          field: 'vin_last8',
          code: 'required',
          params: {},
          message: "Field 'vin_last8' is required",
        },
        {
          field: 'deal_type',
          code: 'required',
          params: {},
          message: "Field 'deal_type' is required",
        },
        {
          field: 'front_end_gross',
          code: 'required',
          params: {},
          message: "Field 'front_end_gross' is required",
        },
      ]),
    );
  });

  it('says what is wrong with each present but bad field', () => {
    const issues = issuesFor(dealSchema, {
      stock_number: 'X'.repeat(21),
      vin_last8: '1234',
      deal_type: 'Barter',
      front_end_gross: 'lots',
      email: 'not-an-email',
      owner: '42',
    });
    expect(issues).toEqual([
      {
        field: 'stock_number',
        code: 'too_long',
        params: { maximum: 20 },
        message: "Field 'stock_number' must be at most 20 characters",
      },
      {
        field: 'vin_last8',
        code: 'invalid_format',
        params: { format: 'regex' },
        message: "Field 'vin_last8' format is invalid",
      },
      {
        field: 'deal_type',
        code: 'not_one_of',
        params: { values: ['Cash', 'Finance', 'Lease'] },
        message: "Field 'deal_type' must be one of: Cash, Finance, Lease",
      },
      {
        field: 'front_end_gross',
        code: 'wrong_type',
        params: { expected: 'number' },
        message: "Field 'front_end_gross' must be a valid number",
      },
      {
        field: 'email',
        code: 'invalid_email',
        params: {},
        message: "Field 'email' must be a valid email address",
      },
      {
        field: 'owner',
        code: 'invalid_uuid',
        params: {},
        message: "Field 'owner' must be a valid UUID",
      },
    ]);
  });

  it('gives number bounds and string minimums', () => {
    const schema = z.object({
      amount: z.number().min(0.01),
      name: z.string().min(3),
      tags: z.array(z.string()).max(1),
    });
    expect(issuesFor(schema, { amount: 0, name: 'Al', tags: ['a', 'b'] })).toEqual([
      {
        field: 'amount',
        code: 'too_small',
        params: { minimum: 0.01 },
        message: "Field 'amount' must be at least 0.01",
      },
      {
        field: 'name',
        code: 'too_short',
        params: { minimum: 3 },
        message: "Field 'name' must be at least 3 characters",
      },
      {
        field: 'tags',
        code: 'too_many_items',
        params: { maximum: 1 },
        message: "Field 'tags' must have at most 1 item",
      },
    ]);
  });

  it("carries a schema's own rule code, and places nested documents' fields", () => {
    const schema = z.object({
      day: z
        .string()
        .refine((day) => day.endsWith('-01'), { error: ruleError('not_first_of_month') }),
    });
    const result = schema.safeParse({ day: '2026-05-02' });
    expect(result.error && toFieldIssues(result.error, 'plan')).toEqual([
      {
        field: 'plan.day',
        code: 'not_first_of_month',
        params: {},
        message: "Field 'plan.day' must be the first day of a month",
      },
    ]);
  });

  it('words a rule a handler checks the same way', () => {
    expect(fieldIssue('sale_id', 'has_deal')).toEqual({
      field: 'sale_id',
      code: 'has_deal',
      params: {},
      message: "Field 'sale_id' already has a deal",
    });
  });
});

describe('codes for browser forms', () => {
  it("carries each issue's code and params in the message of a parse that asks for it", () => {
    const schema = z
      .object({
        name: z.string().min(1).max(3),
        day: z.string().refine((day) => day.endsWith('-01'), {
          error: ruleError('not_first_of_month'),
        }),
        lender: z.string(),
      })
      .superRefine((value, ctx) => {
        if (!value.lender) addFieldIssue(ctx, fieldIssue('lender', 'lender_required'));
      });
    const result = schema.safeParse(
      { name: 'Alexandra', day: '2026-05-02', lender: '' },
      { error: codedMessage },
    );
    expect(result.error?.issues.map((issue) => readCodedMessage(issue.message))).toEqual([
      { code: 'too_long', params: { maximum: 3 } },
      { code: 'not_first_of_month', params: {} },
      { code: 'lender_required', params: {} },
    ]);
    expect(readCodedMessage('Required')).toBeUndefined();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationMessages, toFieldIssues } from './validation';

const dealSchema = z.object({
  stock_number: z.string().min(1).max(20),
  vin_last8: z.string().regex(/^\d{8}$/),
  deal_type: z.enum(['Cash', 'Finance', 'Lease']),
  front_end_gross: z.number().min(0),
  email: z.email().optional(),
  owner: z.uuid().optional(),
});

function issuesFor(input: unknown) {
  const result = dealSchema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return toFieldIssues(result.error);
}

describe("SPEC.md §5's field validator messages", () => {
  beforeAll(installValidationMessages);

  it('names each missing field as required', () => {
    expect(issuesFor({})).toEqual(
      expect.arrayContaining([
        { field: 'stock_number', message: "Field 'stock_number' is required" },
        { field: 'vin_last8', message: "Field 'vin_last8' is required" },
        { field: 'deal_type', message: "Field 'deal_type' is required" },
        { field: 'front_end_gross', message: "Field 'front_end_gross' is required" },
      ]),
    );
  });

  it('says what is wrong with each present but bad field', () => {
    const issues = issuesFor({
      stock_number: 'X'.repeat(21),
      vin_last8: '1234',
      deal_type: 'Barter',
      front_end_gross: 'lots',
      email: 'not-an-email',
      owner: '42',
    });
    expect(issues).toEqual([
      { field: 'stock_number', message: "Field 'stock_number' must be at most 20 characters" },
      { field: 'vin_last8', message: "Field 'vin_last8' format is invalid" },
      { field: 'deal_type', message: "Field 'deal_type' must be one of: Cash, Finance, Lease" },
      { field: 'front_end_gross', message: "Field 'front_end_gross' must be a valid number" },
      { field: 'email', message: "Field 'email' must be a valid email address" },
      { field: 'owner', message: "Field 'owner' must be a valid UUID" },
    ]);
  });

  it('gives number bounds and string minimums', () => {
    const schema = z.object({ amount: z.number().min(0.01), name: z.string().min(3) });
    const result = schema.safeParse({ amount: 0, name: 'Al' });
    expect(result.success).toBe(false);
    expect(result.error && toFieldIssues(result.error)).toEqual([
      { field: 'amount', message: "Field 'amount' must be at least 0.01" },
      { field: 'name', message: "Field 'name' must be at least 3 characters" },
    ]);
  });
});

import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { issueOfError } from '@/lib/form-resolver';
import {
  memberFormResolver,
  memberIssueText,
  sortMembers,
  type MemberFormValues,
} from './team-member-form';

const member = (firstName: string, isActive: boolean) => ({
  id: `00000000-0000-4000-8000-${firstName.padStart(12, '0').slice(-12)}`,
  firstName,
  lastName: 'Doe',
  role: 'salesperson' as const,
  isActive,
  deals: 0,
});

/** What the form's resolver says: the request it would send, or each field's wording. */
async function check(values: MemberFormValues) {
  const result = await memberFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as Partial<Record<keyof MemberFormValues, FieldError>>;
  const texts = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      const issue = issueOfError(error);
      return [field, issue ? memberIssueText(issue) : undefined];
    }),
  );
  return { request: result.values, texts };
}

describe('the team member form (the server schema)', () => {
  it('sends both names trimmed, with the role', async () => {
    expect(await check({ firstName: ' Ann ', lastName: 'Lee', role: 'sales_manager' })).toEqual({
      request: { firstName: 'Ann', lastName: 'Lee', role: 'sales_manager' },
      texts: {},
    });
  });

  it('needs both names, at most 50 characters, and a role it knows', async () => {
    const { texts } = await check({
      firstName: '  ',
      lastName: 'x'.repeat(51),
      role: 'owner' as MemberFormValues['role'],
    });
    expect(texts).toEqual({
      firstName: { key: 'singleFinance.team.errors.required' },
      lastName: { key: 'singleFinance.team.errors.tooLong', values: { max: 50 } },
      role: { key: 'validation.not_one_of', values: {} },
    });
  });

  it('lists active members first, then by name', () => {
    const sorted = sortMembers([member('Zed', true), member('Amy', false), member('Bob', true)]);
    expect(sorted.map((m) => m.firstName)).toEqual(['Bob', 'Zed', 'Amy']);
  });
});

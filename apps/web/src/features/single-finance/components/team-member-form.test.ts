import { describe, expect, it } from 'vitest';
import { sortMembers, validateMemberName } from './team-member-form';

const member = (firstName: string, isActive: boolean) => ({
  id: `00000000-0000-4000-8000-${firstName.padStart(12, '0').slice(-12)}`,
  firstName,
  lastName: 'Doe',
  role: 'salesperson' as const,
  isActive,
  deals: 0,
});

describe('team member names', () => {
  it('needs both names, trimmed, at most 50 characters', () => {
    expect(validateMemberName({ firstName: 'Ann', lastName: 'Lee' })).toEqual({});
    expect(validateMemberName({ firstName: '  ', lastName: 'x'.repeat(51) })).toEqual({
      firstName: 'required',
      lastName: 'tooLong',
    });
  });

  it('lists active members first, then by name', () => {
    const sorted = sortMembers([member('Zed', true), member('Amy', false), member('Bob', true)]);
    expect(sorted.map((m) => m.firstName)).toEqual(['Bob', 'Zed', 'Amy']);
  });
});

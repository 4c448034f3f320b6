import type { TeamMember } from '@das/shared/schemas/team';

/** The checks of the server's createTeamMemberSchema, so a mistake shows before the call. */
export const NAME_MAX = 50;

export type NameError = 'required' | 'tooLong';

export function validateMemberName(values: {
  firstName: string;
  lastName: string;
}): Partial<Record<'firstName' | 'lastName', NameError>> {
  const errors: Partial<Record<'firstName' | 'lastName', NameError>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field].trim();
    if (value === '') errors[field] = 'required';
    else if (value.length > NAME_MAX) errors[field] = 'tooLong';
  }
  return errors;
}

/** Active members first, then by name. */
export function sortMembers(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort(
    (a, b) =>
      Number(b.isActive) - Number(a.isActive) ||
      a.firstName.localeCompare(b.firstName) ||
      a.lastName.localeCompare(b.lastName),
  );
}

import type { FieldIssue } from '@das/shared/errors';
import {
  createTeamMemberSchema,
  type CreateTeamMemberInput,
  type TeamMember,
} from '@das/shared/schemas/team';
import { genericIssueText, type IssueText } from '@/lib/field-issues';
import { sharedSchemaResolver } from '@/lib/form-resolver';

/**
 * The add and edit forms of a team member, as plain data: checked by the
 * server's own schema (`createTeamMemberSchema`), and each problem's wording.
 */
export type MemberFormValues = Pick<TeamMember, 'firstName' | 'lastName' | 'role'>;

/** In the order the form shows them: the first with a problem takes the focus. */
export const MEMBER_FIELDS = ['firstName', 'lastName', 'role'] as const;

export const memberFormResolver = sharedSchemaResolver<MemberFormValues, CreateTeamMemberInput>(
  createTeamMemberSchema,
);

export function memberFormValues(member?: TeamMember): MemberFormValues {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    role: member?.role ?? 'salesperson',
  };
}

/** Codes this form words in its own terms; any other code gets the common wording. */
export function memberIssueText(issue: Pick<FieldIssue, 'code' | 'params'>): IssueText {
  switch (issue.code) {
    case 'required':
      return { key: 'singleFinance.team.errors.required' };
    case 'too_long':
      return {
        key: 'singleFinance.team.errors.tooLong',
        values: { max: Number(issue.params.maximum) },
      };
  }
  return genericIssueText(issue);
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

import { z } from 'zod';
import { AUTH_LIMITS, isValidEmail, sanitizeEmail } from '../auth-rules';
import { STORE_ROLES, type Role } from '../roles';
import { ruleError } from '../validation';
import { multiLineText, oneLineText } from './fields';

/**
 * A store's people as its admin manages them (the People screen): who they
 * are, how they sign in and where their invitation stands.
 */
export const INVITATION_HOURS = 72;

/**
 * `accepted`: they chose a password; `pending`: a link waits for them;
 * `expired`: their link ran out; `none`: no link (revoked, or never sent).
 */
export const INVITATION_STATES = ['accepted', 'pending', 'expired', 'none'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const PEOPLE_LIMITS = { nameMax: 50 } as const;

const storeRole = z.enum(STORE_ROLES as [Role, ...Role[]]);

export const personSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: storeRole,
  isActive: z.boolean(),
  /** The sales manager whose team a salesperson is on. */
  teamManagerId: z.uuid().nullable(),
  invitation: z.enum(INVITATION_STATES),
  invitationExpiresAt: z.iso.datetime().nullable(),
  /** Their latest sign-in still on record; none once every session has ended and gone. */
  lastSignInAt: z.iso.datetime().nullable(),
});

export const peopleListSchema = z.object({ people: z.array(personSchema) });

const name = () => oneLineText().trim().min(1).max(PEOPLE_LIMITS.nameMax);

/** What the "Add person" form checks before sending, and the server again. */
export const invitePersonSchema = z.object({
  firstName: name(),
  lastName: name(),
  email: z
    .string()
    .max(AUTH_LIMITS.emailMax)
    .transform(sanitizeEmail)
    .refine((email) => email !== '', { error: ruleError('required') })
    .refine((email) => email === '' || isValidEmail(email), {
      error: ruleError('invalid_email'),
    }),
  role: storeRole,
  /** A salesperson may start on a sales manager's team. */
  teamManagerId: z.uuid().nullable().optional(),
});

export const acceptInvitationSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(AUTH_LIMITS.passwordMax),
});

export const acceptedInvitationSchema = z.object({ email: z.string() });

export type Person = z.infer<typeof personSchema>;
export type PeopleList = z.infer<typeof peopleListSchema>;
export type InvitePersonInput = z.input<typeof invitePersonSchema>;

/**
 * Importing people from a CSV file (first name, last name, e-mail, role,
 * team): a dry run answers each row's result and writes nothing; the commit
 * invites every row, as "Add person" does, or nothing at all.
 */
export const PEOPLE_IMPORT_LIMITS = { maxRows: 500, maxChars: 100_000 } as const;

/** The columns of a row, in the order read when the file has no header row. */
export const IMPORT_COLUMNS = ['firstName', 'lastName', 'email', 'role', 'team'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * What can be wrong with a row, on the column it is about: the "Add person"
 * checks (`required`, `too_long`, `invalid_email`, `control_characters`) and
 * the import's own.
 */
export const IMPORT_ISSUE_CODES = [
  'required',
  'too_long',
  'invalid_email',
  'control_characters',
  'invalid',
  'unknown_role',
  /** The policy's rank rule: nobody grants a rank equal to or above their own. */
  'role_not_allowed',
  'unknown_team',
  /** A team is a sales manager's, for a salesperson. */
  'team_not_for_role',
  /** The address already has an account. */
  'email_taken',
  /** The address is on more than one row of the file. */
  'email_twice',
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

export const importPeopleSchema = z.object({
  /** The file's text as read (a leading byte-order mark and CRLF line ends are fine). */
  csv: multiLineText()
    .max(PEOPLE_IMPORT_LIMITS.maxChars)
    .refine((text) => text.trim() !== '', { error: ruleError('required') }),
});

export const importQuerySchema = z.object({
  /** `true`: check every row and write nothing. */
  dry_run: z.enum(['true', 'false']).optional(),
});

export const importRowSchema = z.object({
  /** The line of the file the row starts on (a header is line 1). */
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  team: z.string(),
  issues: z.array(
    z.object({
      field: z.enum(IMPORT_COLUMNS),
      code: z.enum(IMPORT_ISSUE_CODES),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
  /** The invited person, once committed. */
  userId: z.uuid().nullable(),
});

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(importRowSchema),
  /** Rows with an issue: the commit writes nothing while there is one. */
  invalid: z.number().int(),
});

export type ImportRow = z.infer<typeof importRowSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;

import { z } from 'zod';
import { AUTH_LIMITS, isValidEmail, sanitizeEmail } from '../auth-rules';
import { STORE_ROLES, type Role } from '../roles';
import { ruleError } from '../validation';
import { oneLineText } from './fields';

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

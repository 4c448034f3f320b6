import { z } from 'zod';
import { ROLES } from '../roles';
import { oneLineText } from './fields';

/**
 * People across every store, as the master admin panel finds and helps them
 * (issue 13): who they are, where they work, and how their sign-in stands.
 */

export const PLATFORM_PEOPLE_PAGE_SIZE = { default: 25, max: 100 } as const;

export const platformPeopleQuerySchema = z.object({
  /** Part of a name or an e-mail address, any case. */
  q: oneLineText().trim().min(2).max(100),
  /** The cursor of the page before: opaque to the client. */
  after: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PLATFORM_PEOPLE_PAGE_SIZE.max)
    .default(PLATFORM_PEOPLE_PAGE_SIZE.default),
});
export type PlatformPeopleQuery = z.input<typeof platformPeopleQuerySchema>;

export const platformPersonSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Their store; none for platform staff and those above the store. */
  dealershipId: z.number().int().nullable(),
  dealershipName: z.string().nullable(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  /** They chose a password (an invitee who has not cannot be sent a reset). */
  hasPassword: z.boolean(),
  /** Their latest successful sign-in; none when they never signed in. */
  lastSignInAt: z.iso.datetime().nullable(),
  /** Until when failed sign-ins lock them out; none when they may sign in. */
  lockedUntil: z.iso.datetime().nullable(),
  /** Sessions of theirs still alive. */
  openSessions: z.number().int(),
});
export type PlatformPerson = z.infer<typeof platformPersonSchema>;

export const platformPeoplePageSchema = z.object({
  items: z.array(platformPersonSchema),
  /** Cursor of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type PlatformPeoplePage = z.infer<typeof platformPeoplePageSchema>;

export const changePlatformRoleSchema = z.object({ role: z.enum(ROLES) });

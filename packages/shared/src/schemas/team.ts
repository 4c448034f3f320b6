import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';
import { oneLineText } from './fields';

/**
 * A single finance manager's own team (salespeople and sales managers they
 * work deals with). Members never sign in; they are the names on deals.
 */
export const TEAM_MEMBER_ROLES = ['salesperson', 'sales_manager'] as const;

export const TEAM_MEMBER_LIMITS = { nameMax: 50 } as const;

export const teamMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(TEAM_MEMBER_ROLES),
  isActive: z.boolean(),
  /** Deals that name this member; a member with deals is deactivated, never removed. */
  deals: z.number().int(),
});

/** What the add and edit forms check before sending, and the server again. */
export const createTeamMemberSchema = z.object({
  firstName: oneLineText().trim().min(1).max(TEAM_MEMBER_LIMITS.nameMax),
  lastName: oneLineText().trim().min(1).max(TEAM_MEMBER_LIMITS.nameMax),
  role: z.enum(TEAM_MEMBER_ROLES),
});

export const updateTeamMemberSchema = createTeamMemberSchema
  .extend({ isActive: z.boolean() })
  .partial();

export const teamListSchema = z.object({ members: z.array(teamMemberSchema) });

export const preferencesSchema = z.object({
  /** Hide money on screen (the eye toggle); figures are still computed. */
  hideAmounts: z.boolean(),
  /** The interface language chosen while signed in; null until they choose (ADR 022). */
  language: z.enum(LANGUAGE_CODES).nullable(),
});
export const updatePreferencesSchema = preferencesSchema.partial();

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type CreateTeamMemberInput = z.infer<typeof createTeamMemberSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;

import { z } from 'zod';
import { STORE_ROLES, type Role } from '../roles';
import { SIGNUP_PLANS, SUBSCRIPTION_STATUSES } from '../subscription-plans';
import { groupStoreSchema } from './signup';

/**
 * A dealer group's settings (issue 12, `/group-admin/settings`): its name, its
 * stores and their admins, and its people across stores. Names follow the
 * sign-up's rules, so a store is named the same way wherever it is named.
 */
const storeRole = z.enum(STORE_ROLES as [Role, ...Role[]]);

export const groupParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const groupStoreParamSchema = groupParamSchema.extend({
  dealership_id: z.coerce.number().int().positive(),
});
export const groupPersonParamSchema = groupParamSchema.extend({ user_id: z.uuid() });

/** Rename the group, or one of its stores. */
export const renameSchema = z.object({ name: groupStoreSchema.shape.name });

/** A new store of the group, as at sign-up: its name, city and state (its time zone follows). */
export const addGroupStoreSchema = groupStoreSchema;

/** The store of the same group a person moves to. */
export const movePersonSchema = z.object({ dealershipId: z.number().int().positive() });

const admin = z.object({ userId: z.uuid(), name: z.string(), email: z.string() });

export const groupSettingsSchema = z.object({
  group: z.object({ id: z.number().int(), name: z.string() }),
  /** What the group pays for; none for a group the platform set up (the demo's). */
  subscription: z
    .object({
      plan: z.enum(SIGNUP_PLANS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      locations: z.number().int(),
      monthlyPrice: z.string(),
    })
    .nullable(),
  /** The most stores the group may have (the plan's limit). */
  maxStores: z.number().int(),
  stores: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      /** Its dealership admins (active), by name. */
      admins: z.array(admin),
      /** Its active people. */
      people: z.number().int(),
    }),
  ),
  /** Every active person of the group's stores, by name. */
  people: z.array(
    z.object({
      userId: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      role: storeRole,
      dealershipId: z.number().int(),
    }),
  ),
});

export type GroupSettings = z.infer<typeof groupSettingsSchema>;
export type AddGroupStore = z.input<typeof addGroupStoreSchema>;

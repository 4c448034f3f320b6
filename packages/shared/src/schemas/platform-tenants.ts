import { z } from 'zod';
import { oneLineText } from './fields';
import { SIGNUP_TIME_ZONES, groupStoreSchema } from './signup';

/**
 * The platform's tenants (issue 13, ADR 024): areas, dealer groups, dealerships
 * and single-finance offices, as platform staff find and run them. Names follow
 * the sign-up's rules, so a tenant is named the same way wherever it is named.
 */

export const TENANT_KINDS = ['area', 'group', 'store', 'single_finance'] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];

/** The kinds of record a path names: a store and a single-finance office are both dealerships. */
export const TENANT_RECORDS = ['areas', 'groups', 'dealerships'] as const;
export type TenantRecord = (typeof TENANT_RECORDS)[number];

/** Results of one search: enough to find a tenant by a few letters; more asks for a sharper query. */
export const TENANT_SEARCH_LIMIT = { default: 50, max: 100 } as const;

export const tenantSearchQuerySchema = z.object({
  /** Part of a name or city, or an id. Empty lists every tenant, up to the limit. */
  q: oneLineText().trim().max(100).optional(),
  kind: z.enum(TENANT_KINDS).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TENANT_SEARCH_LIMIT.max)
    .default(TENANT_SEARCH_LIMIT.default),
});
export type TenantSearchQuery = z.input<typeof tenantSearchQuerySchema>;
export type TenantSearch = z.output<typeof tenantSearchQuerySchema>;

export const tenantSchema = z.object({
  kind: z.enum(TENANT_KINDS),
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** A store's group, or nothing for an area, a group and a store of no group. */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** An area's own id for an area; a group's area; a store's group's area. */
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  isActive: z.boolean(),
  /** Active people whose sign-in depends on it (ADR 024): its own and those of everything under it. */
  people: z.number().int(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantListSchema = z.object({
  items: z.array(tenantSchema),
  /** More tenants match than were returned. */
  truncated: z.boolean(),
});
export type TenantList = z.infer<typeof tenantListSchema>;

export const tenantParamSchema = z.object({
  record: z.enum(TENANT_RECORDS),
  id: z.coerce.number().int().positive(),
});
export const tenantIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

const name = groupStoreSchema.shape.name;

export const createAreaSchema = z.object({ name });
export const createGroupSchema = z.object({
  name,
  areaId: z.number().int().positive().nullable().default(null),
});
/** A store, or a single finance manager's office, which never belongs to a group. */
export const createDealershipSchema = groupStoreSchema.extend({
  kind: z.enum(['store', 'single_finance']),
  /** Follows the state when left out. */
  timeZone: z.enum(SIGNUP_TIME_ZONES).optional(),
  dealerGroupId: z.number().int().positive().nullable().default(null),
});
export type CreateArea = z.input<typeof createAreaSchema>;
export type CreateGroup = z.input<typeof createGroupSchema>;
export type CreateDealership = z.input<typeof createDealershipSchema>;

export const renameTenantSchema = z.object({ name });
/** The group a store moves to; null takes it out of any group. */
export const moveStoreSchema = z.object({ dealerGroupId: z.number().int().positive().nullable() });
export const setTenantActiveSchema = z.object({ isActive: z.boolean() });
export const assignAreaVicePresidentSchema = z.object({ userId: z.uuid() });

export const createdTenantSchema = z.object({ id: z.number().int() });

export const areaVicePresidentQuerySchema = z.object({
  /** Part of a name or e-mail. */
  q: oneLineText().trim().max(100).optional(),
  /** Only the vice presidents of this area. */
  area_id: z.coerce.number().int().positive().optional(),
});

export const areaVicePresidentsSchema = z.object({
  items: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      areaId: z.number().int().nullable(),
      areaName: z.string().nullable(),
    }),
  ),
});
export type AreaVicePresidents = z.infer<typeof areaVicePresidentsSchema>;

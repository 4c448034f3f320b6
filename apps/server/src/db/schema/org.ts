import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TRANSIT_ALERT_DAYS } from '@das/shared/contracts-in-transit';
import type { Product } from '@das/shared/deals';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type {
  PayPlanDefaults,
  ProductTarget,
  ShiftTemplate,
} from '@das/shared/schemas/store-defaults';
import { dealershipKindEnum } from './enums';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * Whether a tenant is in use (ADR 024): nobody of an inactive area, group or store
 * signs in, and nothing of it is deleted. Platform staff switch it.
 */
const isActive = () => boolean().notNull().default(true);
/** A tenant of the demo (seeded, or made on a demo server): only demo accounts reach it. */
const isDemo = () => boolean().notNull().default(false);

export const areas = pgTable('areas', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: varchar({ length: 100 }).notNull(),
  isActive: isActive(),
  isDemo: isDemo(),
  createdAt: createdAt(),
});

export const dealerGroups = pgTable(
  'dealer_groups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    areaId: integer().references(() => areas.id),
    name: varchar({ length: 100 }).notNull(),
    /** The group's penetration targets (ADR 020), which its stores may adopt; null has none. */
    productTargets: jsonb().$type<ProductTarget[]>(),
    /** The group's pay-plan template of each role (ADR 020), which its stores may adopt; null has none. */
    payPlanTemplates: jsonb().$type<PayPlanDefaults>(),
    isActive: isActive(),
    isDemo: isDemo(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.areaId)],
);

export const dealerships = pgTable(
  'dealerships',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealerGroupId: integer().references(() => dealerGroups.id),
    kind: dealershipKindEnum().notNull().default('store'),
    name: varchar({ length: 100 }).notNull(),
    street: varchar({ length: 120 }),
    city: varchar({ length: 80 }),
    state: varchar({ length: 2 }),
    postalCode: varchar({ length: 10 }),
    /** Franchise brands sold new; used stores leave it empty. */
    brands: varchar({ length: 40 }).array().notNull().default([]),
    timeZone: varchar({ length: 64 }).notNull().default('America/New_York'),
    /**
     * The store settings (issue 12). Products offered with their penetration targets
     * (share of eligible deals); null offers every product without targets.
     */
    products: jsonb().$type<{ product: Product; offered: boolean; target: number | null }[]>(),
    /** The store's lenders; null is the common list (LENDERS). */
    lenders: varchar({ length: 80 }).array(),
    /** Front gross at or under which a deal is a mini; stamped on each deal as it is logged. */
    miniThreshold: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** Days after its deal date a pending deal is marked on the deal logs (ADR 029). */
    transitAlertDays: smallint().notNull().default(DEFAULT_TRANSIT_ALERT_DAYS),
    /** A rate over fewer deals than this is shown as a small sample (ADR 029). */
    smallSampleDeals: smallint().notNull().default(DEFAULT_SMALL_SAMPLE_DEALS),
    /** The store's shift templates (ADR 020), one per working shift; null has none. */
    shiftTemplates: jsonb().$type<ShiftTemplate[]>(),
    /** The plan a person added without one is given, by role (ADR 020); null has none. */
    payPlanDefaults: jsonb().$type<PayPlanDefaults>(),
    /** The showroom board shows gross amounts (ADR 028); off, its answer carries none. */
    boardShowsGross: boolean().notNull().default(false),
    isActive: isActive(),
    isDemo: isDemo(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.dealerGroupId)],
);

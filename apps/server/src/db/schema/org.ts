import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { dealershipKindEnum } from './enums';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const areas = pgTable('areas', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: varchar({ length: 100 }).notNull(),
  createdAt: createdAt(),
});

export const dealerGroups = pgTable(
  'dealer_groups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    areaId: integer().references(() => areas.id),
    name: varchar({ length: 100 }).notNull(),
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
    city: varchar({ length: 80 }),
    state: varchar({ length: 2 }),
    /** Franchise brands sold new; used stores leave it empty. */
    brands: varchar({ length: 40 }).array().notNull().default([]),
    timeZone: varchar({ length: 64 }).notNull().default('America/New_York'),
    isActive: boolean().notNull().default(true),
    /** A store of the demo (seeded, or signed up on a demo server): only demo accounts reach it. */
    isDemo: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.dealerGroupId)],
);

import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { roleEnum } from './enums';
import { areas, dealerGroups, dealerships } from './org';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Sign-in identities, in the shape better-auth expects (its `user` model). */
export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  name: varchar({ length: 100 }).notNull(),
  email: varchar({ length: 254 }).notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  /** Seeded demo accounts: usable only while the server runs in demo mode. */
  isDemo: boolean().notNull().default(false),
  /** The latest successful sign-in: sessions end and go, this stays (the panel's People section). */
  lastSignInAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** better-auth's `account` model: one row per way of signing in (here: the password). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

/** better-auth's `session` model: the sign-in, whose token lives only in an HttpOnly cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    token: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: varchar({ length: 64 }),
    userAgent: varchar({ length: 512 }),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

/** better-auth's `verification` model: e-mail verification, magic link and reset tokens. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.identifier)],
);

/** What a person is in the business: role and where they work (SPEC.md §3 "profiles"). */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum().notNull().default('viewer'),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    dealershipId: integer().references(() => dealerships.id),
    dealerGroupId: integer().references(() => dealerGroups.id),
    areaId: integer().references(() => areas.id),
    /** The sales manager whose team a salesperson is on. */
    teamManagerId: uuid(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.dealershipId, t.role), index().on(t.dealerGroupId), index().on(t.areaId)],
);

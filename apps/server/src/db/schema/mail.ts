import { bigint, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Mail kept when no SMTP server is configured (DECISIONS.md "Identity and sessions"). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

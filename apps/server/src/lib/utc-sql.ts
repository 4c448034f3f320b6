import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A timestamp in UTC to the microsecond: what keyset cursors compare, and what answers show. */
export const utcText = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The start of a UTC day (`YYYY-MM-DD`), as a timestamp to compare with. */
export const utcDayStart = (day: string): SQL => sql`(${day}::date)::timestamp at time zone 'UTC'`;

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same query API over PGlite and over a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Column names in the database are the schema's keys in snake_case. */
export const DB_CASING = 'snake_case';
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending SQL migrations; safe to call from several servers at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection to the server itself, outside the pool and
   * any transaction pooler in front of it: what a LISTEN needs to hear.
   */
  sessionClient?: () => pg.Client;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same for every app server.
const MIGRATION_LOCK_KEY = 4_602_026;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** The pool's size (DATABASE_POOL_MAX). */
      maxConnections?: number;
      /** How long a query waits for a free connection (DATABASE_POOL_TIMEOUT_MS). */
      connectionTimeoutMs?: number;
      /**
       * The server itself when `url` is a transaction pooler such as PgBouncer
       * (DATABASE_DIRECT_URL): migrations and LISTEN hold a session of their own,
       * which a pooler's connections are not (docs/deploy.md).
       */
      directUrl?: string;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/**
 * A transaction pooler gives each transaction whichever server connection is
 * free, and that one knows nothing another prepared: behind one, the statements
 * our hot reads name (ADR 017) go unnamed, planned each time.
 */
class UnnamedStatementsClient extends pg.Client {
  // pg's query has a dozen overloads; this one passes each through unchanged but the name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config] = args as [unknown];
    if (typeof config === 'object' && config !== null && !('submit' in config)) {
      args[0] = { ...config, name: undefined };
    }
    return (super.query as (...passed: unknown[]) => unknown)(...args);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      connectionTimeoutMillis: target.connectionTimeoutMs ?? 5_000,
      ...(target.directUrl === undefined ? {} : { Client: UnnamedStatementsClient }),
    });
    const direct = target.directUrl ?? target.url;
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePostgres({ client: pool, schema, casing: DB_CASING });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A session of its own: the lock is the session's, held across the migrations.
        const client = new pg.Client({ connectionString: direct });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePostgres(drizzlePostgres({ client, casing: DB_CASING }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
      sessionClient: () => new pg.Client({ connectionString: direct }),
    };
  }
  const client = await PGlite.create({
    ...(target.dataDir === undefined ? {} : { dataDir: target.dataDir }),
    ...(target.loadDataDir === undefined ? {} : { loadDataDir: target.loadDataDir }),
  });
  const db = drizzlePglite({ client, schema, casing: DB_CASING });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Answers whether the database responds, within `timeoutMs`. */
export async function pingDatabase(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { readTestDatabaseUrl } from '../src/env';

export interface TestDatabase extends DatabaseHandle {
  /** The `today` the demo data was generated for. */
  seedToday: Date;
}

/**
 * A database of this test file's own: an empty migrated one, or one holding the
 * demo data. PGlite by default; a fresh database on TEST_DATABASE_URL's server otherwise.
 */
export async function createTestDatabase({ demo = false } = {}): Promise<TestDatabase> {
  const seedToday = new Date(inject('seedToday'));
  const serverUrl = readTestDatabaseUrl();

  if (serverUrl === undefined) {
    const handle = demo
      ? await openDatabase({
          kind: 'pglite',
          loadDataDir: new Blob([new Uint8Array(await readFile(inject('demoSnapshotPath')))]),
        })
      : await openDatabase({ kind: 'pglite' });
    if (!demo) await handle.migrate();
    return { ...handle, seedToday };
  }

  const name = `das_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templates')[demo ? 'demo' : 'empty'];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  return {
    ...handle,
    seedToday,
    async close() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The PostgreSQL server of tests that need one whatever the run: TEST_DATABASE_URL's, or the local one. */
const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * An empty migrated database of this file's own on a PostgreSQL server, even
 * in a PGlite run: for what PGlite cannot show (several app servers on one
 * database, LISTEN/NOTIFY between connections). Our machines and CI run the
 * server on 127.0.0.1:5432 (ARCHITECTURE.md); TEST_DATABASE_URL names another.
 */
export async function createServerDatabase(): Promise<TestDatabase & { url: string }> {
  const serverUrl = readTestDatabaseUrl() ?? LOCAL_SERVER_URL;
  const name = `das_server_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 6 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    seedToday: new Date(inject('seedToday')),
    async close() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Raw SQL for assertions about the database itself (plans, catalogs, aggregates). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { createClock } from '@das/shared/clock';
import { hashPassword } from '../../apps/server/src/auth/password';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import { accounts, profiles, users } from '../../apps/server/src/db/schema';
import { seedDemoData } from '../../apps/server/src/db/seed/demo-seed';
import {
  DEMO_PASSWORD,
  DEMO_STORE_ID,
  DEMO_STORES,
  DEMO_AREA,
} from '../../apps/server/src/db/seed/demo-catalog';
import { createLogger } from '../../apps/server/src/lib/logger';

/** The local PostgreSQL server where the parts create (and drop) databases of their own. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The e-mail of the n-th extra user the parts sign in as (`soak.client.7@demo.example.com`). */
export const soakUserEmail = (n: number) => `soak.client.${n}@demo.example.com`;

/**
 * Migrates, seeds the demo data, and adds `count` finance managers of the demo
 * store (they log sales and deals alike) with the demo password: the demo data
 * has a few dozen people a store, and the per-user write limit (60 a minute)
 * allows one busy person per client. A database that has them keeps them.
 */
export async function prepareDatabase(target: DatabaseTarget, count: number): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDemoData(database.db, {
      today: createClock().now(),
      logger: createLogger({ level: 'silent' }),
    });
    const emails = Array.from({ length: count }, (_, index) => soakUserEmail(index + 1));
    const existing = new Set(
      (
        await database.db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, emails))
      ).map((row) => row.email),
    );
    const missing = emails.filter((email) => !existing.has(email));
    if (missing.length > 0) {
      const password = await hashPassword(DEMO_PASSWORD);
      const store = DEMO_STORES.find((each) => each.id === DEMO_STORE_ID);
      const people = missing.map((email) => ({ id: randomUUID(), email }));
      await database.db.transaction(async (tx) => {
        await tx.insert(users).values(
          people.map(({ id, email }) => ({
            id,
            email,
            name: email.split('@')[0] ?? email,
            emailVerified: true,
            isDemo: true,
          })),
        );
        await tx.insert(profiles).values(
          people.map(({ id, email }) => ({
            userId: id,
            role: 'finance_manager' as const,
            firstName: 'Soak',
            lastName: email.split('@')[0]?.split('.').at(-1) ?? 'client',
            dealershipId: DEMO_STORE_ID,
            dealerGroupId: store?.groupId ?? null,
            areaId: DEMO_AREA.id,
          })),
        );
        await tx.insert(accounts).values(
          people.map(({ id }) => ({
            accountId: id,
            providerId: 'credential',
            userId: id,
            password,
          })),
        );
      });
    }
    return emails;
  } finally {
    await database.close();
  }
}

/** A database of its own on a PostgreSQL server, dropped afterwards. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Rows of one query on a PostgreSQL database, opened and closed around it. */
export async function queryPostgres<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** The server's `postgres` database, to create others in. */
  url: string;
  start(): void;
  /** A fast shutdown: open connections are cut, new ones refused. */
  stop(): void;
  /** Stops it if running and deletes its folder. */
  destroy(): void;
}

/**
 * A PostgreSQL cluster of this run's own, in a temporary folder on `port`, so
 * it can be stopped without touching anybody else's database. PostgreSQL will
 * not run as root: as root the cluster belongs to the `postgres` user.
 */
export function createPrivatePostgres(port: number): PrivatePostgres {
  const dataDir = mkdtempSync(join(tmpdir(), 'soak-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const quoted = [join(POSTGRES_BIN, command), ...args].map((part) => `'${part}'`).join(' ');
    execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-c', quoted] : ['-c', quoted], {
      stdio: 'ignore',
    });
  };
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dataDir, id('-u'), id('-g'));
  }
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  let running = false;
  const start = () => {
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dataDir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=32MB`,
      'start',
    ]);
    running = true;
  };
  const stop = () => {
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      if (running) stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createClock } from '@das/shared/clock';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { readTestDatabaseUrl, readClockDay } from '../src/env';
import { createLogger } from '../src/lib/logger';

/**
 * Builds the demo database once per run; each test file then starts from a copy:
 * a PGlite snapshot, or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** DAS_TODAY: the day every test file's clock starts on, or '' for real time. */
    clockDay: string;
    seedToday: string;
    demoSnapshotPath: string;
    templates: { empty: string; demo: string };
  }
}

const logger = createLogger({ level: 'silent' });

export default async function setup(project: TestProject) {
  const clockDay = readClockDay();
  const today = createClock(clockDay).now();
  project.provide('clockDay', clockDay ?? '');
  project.provide('seedToday', today.toISOString());
  const serverUrl = readTestDatabaseUrl();

  if (serverUrl === undefined) {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    await seedDemoData(handle.db, { today, logger });
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
      .$client;
    const snapshot = await client.dumpDataDir('none');
    await handle.close();
    const path = join(
      tmpdir(),
      `das-board-demo-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(path, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide('demoSnapshotPath', path);
    project.provide('templates', { empty: '', demo: '' });
    return () => rm(path, { force: true });
  }

  const run = randomBytes(4).toString('hex');
  const templates = { empty: `das_tpl_${run}_empty`, demo: `das_tpl_${run}_demo` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const [kind, name] of Object.entries(templates)) {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    await handle.migrate();
    if (kind === 'demo') await seedDemoData(handle.db, { today, logger });
    await handle.close();
  }
  project.provide('demoSnapshotPath', '');
  project.provide('templates', templates);
  return async () => {
    for (const name of Object.values(templates))
      await admin.query(`drop database if exists ${name}`);
    await admin.end();
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import {
  createPostgresDatabase,
  LOCAL_POSTGRES,
  prepareDatabase,
  queryPostgres,
} from './databases';
import { HttpClient } from './http-client';
import type { PartOutcome, SoakOptions } from './options';
import { startServer } from './server-process';
import {
  Checks,
  createdId,
  newRunId,
  sendWrite,
  signInAll,
  sleep,
  statusLine,
  countRunRows,
  type RunQuery,
  writeRequest,
  type WriteKind,
} from './writes';

/** Clients of one burst, each a user of its own (a new set every round, so no one meets the write limit). */
const BURST_CLIENTS = 20;
/** Per client and round: below the per-user limit of 60 writes a minute. */
const WRITES_PER_CLIENT = 40;
/** The kill comes this long after the first acknowledged write, so writes are in flight. */
const KILL_AFTER_MS = 1_500;

interface Stored {
  /** Acknowledged ids found in the database. */
  found: number;
  /** Rows of the round's stock numbers, acknowledged or not. */
  rows: number;
}

/** Reads back a round's rows with the server dead: straight from the data folder or the database. */
async function readBack(
  target: DatabaseTarget,
  run: string,
  acknowledged: Record<WriteKind, string[]>,
): Promise<Stored> {
  const stored: Stored = { found: 0, rows: 0 };
  const count = async (query: RunQuery) => {
    for (const kind of ['sale', 'deal'] as const) {
      const { rows, found } = await countRunRows(query, kind, run, acknowledged[kind]);
      stored.rows += rows;
      stored.found += found;
    }
    return stored;
  };
  if (target.kind === 'postgres') {
    return count((text, values) => queryPostgres(target.url, text, values));
  }
  // PGlite recovers from its write-ahead log when it opens; an error here is a folder that does not open cleanly.
  const database = await openDatabase(target);
  try {
    const client = (
      database.db as unknown as {
        $client: {
          query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
        };
      }
    ).$client;
    await database.db.execute(sql`select count(*) from deals`);
    return await count(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    await database.close();
  }
}

/** Where an engine's data lives for the part: a fresh PGlite folder, or a PostgreSQL database. */
async function engineData(
  engine: 'pglite' | 'postgres',
  options: SoakOptions,
): Promise<{ target: DatabaseTarget; env: Record<string, string>; remove(): Promise<void> }> {
  if (engine === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'soak-kill-'));
    return {
      target: { kind: 'pglite', dataDir: folder },
      env: { DATA_DIR: folder },
      remove: () => Promise.resolve(rmSync(folder, { recursive: true, force: true })),
    };
  }
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => Promise.resolve() }
    : await createPostgresDatabase(LOCAL_POSTGRES, 'soak_kill');
  return {
    target: { kind: 'postgres', url: database.url },
    env: { DATABASE_URL: database.url },
    remove: () => database.drop(),
  };
}

/**
 * Part `kill`: for PGlite (a data folder) and PostgreSQL, `--rounds` (3) times:
 * start the real server, sign in a burst of clients writing sales and deals,
 * `kill -9` the server while writes are in flight, then read the data back
 * with the server dead (PGlite: opening the folder as the next start would)
 * and find every acknowledged write (201); then start it again on the same
 * data and send the unanswered writes again with their keys (what they get is
 * printed, not judged: a person would see it).
 */
export async function runKill(
  options: SoakOptions,
  print: (line: string) => void,
): Promise<PartOutcome> {
  const started = performance.now();
  const checks = new Checks(print);
  print(
    `kill: ${options.rounds} rounds of ${BURST_CLIENTS} clients writing, kill -9 ${KILL_AFTER_MS / 1000} s into the burst, restart on the same data; PGlite, then PostgreSQL`,
  );
  for (const engine of ['pglite', 'postgres'] as const) {
    const { target, env, remove } = await engineData(engine, options);
    try {
      const emails = await prepareDatabase(target, options.rounds * BURST_CLIENTS);
      let server = await startServer(env);
      for (let round = 1; round <= options.rounds; round += 1) {
        const run = newRunId();
        const clients = Array.from(
          { length: BURST_CLIENTS },
          (_, index) => new HttpClient(server.url, `10.66.${round}.${index + 1}`),
        );
        await signInAll(clients, emails.slice((round - 1) * BURST_CLIENTS, round * BURST_CLIENTS));
        const acknowledged: Record<WriteKind, string[]> = { sale: [], deal: [] };
        const unanswered: { client: HttpClient; write: ReturnType<typeof writeRequest> }[] = [];
        let sent = 0;
        let firstAck: () => void = () => undefined;
        const acked = new Promise<void>((resolve) => {
          firstAck = resolve;
        });
        const burst = Promise.all(
          clients.map(async (client, index) => {
            for (let i = 0; i < WRITES_PER_CLIENT; i += 1) {
              const kind: WriteKind = (index + i) % 2 === 0 ? 'sale' : 'deal';
              const write = writeRequest(kind, run, index * WRITES_PER_CLIENT + i);
              sent += 1;
              const answer = await sendWrite(client, write);
              const id = createdId(answer);
              if (answer.status === 201 && id) {
                acknowledged[kind].push(id);
                firstAck();
              }
              // The server is gone: a browser shows an error and the person tries again later.
              if (typeof answer.status !== 'number') {
                unanswered.push({ client, write });
                return;
              }
            }
          }),
        );
        await acked;
        await sleep(KILL_AFTER_MS);
        const killedAt = acknowledged.sale.length + acknowledged.deal.length;
        const exit = await server.kill9();
        await burst;
        const acks = acknowledged.sale.length + acknowledged.deal.length;
        let stored: Stored | undefined;
        let problem = '';
        try {
          stored = await readBack(target, run, acknowledged);
        } catch (error) {
          problem = String(error);
        }
        const where =
          engine === 'pglite' ? 'the data folder opens cleanly and holds' : 'the database holds';
        checks.check(
          stored !== undefined && stored.found === acks && exit === 'SIGKILL',
          `${engine} round ${round}: killed (${exit}) after ${killedAt} acknowledged of ${sent} sent; ${where} ${stored?.found ?? 0} of ${acks} acknowledged writes` +
            (stored
              ? ` (+${stored.rows - stored.found} stored but never acknowledged: answers lost in the kill)`
              : `: ${problem}`),
        );
        // The restart on the same data; the people whose Save went unanswered press it again.
        server = await startServer(env);
        const retried = new Map<string, number>();
        for (const { client, write } of unanswered) {
          client.baseUrl = server.url;
          const answer = await sendWrite(client, write);
          const status = `${answer.status}${answer.headers?.get('Idempotent-Replayed') === 'true' ? ' replayed' : ''}`;
          retried.set(status, (retried.get(status) ?? 0) + 1);
        }
        print(
          `       restarted; the ${unanswered.length} unanswered writes sent again with their Idempotency-Key: ${statusLine(retried)}`,
        );
      }
      const health = await new HttpClient(server.url, '10.66.0.1').request('/api/health');
      const exit = await server.stop();
      checks.check(
        health.status === 200 && exit === 0,
        `${engine}: the server serves on the data after ${options.rounds} kills and restarts (health ${health.status}, stopped with ${exit})`,
      );
    } finally {
      await remove();
    }
  }
  return checks.outcome('kill', started);
}

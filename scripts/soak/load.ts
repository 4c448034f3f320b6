import { availableParallelism, loadavg } from 'node:os';
import { USER_RATE_RULES, RATE_RULES } from '../../apps/server/src/auth/rate-limit';
import { parseEnv } from '../../apps/server/src/env';
import {
  createPostgresDatabase,
  LOCAL_POSTGRES,
  prepareDatabase,
  queryPostgres,
} from './databases';
import { HttpClient, type Answer } from './http-client';
import type { PartOutcome, SoakOptions } from './options';
import { serverEnv, startServer } from './server-process';
import {
  Checks,
  createdId,
  newRunId,
  quantile,
  sendWrite,
  signInAll,
  sleep,
  statusLine,
  countRunRows,
  writeRequest,
  type WriteKind,
} from './writes';

/**
 * Part `load`: the real server (a child process) on PostgreSQL, and `--clients`
 * (200) signed-in clients logging sales and deals for `--minutes` (2), each
 * write with an Idempotency-Key and one in 20 sent twice, as a client retrying
 * after a lost answer would. Passes with no error answer at all, and as many
 * rows in the database as writes acknowledged (201), each of them stored.
 *
 * The per-user write limits (USER_RATE_RULES) are kept, not raised: every
 * client signs in as a user of its own and writes at a person's pace below
 * them; each client has its own address, so the per-address sign-in limit
 * meets one sign-in each.
 */
export async function runLoad(
  options: SoakOptions,
  print: (line: string) => void,
): Promise<PartOutcome> {
  const started = performance.now();
  const minutes = options.minutes ?? 2;
  const clientCount = options.clients;
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => Promise.resolve() }
    : await createPostgresDatabase(LOCAL_POSTGRES, 'soak_load');
  const where = options.databaseUrl
    ? 'DATABASE_URL'
    : `a fresh database on ${new URL(LOCAL_POSTGRES).host}, dropped after`;
  const checks = new Checks(print);
  try {
    const emails = await prepareDatabase({ kind: 'postgres', url: database.url }, clientCount);
    const env = { DATABASE_URL: database.url };
    const pool = parseEnv(serverEnv(env)).databasePool;
    const server = await startServer(env);
    const perMinute = USER_RATE_RULES.writesPerMinute.limit;
    const perHour = USER_RATE_RULES.writesPerHour.limit;
    // One write in 20 goes twice: 21 requests per 20 writes must stay under both limits.
    const intervalMs = Math.max(
      (60_000 / (perMinute - 10)) * (21 / 20),
      (minutes * 60_000 * 21) / 20 / (perHour - 100),
    );
    print(
      `load: ${clientCount} clients for ${minutes} min on PostgreSQL (${where}), the server as \`npm start\` runs it ` +
        `(DATABASE_POOL_MAX ${pool.max}, DATABASE_POOL_TIMEOUT_MS ${pool.timeoutMs})`,
    );
    print(
      `  limits kept as they are: each client is a user of its own (${emails[0]} … ${emails.at(-1)}, finance managers of store 46) writing at most one request every ${(intervalMs / 1000).toFixed(2)} s, ` +
        `under ${perMinute} a minute and ${perHour} an hour per user (USER_RATE_RULES); each client has its own address (X-Forwarded-For, TRUST_PROXY=true), so the per-address sign-in ceiling (${RATE_RULES.authPerAddress.limit} a minute) meets one sign-in each`,
    );
    const run = newRunId();
    const clients = emails.map(
      (_, index) =>
        new HttpClient(server.url, `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`),
    );
    try {
      await signInAll(clients, emails);
      const latencies: number[] = [];
      const statuses = new Map<string, number>();
      const unexpected: string[] = [];
      const acknowledged: Record<WriteKind, string[]> = { sale: [], deal: [] };
      const sent: Record<WriteKind | 'replay', number> = { sale: 0, deal: 0, replay: 0 };
      let replaysOk = 0;
      let counter = 0;
      const record = (answer: Answer, expected: number, what: string) => {
        latencies.push(answer.ms);
        const status = String(answer.status);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (answer.status !== expected && unexpected.length < 10) {
          unexpected.push(
            `${what} answered ${status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
          );
        }
      };
      const loadStarted = Date.now();
      const deadline = loadStarted + minutes * 60_000;
      await Promise.all(
        clients.map(async (client, index) => {
          // Spread the first writes over one interval, as people do not all press Save at once.
          await sleep((index / clients.length) * intervalMs);
          while (Date.now() < deadline) {
            const began = Date.now();
            const n = ++counter;
            const kind: WriteKind = n % 2 === 0 ? 'sale' : 'deal';
            const write = writeRequest(kind, run, n);
            sent[kind] += 1;
            // One write in 20 is sent again (sales and deals alike), as after a lost answer.
            const repeat = n % 40 === 0 || n % 40 === 21;
            const answer = await sendWrite(client, write);
            record(answer, 201, `POST ${write.path}`);
            const id = createdId(answer);
            if (answer.status === 201 && id) {
              acknowledged[kind].push(id);
              if (repeat) {
                await sleep(began + intervalMs - Date.now());
                sent.replay += 1;
                const replay = await sendWrite(client, write);
                record(replay, 201, `repeat of POST ${write.path}`);
                if (
                  createdId(replay) === id &&
                  replay.headers?.get('Idempotent-Replayed') === 'true'
                )
                  replaysOk += 1;
              }
            }
            await sleep(began + intervalMs * (repeat ? 2 : 1) - Date.now());
          }
        }),
      );
      const seconds = (Date.now() - loadStarted) / 1000;
      // The machine is shared: its load says how much of it the run had.
      print(
        `  machine: ${availableParallelism()} cores, load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')} at the end`,
      );
      latencies.sort((a, b) => a - b);
      const requests = sent.sale + sent.deal + sent.replay;
      const acks = acknowledged.sale.length + acknowledged.deal.length;
      const errors = [...statuses]
        .filter(([status]) => status !== '201')
        .reduce((sum, [, count]) => sum + count, 0);
      print(
        `  requests: ${requests} in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)}/s): ${sent.sale} sales, ${sent.deal} deals, ${sent.replay} repeats of an acknowledged write; ` +
          `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
      );
      print(
        `  acknowledged writes (201): ${acks} (${acknowledged.sale.length} sales, ${acknowledged.deal.length} deals); answers by status: ${statusLine(statuses)}`,
      );
      for (const line of unexpected) print(`    ${line}`);
      checks.check(
        errors === 0,
        `no error answer: ${errors} of ${requests} (no 5xx, no 4xx, no timeout)`,
      );
      checks.check(
        replaysOk === sent.replay,
        `every repeat answered its first result (Idempotent-Replayed, same id): ${replaysOk} of ${sent.replay}`,
      );
      for (const kind of ['sale', 'deal'] as const) {
        const table = kind === 'sale' ? 'sales' : 'deals';
        const { rows, found } = await countRunRows(
          (text, values) => queryPostgres(database.url, text, values),
          kind,
          run,
          acknowledged[kind],
        );
        checks.check(
          rows === acknowledged[kind].length && found === acknowledged[kind].length,
          `${table}: ${rows} rows in the database = ${acknowledged[kind].length} acknowledged, each of them stored (${found})`,
        );
      }
      checks.check(
        server.exitCode === undefined,
        `the server ran throughout${server.exitCode === undefined ? '' : ` (exited: ${server.exitCode})`}`,
      );
    } finally {
      await server.stop();
      checks.quoteServer(server, 20);
    }
  } finally {
    await database.drop();
  }
  return checks.outcome('load', started);
}

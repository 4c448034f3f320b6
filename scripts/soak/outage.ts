import { createServer } from 'node:net';
import type { ErrorBody } from '@das/shared/errors';
import {
  createPostgresDatabase,
  createPrivatePostgres,
  prepareDatabase,
  queryPostgres,
} from './databases';
import { CLIENT_TIMEOUT_MS, HttpClient, type Answer } from './http-client';
import type { PartOutcome, SoakOptions } from './options';
import { startServer } from './server-process';
import {
  Checks,
  createdId,
  newRunId,
  quantile,
  sendWrite,
  signInAll,
  sleep,
  statusLine,
  writeRequest,
} from './writes';

/** Light traffic: a few people, each one request a second (half reads, half writes). */
const OUTAGE_CLIENTS = 5;
const PAUSE_MS = 1_000;
/** Traffic before the stop, and after the first answer that shows recovery. */
const CALM_MS = 10_000;
/** What lib/db-errors and app.ts answer while the database cannot serve (SPEC.md §8's code for it). */
const OUTAGE_CODE = 'NETWORK_DB_ERROR';

interface Exchange {
  what: string;
  began: number;
  ended: number;
  answer: Answer;
}

const ok = (answer: Answer) =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;
const codeOf = (answer: Answer) => (answer.body as ErrorBody | undefined)?.error?.code;

/** A TCP port nobody listens on now, for the private PostgreSQL. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Part `outage`: the real server on a PostgreSQL instance of this run's own,
 * a few clients reading and writing, and that PostgreSQL stopped for
 * `--outage-seconds` (30). Meanwhile every answer must be 503 with Retry-After
 * (code NETWORK_DB_ERROR), none may take longer than the client's 30-second
 * timeout, the server must not exit, and /api/health must say the database is
 * down; once PostgreSQL is back the same server process must serve again.
 */
export async function runOutage(
  options: SoakOptions,
  print: (line: string) => void,
): Promise<PartOutcome> {
  const started = performance.now();
  const checks = new Checks(print);
  const port = options.outagePort || (await freePort());
  const postgres = createPrivatePostgres(port);
  try {
    const database = await createPostgresDatabase(postgres.url, 'soak_outage');
    const emails = await prepareDatabase({ kind: 'postgres', url: database.url }, OUTAGE_CLIENTS);
    const server = await startServer({ DATABASE_URL: database.url });
    print(
      `outage: ${OUTAGE_CLIENTS} clients (one request a second each, reads and writes) and a health probe every second; ` +
        `a private PostgreSQL on port ${port} stopped for ${options.outageSeconds} s (pg_ctl stop -m fast), then started again`,
    );
    try {
      const clients = emails.map((_, index) => new HttpClient(server.url, `10.55.0.${index + 1}`));
      await signInAll(clients, emails);
      const run = newRunId();
      const exchanges: Exchange[] = [];
      const probes: Exchange[] = [];
      const acknowledged: string[] = [];
      let done = false;
      let n = 0;
      const traffic = clients.map(async (client, index) => {
        await sleep((index * PAUSE_MS) / clients.length);
        while (!done) {
          const began = Date.now();
          const write = (n += 1) % 2 === 0 ? writeRequest('sale', run, n) : undefined;
          const answer = write
            ? await sendWrite(client, write)
            : await client.request('/api/deals?page_size=10');
          exchanges.push({
            what: write ? 'POST /api/sales' : 'GET /api/deals',
            began,
            ended: Date.now(),
            answer,
          });
          const id = createdId(answer);
          if (write && answer.status === 201 && id) acknowledged.push(id);
          await sleep(began + PAUSE_MS - Date.now());
        }
      });
      const probe = (async () => {
        const prober = new HttpClient(server.url, '10.55.1.1');
        while (!done) {
          const began = Date.now();
          const answer = await prober.request('/api/health');
          probes.push({ what: 'GET /api/health', began, ended: Date.now(), answer });
          await sleep(began + PAUSE_MS - Date.now());
        }
      })();

      await sleep(CALM_MS);
      const stopAsked = Date.now();
      postgres.stop();
      const stopped = Date.now();
      await sleep(options.outageSeconds * 1_000 - (stopped - stopAsked));
      const startAsked = Date.now();
      postgres.start();
      const back = Date.now();
      // Recovery: the first success of a request sent after PostgreSQL accepts connections again.
      let recovered: number | undefined;
      const recoveryDeadline = back + 60_000;
      while (recovered === undefined && Date.now() < recoveryDeadline) {
        recovered = exchanges.find(
          (exchange) => exchange.began >= back && ok(exchange.answer),
        )?.ended;
        await sleep(100);
      }
      await sleep(CALM_MS);
      done = true;
      await Promise.all([...traffic, probe]);

      const before = exchanges.filter((exchange) => exchange.ended <= stopAsked);
      const during = exchanges.filter(
        (exchange) => exchange.began >= stopped && exchange.ended <= startAsked,
      );
      const after =
        recovered === undefined ? [] : exchanges.filter((exchange) => exchange.began >= recovered);
      const healthDuring = probes.filter(
        (exchange) => exchange.began >= stopped && exchange.ended <= startAsked,
      );
      const tally = (list: Exchange[]) => {
        const counts = new Map<string, number>();
        for (const { answer } of list)
          counts.set(String(answer.status), (counts.get(String(answer.status)) ?? 0) + 1);
        return statusLine(counts);
      };
      const times = [...exchanges, ...probes]
        .map((exchange) => exchange.answer.ms)
        .sort((a, b) => a - b);
      const duringTimes = during.map((exchange) => exchange.answer.ms).sort((a, b) => a - b);
      const refusedRight = (answer: Answer) =>
        answer.status === 503 &&
        answer.headers?.get('Retry-After') === '5' &&
        codeOf(answer) === OUTAGE_CODE;

      checks.check(
        before.length > 0 && before.every((exchange) => ok(exchange.answer)),
        `before the stop: ${before.length} answers, all 2xx [${tally(before)}]`,
      );
      const wrong = during.filter((exchange) => !refusedRight(exchange.answer));
      checks.check(
        during.length > 0 && wrong.length === 0,
        `during the ${options.outageSeconds} s outage: ${during.length} answers, all 503 ${OUTAGE_CODE} with Retry-After: 5 [${tally(during)}]; ` +
          `p50 ${quantile(duringTimes, 0.5).toFixed(0)} ms, p99 ${quantile(duringTimes, 0.99).toFixed(0)} ms`,
      );
      for (const exchange of wrong.slice(0, 5))
        print(
          `    ${exchange.what}: ${exchange.answer.status} ${JSON.stringify(exchange.answer.body).slice(0, 200)}`,
        );
      checks.check(
        times.every((ms) => ms < CLIENT_TIMEOUT_MS) &&
          [...exchanges, ...probes].every((exchange) => typeof exchange.answer.status === 'number'),
        `every request answered, none beyond the client's ${CLIENT_TIMEOUT_MS / 1000} s timeout: ${times.length} requests, slowest ${(times.at(-1) ?? 0).toFixed(0)} ms`,
      );
      checks.check(
        healthDuring.length > 0 &&
          healthDuring.every(
            ({ answer }) =>
              refusedRight(answer) &&
              JSON.stringify((answer.body as ErrorBody).error.details) === '{"database":"down"}',
          ),
        `/api/health during the outage: ${healthDuring.length} probes, all 503 with details {"database":"down"} [${tally(healthDuring)}]`,
      );
      checks.check(
        recovered !== undefined &&
          after.length > 0 &&
          after.every((exchange) => ok(exchange.answer)),
        recovered === undefined
          ? 'no success within 60 s of PostgreSQL being back'
          : `recovered without restarting the app: first 2xx ${((recovered - back) / 1000).toFixed(2)} s after PostgreSQL accepted connections again ` +
              `(pg_ctl start took ${((back - startAsked) / 1000).toFixed(1)} s); then ${after.length} answers [${tally(after)}]`,
      );
      checks.check(
        server.exitCode === undefined,
        `the app process ran throughout${server.exitCode === undefined ? '' : ` (exited: ${server.exitCode})`}`,
      );
      const [stored] = await queryPostgres<{ count: string }>(
        database.url,
        'select count(*) from sales where id = any($1::uuid[])',
        [acknowledged],
      );
      checks.check(
        Number(stored?.count) === acknowledged.length,
        `every acknowledged write is stored: ${stored?.count} of ${acknowledged.length}`,
      );
    } finally {
      await server.stop();
      checks.quoteServer(server, 10);
      await database.drop();
    }
  } finally {
    postgres.destroy();
  }
  return checks.outcome('outage', started);
}

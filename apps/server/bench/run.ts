/**
 * `npm run bench`: the costs a dealership feels, measured on this machine.
 * - first start: embedded database, migrations and the demo seed, with peak memory;
 * - "this store's deals this month" and "this group's deals this month" on the demo data;
 * - a password sign-in, end to end through the API.
 */
import { sql } from 'drizzle-orm';
import { createClock } from '@das/shared/clock';
import { installValidationMessages } from '@das/shared/validation';
import { createApp } from '../src/app';
import { createAuthServices } from '../src/auth/auth-services';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { parseEnv, readClockDay } from '../src/env';
import { createLogger } from '../src/lib/logger';

installValidationMessages();
const logger = createLogger({ level: 'silent' });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function repeat(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) samples.push(await time(run));
  return samples;
}

const clock = createClock(readClockDay());
const rows: [string, string][] = [];
const started = performance.now();
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemoData(database.db, { today: clock.now(), logger });
rows.push(['first start (open, migrate, seed)', `${Math.round(performance.now() - started)} ms`]);

const monthStart = `${clock.now().toISOString().slice(0, 8)}01`;
const monthOf = (ids: number[]) =>
  database.db.execute(sql`select count(*), sum(total_gross), sum(back_end_gross)
    from deals where dealership_id = any(${`{${ids.join(',')}}`}::int[])
      and deal_date >= ${monthStart}::date and deal_date < (${monthStart}::date + interval '1 month')
      and status <> 'Unwound'`);
for (const [label, ids] of [
  ['store month totals', [46]],
  ['group month totals', [46, 47, 48]],
] as const) {
  const samples = await repeat(200, () => monthOf([...ids]));
  rows.push([
    `${label} p50 / p95`,
    `${percentile(samples, 50).toFixed(2)} / ${percentile(samples, 95).toFixed(2)} ms`,
  ]);
}

const env = parseEnv({ LOG_LEVEL: 'silent' });
const app = createApp({
  auth: await createAuthServices({ db: database.db, env, logger }),
  clock,
  db: database.db,
  dbKind: database.kind,
  env,
  logger,
});
const csrf = await app.request('/api/auth/csrf');
const cookie = csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '';
const { token } = (await csrf.json()) as { token: string };
const signIns = await repeat(20, async () => {
  const response = await app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
    body: JSON.stringify({ email: 'sales_manager@demo.example.com', password: 'DemoPass123' }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
});
rows.push([
  'password sign-in p50 / p95',
  `${percentile(signIns, 50).toFixed(1)} / ${percentile(signIns, 95).toFixed(1)} ms`,
]);

// The deal log over every store (~9,700 deals): one page of 200, sorted, with totals of all matches.
const admin = await app.request('/api/auth/sign-in', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
  body: JSON.stringify({ email: 'master_admin@demo.example.com', password: 'DemoPass123' }),
});
const { accessToken } = (await admin.json()) as { accessToken: string };
const auth = { Authorization: `Bearer ${accessToken}` };
const [salesperson] = (
  (await database.db.execute(
    sql`select id from users where email = 'salesperson@demo.example.com'`,
  )) as unknown as { rows: { id: string }[] }
).rows;
for (const [label, query] of [
  [
    'deal log, all deals, page of 200',
    '/api/deals?sort=total_gross&order=desc&page_size=200&page=20',
  ],
  ['deal log search', '/api/deals?q=garcia&page_size=200'],
  ['F&I dashboard (store month)', '/api/finance/dashboard?dealership_id=46&scope=store'],
  ['sales manager dashboard (store month)', '/api/sales-floor/sales-manager?dealership_id=46'],
  ['GM dashboard (store month)', '/api/sales-floor/gm?dealership_id=46'],
  ['dealer insights (twelve months)', '/api/reports/insights?dealership_id=46'],
  // Issue 9: a salesperson's log totals credit splits ½; the sales log and its CSV are new.
  [
    'deal log of one salesperson, this month (credited totals)',
    `/api/deals?salesperson_id=${salesperson?.id}&period=this_month&page_size=50`,
  ],
  ['sales log, page of 50', '/api/sales?dealership_id=46&page_size=50'],
  ['sales log search', '/api/sales?dealership_id=46&q=T1&page_size=50'],
  ['sales CSV (store, every sale)', '/api/sales/export?dealership_id=46'],
] as const) {
  const samples = await repeat(30, async () => {
    const response = await app.request(query, { headers: auth });
    if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
    await response.arrayBuffer();
  });
  rows.push([
    `${label} p50 / p95`,
    `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)} ms`,
  ]);
}

clearInterval(sampler);
rows.push(['peak memory (RSS)', `${Math.round(peakRss / 1024 / 1024)} MiB`]);
await database.close();

const width = Math.max(...rows.map(([label]) => label.length));
process.stdout.write(
  `${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}\n`,
);

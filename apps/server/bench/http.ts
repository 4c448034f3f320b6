/**
 * `npm run bench -- http`: the real server beside a bare Hono route doing
 * `SELECT 1` on the same database (issue 11), driven alternately by autocannon
 * at 50 connections, so the ratio says what the app costs on this machine.
 * BENCH_HTTP_ONLY=transit measures only the endpoints whose label contains it.
 */
import autocannon from 'autocannon';
import { ms, note, percentile, printLines, signIn, type Line } from './report';
import { startTargets } from './targets';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ONLY = process.env.BENCH_HTTP_ONLY ?? '';

interface Run {
  rps: number;
  p50: number;
  p99: number;
  refused: number;
}

async function drive(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: result.non2xx + result.errors + result.timeouts,
  };
}

const mean = (runs: readonly Run[], pick: (run: Run) => number) =>
  runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;

/** Issue 11's table; the sales-manager and GM dashboards take the F&I dashboard's goal. */
const ENDPOINTS = [
  {
    label: 'deal log page of 50',
    path: '/api/deals?sort=deal_date&order=desc&page_size=50',
    email: 'finance_manager@demo.example.com',
    ratio: 0.6,
    p99: 25,
  },
  {
    label: 'F&I dashboard',
    path: '/api/finance/dashboard?dealership_id=46&scope=store',
    email: 'finance_manager@demo.example.com',
    ratio: 0.3,
    p99: 50,
  },
  {
    // Issue 14: a dashboard card's and a page's read, held to the dashboards' goal.
    label: 'contracts in transit',
    path: '/api/finance/contracts-in-transit?dealership_id=46',
    email: 'finance_manager@demo.example.com',
    ratio: 0.3,
    p99: 50,
  },
  {
    label: 'sales-manager dashboard',
    path: '/api/sales-floor/sales-manager?dealership_id=46',
    email: 'sales_manager@demo.example.com',
    ratio: 0.3,
    p99: 50,
  },
  {
    label: 'GM dashboard',
    path: '/api/sales-floor/gm?dealership_id=46',
    email: 'general_manager@demo.example.com',
    ratio: 0.3,
    p99: 50,
  },
] as const;

/**
 * Sign-in latency, then each endpoint of ENDPOINTS at `appUrl` driven in turn
 * with the bare route at `bareUrl`: a line each, beside its goal.
 */
export async function measureEndpoints(appUrl: string, bareUrl: string): Promise<Line[]> {
  const signIns: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await signIn(appUrl, 'sales_manager@demo.example.com');
    signIns.push(performance.now() - started);
  }
  const lines: Line[] = [
    {
      label: 'password sign-in over HTTP p50 / p95',
      value: `${ms(percentile(signIns, 50))} / ${ms(percentile(signIns, 95))}`,
    },
  ];
  const bareRuns: Run[] = [];
  for (const endpoint of ENDPOINTS.filter((line) => line.label.includes(ONLY))) {
    const { accessToken } = await signIn(appUrl, endpoint.email);
    const headers = { Authorization: `Bearer ${accessToken}` };
    const check = await fetch(appUrl + endpoint.path, { headers });
    if (check.status !== 200) throw new Error(`${endpoint.path} answered ${check.status}`);
    const appRuns: Run[] = [];
    // Interleaved: bare, app, bare, app..., so drift on a shared machine hits both alike.
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(await drive(`${bareUrl}/select-1`, {}));
      appRuns.push(await drive(appUrl + endpoint.path, headers));
    }
    const bare = bareRuns.slice(-ROUNDS);
    const rps = mean(appRuns, (run) => run.rps);
    const bareRps = mean(bare, (run) => run.rps);
    const p99 = mean(appRuns, (run) => run.p99);
    const ratio = rps / bareRps;
    const refused = appRuns.reduce((sum, run) => sum + run.refused, 0);
    lines.push({
      label: `${endpoint.label} (${endpoint.path.split('?')[0]})`,
      value: `${rps.toFixed(0)} req/s, p50 ${mean(appRuns, (run) => run.p50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; bare ${bareRps.toFixed(0)} req/s, p50 ${mean(bare, (run) => run.p50).toFixed(0)} ms, p99 ${mean(bare, (run) => run.p99).toFixed(0)} ms; ratio ${ratio.toFixed(3)}×${refused ? `; ${refused} refused or failed` : ''}`,
      goal: {
        text: `≥ ${endpoint.ratio}×, p99 ≤ ${endpoint.p99} ms`,
        pass: ratio >= endpoint.ratio && p99 <= endpoint.p99 && refused === 0,
      },
    });
  }
  return lines;
}

/** What every HTTP run says: how it drove, and the raised rate limits. */
export function printHttpLines(title: string, lines: Line[]) {
  printLines(
    `${title} (autocannon ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, interleaved with the bare route)`,
    lines,
  );
  note(
    'Per-user rate limits raised for this run (createAuthServices userRateRules, as the tests do): USER_RATE_RULES allows 600 reads a minute.',
  );
}

export async function benchHttp(databaseUrl: string | undefined): Promise<void> {
  const targets = await startTargets(databaseUrl);
  try {
    const lines: Line[] = [
      {
        label: `first start (open, migrate, demo seed) on ${targets.database}`,
        value: `${Math.round(targets.firstStartMs)} ms, peak RSS ${Math.round(targets.peakRss / 2 ** 20)} MiB`,
      },
      ...(await measureEndpoints(targets.appUrl, targets.bareUrl)),
    ];
    printHttpLines(`bench http on ${targets.database}`, lines);
  } finally {
    targets.stop();
  }
}

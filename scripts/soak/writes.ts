import { randomUUID } from 'node:crypto';
import { todayIn } from '@das/shared/periods';
import { DEMO_STORE_ID } from '../../apps/server/src/db/seed/demo-catalog';
import type { Answer, HttpClient } from './http-client';
import type { PartOutcome } from './options';
import type { ServerProcess } from './server-process';

/** The demo stores keep Phoenix time; a sale dated "today" there is never in the future. */
const STORE_TIME_ZONE = 'America/Phoenix';

export type WriteKind = 'sale' | 'deal';

/**
 * Stock numbers say which run, part and kind a row came from (`S` + run +
 * number for sales, `D` for deals), so the rows a run wrote are counted by
 * prefix whatever else the database holds.
 */
export function stockPrefix(kind: WriteKind, run: string): string {
  return `${kind === 'sale' ? 'S' : 'D'}${run}-`;
}

/** Runs one SQL text with `$n` parameters on some database and answers its rows. */
export type RunQuery = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** A run's rows of one kind (by stock number), and how many of `ids` are among them. */
export async function countRunRows(
  query: RunQuery,
  kind: WriteKind,
  run: string,
  ids: string[],
): Promise<{ rows: number; found: number }> {
  const [row] = await query(
    `select count(*) as rows, count(*) filter (where id = any($2::uuid[])) as found
       from ${kind === 'sale' ? 'sales' : 'deals'} where stock_number like $1`,
    [`${stockPrefix(kind, run)}%`, ids],
  );
  return { rows: Number(row?.rows), found: Number(row?.found) };
}

/** A short id of this run, to tag its rows. */
export function newRunId(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** One creating write as the web app sends it: an Idempotency-Key per submission. */
export function writeRequest(kind: WriteKind, run: string, n: number) {
  const stock_number = `${stockPrefix(kind, run)}${n}`;
  const today = todayIn(STORE_TIME_ZONE, new Date());
  return {
    path: kind === 'sale' ? '/api/sales' : '/api/deals',
    key: randomUUID(),
    body:
      kind === 'sale'
        ? {
            dealership_id: DEMO_STORE_ID,
            amount: 28_500 + (n % 100) * 10,
            sale_date: today,
            customer_name: 'Soak Customer',
            vehicle_model: 'Camry',
            vehicle_type: 'New',
            stock_number,
          }
        : {
            dealership_id: DEMO_STORE_ID,
            stock_number,
            vin_last8: String(10_000_000 + (n % 89_999_999)),
            customer_last_name: 'Soak',
            deal_type: 'Finance',
            vehicle_type: 'Used',
            lender: 'Ally Financial',
            front_end_gross: 1_850.5,
            reserve: 450,
            products: { vsc: 1_295, gap: 595.25 },
            status: 'Pending',
          },
  };
}

export function sendWrite(
  client: HttpClient,
  write: ReturnType<typeof writeRequest>,
): Promise<Answer> {
  return client.request(write.path, {
    method: 'POST',
    body: write.body,
    headers: { 'Idempotency-Key': write.key },
  });
}

/** The id of a created row, from a 201 answer. */
export function createdId(answer: Answer): string | undefined {
  const id = (answer.body as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Signs every client in, a few at a time (each sign-in hashes a password). */
export async function signInAll(clients: HttpClient[], emails: string[]): Promise<void> {
  for (let i = 0; i < clients.length; i += 10) {
    await Promise.all(
      clients.slice(i, i + 10).map((client, j) => client.signIn(emails[i + j] ?? '')),
    );
  }
}

/** The q-th quantile of milliseconds, by nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export function statusLine(counts: Map<string, number>): string {
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ') || 'none'
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A check's line (`ok` or `FAIL`) and its count. */
export class Checks {
  passed = 0;
  failed = 0;
  constructor(private print: (line: string) => void) {}
  check(ok: boolean, text: string): boolean {
    if (ok) this.passed += 1;
    else this.failed += 1;
    this.print(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
    return ok;
  }

  /** The part's closing line (`N passed, M failed`), and its outcome for run.ts. */
  outcome(part: string, started: number): PartOutcome {
    const seconds = Math.round((performance.now() - started) / 1000);
    this.print(`${part}: ${this.passed} passed, ${this.failed} failed in ${seconds} s`);
    return { passed: this.passed, failed: this.failed, skipped: 0 };
  }

  /** After a failure, the server's last words say why. */
  quoteServer(server: ServerProcess, lines: number): void {
    if (this.failed === 0) return;
    for (const line of server.output.slice(-lines)) this.print(`    server: ${line.slice(0, 400)}`);
  }
}

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isErrorBody } from '@das/shared/errors';
import {
  DEFAULT_FINANCE_PAY_PLAN,
  DEFAULT_MANAGER_PAY_PLANS,
  DEFAULT_SALES_PAY_PLAN,
} from '@das/shared/schemas/pay';
import { addDays, mondayOf, monthStartOf } from '@das/shared/periods';
import { SIGNUP_TIME_ZONES } from '@das/shared/schemas/signup';
import type { createApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { TestClient } from '../test-client';
import { bodySpecs, type BodySpec, type Hints, type JsonSchema } from './body-arbitraries';

/**
 * The fuzzer of issue 10 item 7: every write route of the app's own OpenAPI
 * document gets generated bodies (`body-arbitraries.ts`), sent signed in as a
 * role that may write there, against the in-process app. It holds two rules:
 *
 * - no answer is a 5xx, and every refusal is in the error envelope;
 * - a refused request leaves the data as it was: after each answer of 400 or
 *   more, no table of the app's data has gained, lost or rewritten a row
 *   (row triggers count every committed change, `installChangeCounter`).
 */
type App = ReturnType<typeof createApp>;

export interface WriteRoute {
  method: string;
  /** As documented: `/api/deals/{id}`. */
  path: string;
  bodySchema: JsonSchema | undefined;
}

export interface FuzzFailure {
  route: string;
  status: number;
  problem: string;
  request: { path: string; contentType: string | undefined; body: string };
  answer: string;
}

export interface RouteResult {
  route: string;
  actor: string;
  planned: number;
  sent: number;
  passed: number;
  failed: number;
  /** 5xx answers of a known issue (`KNOWN_ISSUES`), by its id: neither passed nor failed. */
  known: Record<string, number>;
  /** Answers by status, e.g. `{ 201: 180, 400: 300, 415: 20 }`. */
  statuses: Record<number, number>;
  /** The first few failures, to reproduce. */
  failures: FuzzFailure[];
  /** Time the route took, in milliseconds. */
  ms: number;
  /** Refusals by their first reason (`400 VALIDATION_ERROR vin_last8:invalid_format`). */
  refusals: Record<string, number>;
}

export interface FuzzOptions {
  app: App;
  db: Database;
  /** The app's today (YYYY-MM-DD), for dates that are neither in the future nor long past. */
  today: string;
  bodiesPerRoute: number;
  seed: number;
  /** Epoch ms after which no request is sent; routes not finished report it as failed. */
  deadline?: number;
  /** Only routes whose `METHOD /path` contains this. */
  only?: string;
  /** The app's log lines, to quote the cause of a 5xx from its request id. */
  logs?: Record<string, unknown>[];
  onRoute?: (result: RouteResult) => void;
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

export interface KnownIssue {
  id: string;
  route: string;
  /** Text of the database's own error (a constraint's name) that marks the 5xx as this issue. */
  causes: string[];
}

/**
 * 5xx answers that another item of issue 10 fixes, matched narrowly (this route,
 * this constraint) and reported apart; any other 5xx fails. Remove an entry once
 * its fix lands: a run that no longer meets it says so.
 */
export const KNOWN_ISSUES: KnownIssue[] = [];

/** The demo store the actors work at, and another store they must not reach. */
const STORE = 46;
const OTHER_STORE = 47;

/**
 * Who sends each route's bodies: a role that may write there (ADR 008), or
 * nobody for the routes that take anonymous callers. Change-password gets an
 * account of its own, so a lockout there cannot stop the other routes.
 */
const ACTORS: [prefix: string, email: string | undefined][] = [
  ['/api/auth/change-password', 'finance_director@demo.example.com'],
  ['/api/auth/', undefined],
  ['/api/csp-violation', undefined],
  ['/api/demo/', undefined],
  ['/api/security-events', undefined],
  ['/api/deals', 'finance_manager@demo.example.com'],
  ['/api/sales', 'sales_manager@demo.example.com'],
  ['/api/schedule', 'sales_manager@demo.example.com'],
  ['/api/goals', 'sales_manager@demo.example.com'],
  ['/api/team-members', 'single_finance_manager@demo.example.com'],
  ['/api/me/', 'salesperson@demo.example.com'],
  ['/api/', 'general_manager@demo.example.com'],
];
const ACTOR_EMAILS = ACTORS.flatMap(([, email]) => (email ? [email] : []));

function actorOf(path: string): string | undefined {
  return ACTORS.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/**
 * Tables that record attempts, refused ones included, by design: sessions,
 * one-time links, mail, lockout and rate-limit counters, security events, and
 * the audit log (a refused or failed write is audited: ADR 021; a done one's
 * record comes with the change it records, which is counted in its own table),
 * and who used the API on which day (any signed-in request: ADR 026).
 */
const LOG_TABLES = new Set([
  'sessions',
  'verifications',
  'outbox',
  'login_attempts',
  'rate_limit_counters',
  'security_events',
  'audit_logs',
  'app_secrets',
  'user_active_days',
]);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The app's data tables: every table of the public schema but the log tables. */
async function dataTables(db: Database): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return tables
    .map((table) => table.name)
    .filter((name) => !LOG_TABLES.has(name) && name !== CHANGE_COUNTER);
}

const CHANGE_COUNTER = 'fuzz_row_changes';

/**
 * Counts every committed row change of the data tables, by table: a row trigger
 * on each bumps a counter in the same transaction, so a change that is rolled
 * back is not counted, and one that is committed always is. Reading the counters
 * after each answer costs a lookup, not a scan of every table. Installed in the
 * fuzzer's own database only.
 */
async function installChangeCounter(db: Database, tables: string[]): Promise<void> {
  await db.execute(
    sql.raw(`create table if not exists ${CHANGE_COUNTER} (
      table_name text primary key,
      changes bigint not null
    )`),
  );
  await db.execute(
    sql.raw(`create or replace function ${CHANGE_COUNTER}_bump() returns trigger
      language plpgsql as $$
      begin
        insert into ${CHANGE_COUNTER} values (tg_table_name, 1)
        on conflict (table_name) do update set changes = ${CHANGE_COUNTER}.changes + 1;
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create or replace trigger ${CHANGE_COUNTER}_bump after insert or update or delete
        on "${table}" for each row execute function ${CHANGE_COUNTER}_bump()`),
    );
  }
}

/** Committed row changes so far, by table. */
async function fingerprint(db: Database): Promise<Map<string, string>> {
  const result = await rows<{ name: string; changes: string }>(
    db,
    sql.raw(`select table_name as name, changes::text as changes from ${CHANGE_COUNTER}`),
  );
  return new Map(result.map((row) => [row.name, row.changes]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, print]) => before.get(name) !== print).map(([name]) => name);
}

/** The write routes of the app's OpenAPI document, with the JSON schema of each body. */
export async function writeRoutesOf(app: App): Promise<WriteRoute[]> {
  const document = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: JsonSchema } | undefined> } }
      >
    >;
  };
  const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => WRITE_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
  // Deletions last, so the records the other routes change are still there.
  return [
    ...routes.filter((route) => route.method !== 'DELETE'),
    ...routes.filter((route) => route.method === 'DELETE'),
  ];
}

interface World extends Hints {
  /** Values for each path parameter, by name and route. */
  params: (route: WriteRoute, name: string) => string[];
  /** Bodies that pass a route's rules across fields, by `METHOD /path`. */
  samples: Record<string, fc.Arbitrary<Record<string, unknown>>>;
}

/** A deal that passes the rules across its fields (DOMAIN.md): lender, GAP, funded date. */
function dealSample(days: string[], staff: string[]) {
  const money = fc.integer({ min: 0, max: 20_000 });
  const financing = fc.oneof(
    fc.record({ deal_type: fc.constant('Cash'), lender: fc.constant(null) }),
    fc.record({
      deal_type: fc.constantFrom('Finance', 'Lease'),
      lender: fc.constantFrom('Ally Financial', 'Chase Auto', 'Crédit Agricole <CA>'),
    }),
  );
  const status = fc.constantFrom(...days).chain((day) =>
    fc.oneof(
      fc.record({ deal_date: fc.constant(day), status: fc.constant('Pending') }),
      fc.record({
        deal_date: fc.constant(day),
        status: fc.constant('Funded'),
        funded_date: fc.constant(day),
      }),
    ),
  );
  return fc
    .tuple(
      financing,
      status,
      fc.record(
        {
          stock_number: fc.stringMatching(/^[A-Z][0-9A-Z]{3,9}$/),
          vin_last8: fc.stringMatching(/^\d{8}$/),
          customer_last_name: fc.constantFrom('Okafor', "O'Brien", '<b>Bold</b>', 'Zoë', 'Nguyễn'),
          vehicle_type: fc.constantFrom('New', 'Used', 'CPO'),
          front_end_gross: money,
          reserve: money,
          salesperson_id: fc.constantFrom(...staff),
          notes: fc.oneof(
            fc.constant(null),
            fc.string({ maxLength: 2000 }),
            fc.constant(`<script>alert(1)</script>\n\tline two ${'n'.repeat(1480)}`),
          ),
        },
        {
          requiredKeys: [
            'stock_number',
            'vin_last8',
            'customer_last_name',
            'vehicle_type',
            'front_end_gross',
          ],
        },
      ),
    )
    .map(([money_, dated, rest]) => ({ ...rest, ...money_, ...dated }) as Record<string, unknown>);
}

/** Sign-ups that pass the password and e-mail rules, so the business rows get written. */
function signUpSamples(): Record<string, fc.Arbitrary<Record<string, unknown>>> {
  const name = (max: number) =>
    fc.oneof(
      fc.constantFrom('Zoë', "O'Brien", 'Nguyễn', '<i>Al</i>', 'N'.repeat(max)),
      fc.string({ minLength: 1, maxLength: max }),
    );
  const admin = {
    firstName: name(50),
    lastName: name(50),
    email: fc.stringMatching(/^[a-z0-9]{8,16}$/).map((local) => `fuzz-${local}@example.com`),
    password: fc.constantFrom('FuzzPass2026', 'Ünïcode-Pass-99', `Aa1${'x'.repeat(100)}`),
    acceptTerms: fc.constant(true),
  };
  const store = {
    name: name(100),
    city: name(80),
    state: fc.constantFrom('AZ', 'ny', ' CA '),
  };
  return {
    'POST /api/auth/sign-up': fc.record({
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      password: admin.password,
    }),
    'POST /api/auth/sign-up/dealership': fc.record({
      storeName: store.name,
      city: store.city,
      state: store.state,
      timeZone: fc.constantFrom(...SIGNUP_TIME_ZONES),
      brands: fc.array(name(40), { maxLength: 20 }),
      ...admin,
    }),
    'POST /api/auth/sign-up/dealer-group': fc.record({
      groupName: store.name,
      dealerships: fc.array(fc.record(store), { minLength: 2, maxLength: 6 }),
      ...admin,
    }),
  };
}

/** A plan of each kind, from a month that is not over. */
function payPlanSample(firstDays: string[]) {
  return fc
    .oneof(
      fc.record({ kind: fc.constant('finance'), plan: fc.constant(DEFAULT_FINANCE_PAY_PLAN) }),
      fc.record({ kind: fc.constant('salesperson'), plan: fc.constant(DEFAULT_SALES_PAY_PLAN) }),
      fc.record({
        kind: fc.constant('manager'),
        plan: fc.constantFrom(...Object.values(DEFAULT_MANAGER_PAY_PLANS)),
      }),
    )
    .chain((body) =>
      fc
        .constantFrom(...firstDays.slice(0, 2))
        .map((effectiveFrom) => ({ ...body, effectiveFrom }) as Record<string, unknown>),
    );
}

/** Days, months and Mondays around today, as real forms send them. */
function calendarExamples(today: string) {
  const day = (offset: number) => addDays(today, offset);
  const month = (offset: number) => {
    const [year = 2000, monthOfYear = 1] = today.split('-').map(Number);
    const start = new Date(Date.UTC(year, monthOfYear - 1 + offset, 1));
    return start.toISOString().slice(0, 7);
  };
  const days = [day(0), day(-1), day(-7), day(-40), monthStartOf(today)];
  const monday = mondayOf(today);
  return {
    days,
    months: [month(0), month(-1), month(1)],
    firstDays: [`${month(0)}-01`, `${month(1)}-01`, `${month(-1)}-01`],
    mondays: [monday, addDays(monday, -7), addDays(monday, 7)],
  };
}

/** Real ids of the demo world, so bodies and paths reach records, not only "not found". */
async function worldOf(db: Database, today: string): Promise<World> {
  const column = async (query: ReturnType<typeof sql>) =>
    (await rows<{ id: string | number }>(db, query)).map((row) => String(row.id));
  const actorIds = await column(
    sql`select id from users where email in (${sql.join(
      ACTOR_EMAILS.map((email) => sql`${email}`),
      sql`, `,
    )})`,
  );
  const staff = await column(
    sql`select user_id as id from profiles where dealership_id = ${STORE} order by user_id limit 40`,
  );
  const otherStaff = await column(
    sql`select user_id as id from profiles where dealership_id = ${OTHER_STORE} order by user_id limit 5`,
  );
  // A single finance manager's team lives in their own office (`team.repository.ts`).
  const teamMembers = await column(
    sql`select p.user_id as id from profiles p
        join profiles office on office.dealership_id = p.dealership_id
        join users owner on owner.id = office.user_id
        where owner.email = 'single_finance_manager@demo.example.com'
          and p.role in ('salesperson', 'sales_manager')
        order by p.user_id limit 10`,
  );
  const dealIds = await column(
    sql`select id from deals where dealership_id = ${STORE} order by deal_date desc, id limit 60`,
  );
  const otherDeals = await column(
    sql`select id from deals where dealership_id = ${OTHER_STORE} order by id limit 5`,
  );
  const saleIds = await column(
    sql`(select id from sales where dealership_id = ${STORE} and status = 'pending' order by id limit 40)
        union all
        (select id from sales where dealership_id = ${STORE} order by sale_date desc, id limit 20)`,
  );
  const otherSales = await column(
    sql`select id from sales where dealership_id = ${OTHER_STORE} order by id limit 5`,
  );
  const people = staff.filter((id) => !actorIds.includes(id));
  const calendar = calendarExamples(today);
  const payPlans = [
    DEFAULT_FINANCE_PAY_PLAN,
    DEFAULT_SALES_PAY_PLAN,
    ...Object.values(DEFAULT_MANAGER_PAY_PLANS),
  ];
  const byParam: Record<string, string[]> = {
    'deals:id': [...dealIds, ...otherDeals],
    'sales:id': [...saleIds, ...otherSales],
    'team-members:id': teamMembers.length > 0 ? teamMembers : people.slice(0, 3),
    user_id: [...people, ...otherStaff],
    dealership_id: [String(STORE), String(STORE), String(OTHER_STORE)],
  };
  return {
    ids: [...staff, ...otherStaff, ...dealIds, ...otherDeals, ...saleIds, ...otherSales],
    emails: [
      'viewer@demo.example.com',
      'dealer_group_admin@demo.example.com',
      'nobody@demo.example.com',
      'VIEWER@DEMO.EXAMPLE.COM ',
    ],
    examples: {
      dealership_id: [STORE],
      sale_date: calendar.days,
      deal_date: calendar.days,
      funded_date: calendar.days,
      day: calendar.days,
      month: calendar.months,
      week: calendar.mondays,
      effectiveFrom: calendar.firstDays,
      plan: payPlans,
      salesperson_id: staff,
      second_salesperson_id: staff,
      sales_manager_id: staff,
      fi_manager_id: staff,
      userId: staff,
      teamManagerId: staff,
    },
    samples: {
      ...signUpSamples(),
      'POST /api/deals': dealSample(calendar.days, staff),
      'PATCH /api/deals/{id}': dealSample(calendar.days, staff),
      'PUT /api/pay-plans/{user_id}': payPlanSample(calendar.firstDays),
    },
    params: (route, name) => {
      const module = route.path.split('/')[2] ?? '';
      return byParam[`${module}:${name}`] ?? byParam[name] ?? [];
    },
  };
}

/** A path parameter: mostly a real id, sometimes one that is wrong in every way. */
function paramValue(values: string[]): fc.Arbitrary<string> {
  const broken = fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '0',
    '-1',
    '99999999999999999999',
    '%00',
    '%E0%A4%A',
    'x'.repeat(300),
  );
  if (values.length === 0) return fc.oneof(fc.uuid(), broken);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: broken },
  );
}

interface Probe {
  path: string;
  spec: BodySpec;
  /** Spreads rate limits by address, as a showroom of callers would. */
  address: string;
}

function probesFor(route: WriteRoute, world: World, count: number, seed: number): Probe[] {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const path = fc
    .tuple(...names.map((name) => paramValue(world.params(route, name))))
    .map((values) =>
      names.reduce(
        (built, name, index) => built.replace(`{${name}}`, values[index] ?? ''),
        route.path,
      ),
    );
  const address = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 1, max: 254 }),
    )
    .map(([a, b, c]) => `127.${a}.${b}.${c}`);
  const sample = world.samples[`${route.method} ${route.path}`];
  return fc.sample(fc.record({ path, spec: bodySpecs(route.bodySchema, world, sample), address }), {
    seed,
    numRuns: count,
  });
}

async function signedIn(app: App, email: string | undefined): Promise<TestClient> {
  const client = new TestClient(app, {});
  if (email) await client.signIn(email);
  else await client.csrf();
  return client;
}

const preview = (body: string | Uint8Array, length = 300) => {
  const text = typeof body === 'string' ? body : `bytes ${Buffer.from(body).toString('hex')}`;
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
};

function refusalOf(status: number, answer: string): string {
  const { error } = JSON.parse(answer) as {
    error: { code: string; details?: { field?: string; code?: string }[] | { reason?: string } };
  };
  const details = error.details;
  const first = Array.isArray(details)
    ? `${details[0]?.field ?? ''}:${details[0]?.code ?? ''}`
    : (details?.reason ?? '');
  return `${status} ${error.code} ${first}`.trim();
}

/** A stable number per route, so adding a route leaves the others' bodies as they were. */
function routeSeed(seed: number, route: WriteRoute): number {
  let hash = seed | 0;
  for (const char of `${route.method} ${route.path}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export async function fuzzWriteRoutes(options: FuzzOptions): Promise<RouteResult[]> {
  const { app, db, today, bodiesPerRoute, seed, deadline = Infinity, only, onRoute } = options;
  const logs = options.logs ?? [];
  const routes = (await writeRoutesOf(app)).filter(
    (route) => !only || `${route.method} ${route.path}`.includes(only),
  );
  const world = await worldOf(db, today);
  await installChangeCounter(db, await dataTables(db));
  const results: RouteResult[] = [];

  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const actor = actorOf(route.path);
    const result: RouteResult = {
      route: name,
      actor: actor?.split('@')[0] ?? 'anonymous',
      planned: bodiesPerRoute,
      sent: 0,
      passed: 0,
      failed: 0,
      known: {},
      refusals: {},
      ms: 0,
      statuses: {},
      failures: [],
    };
    results.push(result);
    if (Date.now() > deadline) {
      onRoute?.(result);
      continue;
    }
    const routeStarted = performance.now();
    const client = await signedIn(app, actor);
    const csrf = await client.csrf();
    const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    let before = await fingerprint(db);

    for (const probe of probesFor(route, world, bodiesPerRoute, routeSeed(seed, route))) {
      if (Date.now() > deadline) break;
      // Short runs of digits: the log masks long ones as card numbers.
      const requestId = `fuzz-r${results.length}-n${result.sent + 1}`;
      const headers: Record<string, string> = {
        'X-Request-ID': requestId,
        'X-CSRF-Token': csrf,
        Cookie: cookie,
        'X-Forwarded-For': probe.address,
      };
      if (client.accessToken) headers.Authorization = `Bearer ${client.accessToken}`;
      if (probe.spec.contentType !== undefined) headers['Content-Type'] = probe.spec.contentType;
      const response = await app.request(probe.path, {
        method: route.method,
        headers,
        body: probe.spec.body,
      });
      const answer = await response.text();
      const after = await fingerprint(db);
      result.sent += 1;
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;

      const problems: string[] = [];
      let known: KnownIssue | undefined;
      if (response.status >= 500) {
        const logged = logs.find((line) => line.requestId === requestId && line.level === 'error');
        const error = logged?.error as
          { message?: string; cause?: { message?: string } } | undefined;
        const cause = [error?.message?.slice(0, 160), error?.cause?.message]
          .filter(Boolean)
          .join(' ← ');
        known = KNOWN_ISSUES.find(
          (issue) =>
            issue.route === name &&
            issue.causes.some((text) => error?.cause?.message?.includes(text)),
        );
        problems.push(`server error${cause ? ` (${cause})` : ''}`);
      }
      if (response.status >= 400) {
        let envelope = false;
        try {
          envelope = isErrorBody(JSON.parse(answer));
        } catch {
          envelope = false;
        }
        if (!envelope) problems.push('refusal not in the error envelope');
        else {
          const reason = refusalOf(response.status, answer);
          result.refusals[reason] = (result.refusals[reason] ?? 0) + 1;
        }
        const changed = changedTables(before, after);
        if (changed.length > 0) problems.push(`refused, yet changed ${changed.join(', ')}`);
      }
      before = after;

      if (problems.length === 0) {
        result.passed += 1;
        continue;
      }
      if (known && problems.length === 1) {
        result.known[known.id] = (result.known[known.id] ?? 0) + 1;
        continue;
      }
      result.failed += 1;
      if (result.failures.length < 5) {
        result.failures.push({
          route: name,
          status: response.status,
          problem: problems.join('; '),
          request: {
            path: probe.path,
            contentType: probe.spec.contentType,
            body: preview(probe.spec.body),
          },
          answer: preview(answer, 500),
        });
      }
    }
    result.ms = Math.round(performance.now() - routeStarted);
    onRoute?.(result);
  }
  return results;
}

/**
 * `npm run bench -- scale`: a dealer group of 50 stores × 20,000 deals (1 M, over
 * 36 months, each with its sale) bulk-inserted with generate_series into a fresh
 * PostgreSQL database, then p50/p95 of store dashboards, the store deal log and
 * group rollups, each beside the raw SQL that computes the same figures, and the
 * audit log viewer's first page and a deep keyset page over an audit record per deal.
 * PostgreSQL only: PGlite runs one query at a time and would take an hour to seed.
 *
 * Size: BENCH_SCALE_STORES (50) and BENCH_SCALE_DEALS_PER_STORE (20,000).
 * The database is `<DATABASE_URL's name>_scale`, dropped at the end
 * (BENCH_KEEP_DB=true keeps it; BENCH_SCALE_REUSE=true measures a kept one again).
 * Each line samples BENCH_SCALE_SAMPLES requests (30), or fewer when they pass
 * BENCH_SCALE_CASE_SECONDS (60): a read that takes seconds is known slow by then.
 * BENCH_SCALE_ONLY=rollup measures only the lines whose label contains it.
 */
import pg from 'pg';
import { newBoardToken } from '../src/modules/showroom-board/board-token';
import { ms, note, percentile, printLines, signIn, type Line } from './report';
import { startTargets } from './targets';

const STORES = Number(process.env.BENCH_SCALE_STORES ?? 50);
const DEALS_PER_STORE = Number(process.env.BENCH_SCALE_DEALS_PER_STORE ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 30);
const CASE_SECONDS = Number(process.env.BENCH_SCALE_CASE_SECONDS ?? 60);
const REUSE = process.env.BENCH_SCALE_REUSE === 'true';
const ONLY = process.env.BENCH_SCALE_ONLY ?? '';
const DAYS = 36 * 30;
const STAFF = { salesperson: 10, finance_manager: 2, sales_manager: 1, general_manager: 1 };

async function seedGroup(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The group is the whole of an area, so the area's rollup covers the same 50 stores.
    const { rows: groups } = await client.query<{ id: number }>(
      `with area as (insert into areas (name) values ('Bench Area') returning id)
       insert into dealer_groups (name, area_id) select 'Bench Group', id from area
       returning id`,
    );
    const { rows: stores } = await client.query<{ id: number }>(
      `insert into dealerships (dealer_group_id, name, city, state, time_zone, is_demo)
       select $1, 'Bench Store ' || s, 'Springfield', 'IL', 'America/Chicago', true
       from generate_series(1, $2) s returning id`,
      [groups[0]!.id, STORES],
    );
    const ids = stores.map((store) => store.id);
    const staff = Object.entries(STAFF)
      .map(
        ([role, count]) =>
          `select '${role}'::role as role, n from generate_series(0, ${count - 1}) n`,
      )
      .join(' union all ');
    // Staff ids are md5 of store, role and number, so the deals below can name them.
    await client.query(
      `with people as (
         select d.id as store, r.role, r.n, md5('bench-' || d.id || '-' || r.role || '-' || r.n)::uuid as id
         from dealerships d cross join (${staff}) r where d.id = any($1::int[])
       ), made as (
         insert into users (id, name, email, email_verified, is_demo)
         select id, 'Bench ' || role || ' ' || n, 'bench-' || store || '-' || role || '-' || n || '@bench.example.com', true, true
         from people returning id
       )
       insert into profiles (user_id, role, first_name, last_name, dealership_id, dealer_group_id)
       select p.id, p.role, 'Bench', p.role || ' ' || p.n, p.store, $2 from people p join made using (id)`,
      [ids, groups[0]!.id],
    );
    const total = STORES * DEALS_PER_STORE;
    const who = (role: keyof typeof STAFF, pick: string) =>
      `md5('bench-' || s.store || '-${role}-' || (${pick}) % ${STAFF[role]})::uuid`;
    const rows = `select g, ($1::int[])[1 + g % ${STORES}] as store,
        current_date - ((g / ${STORES}) % ${DAYS})::int as day
      from generate_series(1, ${total}) g`;
    await client.query(
      `insert into sales (id, dealership_id, sale_date, customer_name, vehicle_model, vehicle_type,
         stock_number, amount, status, salesperson_id)
       select md5('bench-sale-' || s.g)::uuid, s.store, s.day, 'Customer ' || s.g, 'Model ' || s.g % 40,
         (array['New','Used','CPO'])[1 + s.g % 3]::vehicle_type, 'S' || s.g,
         25000 + s.g % 30000, 'completed', ${who('salesperson', 's.g / 7')}
       from (${rows}) s`,
      [ids],
    );
    // s.n counts a store's deals: a twentieth of each store's are unwound, and a fifth of
    // its last 30 days' are pending (a lender funds in days; ADR 029's "a few dozen").
    await client.query(
      `insert into deals (dealership_id, sale_id, deal_number, deal_date, stock_number, vin_last8,
         customer_last_name, deal_type, vehicle_type, lender, salesperson_id, second_salesperson_id,
         sales_manager_id, fi_manager_id, front_end_gross, reserve, vsc_profit, gap_profit, ppm_profit,
         status, funded_date)
       select s.store, md5('bench-sale-' || s.g)::uuid, s.g::text, s.day, 'S' || s.g,
         lpad((s.g % 100000000)::text, 8, '0'), 'Customer' || s.g % 997,
         (array['Cash','Finance','Lease'])[1 + s.g % 3]::deal_type,
         (array['New','Used','CPO'])[1 + s.g % 3]::vehicle_type,
         case when s.g % 3 = 0 then null else 'Bench Bank ' || s.g % 5 end,
         ${who('salesperson', 's.g / 7')},
         case when s.g % 9 = 0 then ${who('salesperson', 's.g / 7 + 1')} end,
         ${who('sales_manager', '0')}, ${who('finance_manager', 's.g')},
         500 + s.g % 3000, s.g % 900, case when s.g % 2 = 0 then 800 + s.g % 700 else 0 end,
         case when s.g % 3 = 1 then 300 + s.g % 200 else 0 end,
         case when s.g % 4 = 0 then 200 else 0 end,
         (case when s.n % 20 = 0 then 'Unwound' when s.n % 5 = 0 and s.day > current_date - 30 then 'Pending' else 'Funded' end)::deal_status,
         case when s.n % 20 <> 0 and (s.n % 5 <> 0 or s.day <= current_date - 30) then s.day end
       from (select *, g / ${STORES} as n from (${rows}) r) s`,
      [ids],
    );
    // Issue 15: a VSC chargeback on every 50th deal that sold one (~1 %), dated up to 89 days
    // after its deal and never after today, so a month's dashboards sum a month of them.
    await client.query(
      `insert into chargebacks (dealership_id, deal_id, product, amount, chargeback_date, fi_manager_id)
       select dealership_id, id, 'vsc', vsc_profit / 2,
         least(deal_date + (deal_number::bigint % 90)::int, current_date), fi_manager_id
       from deals where dealership_id = any($1::int[]) and vsc_profit > 0
         and deal_number::bigint % 50 = 0`,
      [ids],
    );
    // An audit record per deal, spread over the deals' days (issue 13): the audit log
    // viewer's keyset pages are measured on a million records.
    await client.query(
      `insert into audit_logs (timestamp, operation, user_id, dealership_id, entity_type, entity_id, details, outcome)
       select s.day + (s.g % 86400) * interval '1 second', 'deal.create', ${who('finance_manager', 's.g')},
         s.store, 'deal', s.g::text, jsonb_build_object('after', jsonb_build_object('stock_number', 'S' || s.g)),
         (case when s.g % 50 = 0 then 'refused' else 'ok' end)::audit_outcome
       from (${rows}) s`,
      [ids],
    );
    // Issue 13's overview: every bench person active on two days of three over the last
    // year, and a subscription per store begun in the last twelve weeks, half of them paying.
    await client.query(
      `insert into user_active_days (day, user_id)
       select current_date - d, u.id from users u cross join generate_series(0, 364) d
       where u.email like 'bench-%' and (d + abs(hashtext(u.id::text))) % 3 <> 0`,
    );
    await client.query(
      `insert into subscriptions (plan, status, subscriber_id, dealership_id, monthly_price, trial_ends_at, created_at)
       select 'dealership', (case when d.id % 2 = 0 then 'active' else 'trialing' end)::subscription_status,
         md5('bench-' || d.id || '-general_manager-0')::uuid, d.id, 250,
         now() - (d.id % 84) * interval '1 day' + interval '30 days', now() - (d.id % 84) * interval '1 day'
       from dealerships d where d.id = any($1::int[])`,
      [ids],
    );
    await client.query('commit');
    // Vacuum too: each deal's trigger rewrote its sale (has_deal), which autovacuum would
    // clean up in its own time on a live server, not before the first measurement here.
    await client.query(
      'vacuum analyze dealerships, users, profiles, sales, deals, deal_day_sums, deal_month_sums, audit_logs, user_active_days, subscriptions',
    );
    return ids;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function benchScale(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) {
    printLines('bench scale', [
      {
        label: 'skipped',
        value: 'needs PostgreSQL: set DATABASE_URL (PGlite runs one query at a time)',
      },
    ]);
    return;
  }
  const base = new URL(databaseUrl);
  const name = process.env.BENCH_SCALE_DB ?? `${base.pathname.slice(1) || 'das'}_scale`;
  const scaleUrl = new URL(databaseUrl);
  scaleUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  if (!REUSE) {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  }

  const targets = await startTargets(scaleUrl.href);
  const pool = new pg.Pool({ connectionString: scaleUrl.href, max: 2 });
  const lines: Line[] = [];
  try {
    const total = STORES * DEALS_PER_STORE;
    let stores: number[];
    if (REUSE) {
      const { rows } = await pool.query<{ id: number }>(
        `select d.id from dealerships d join dealer_groups g on g.id = d.dealer_group_id
         where g.name = 'Bench Group' order by d.id`,
      );
      stores = rows.map((row) => row.id);
      const { rows: counted } = await pool.query<{ n: string }>(
        `select count(*) as n from deals where dealership_id = any($1::int[])`,
        [stores],
      );
      lines.push({
        label: `reused the kept database: ${stores.length} stores`,
        value: `${Number(counted[0]?.n).toLocaleString('en')} deals (not seeded in this run)`,
      });
    } else {
      const seedStarted = performance.now();
      stores = await seedGroup(pool);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      lines.push({
        label: `seed ${STORES} stores × ${DEALS_PER_STORE.toLocaleString('en')} deals and their sales`,
        value: `${seedSeconds.toFixed(0)} s (${total.toLocaleString('en')} deals)`,
        goal: { text: '< 300 s', pass: seedSeconds < 300 },
      });
    }
    process.stderr.write('bench scale: seeded, measuring\n');
    const { rows: owners } = await pool.query<{ group_id: number; area_id: number }>(
      `select g.id as group_id, g.area_id from dealer_groups g where g.name = 'Bench Group'`,
    );
    const { group_id: groupId, area_id: areaId } = owners[0]!;

    // A cursor nine-tenths of the way down the audit log: a deep page that OFFSET would crawl to.
    const { rows: deep } = await pool.query<{ at: string; id: string }>(
      `select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
       from audit_logs order by timestamp desc, id desc offset $1 limit 1`,
      [Math.floor(total * 0.9)],
    );
    const deepCursor = Buffer.from(`${deep[0]!.at}|${deep[0]!.id}`).toString('base64url');
    // The viewer's query (platform-records.repository.ts), a page of 50 and one more.
    const auditPage = (where: string) =>
      `select a.*, d.name, u.name, u.email from audit_logs a
       left join dealerships d on d.id = a.dealership_id left join users u on u.id = a.user_id
       where coalesce(d.is_demo, u.is_demo, false) = true ${where}
       order by a.timestamp desc, a.id desc limit 51`;

    const { accessToken } = await signIn(targets.appUrl, 'master_admin@demo.example.com');
    const headers = { Authorization: `Bearer ${accessToken}` };
    // A showroom board reads with its TV's token, not a person's session: a link per store.
    const boardTokens = new Map<number, string>();
    await pool.query(`delete from board_links where label = 'Bench TV'`);
    for (const store of stores) {
      const { token, tokenHash } = newBoardToken();
      await pool.query(
        `insert into board_links (dealership_id, token_hash, label) values ($1, $2, 'Bench TV')`,
        [store, tokenHash],
      );
      boardTokens.set(store, token);
    }
    // Issue 15: a person's own record, read by that person. The first store's F&I manager 0
    // (half the store's deals) and salesperson 0 (a tenth, some split) sign in with the demo
    // password, copied from the master admin's account.
    const recordPeople = (['finance_manager', 'salesperson'] as const).map((role) => ({
      role,
      id: `md5('bench-${stores[0]}-${role}-0')::uuid`,
      email: `bench-${stores[0]}-${role}-0@bench.example.com`,
    }));
    for (const person of recordPeople) {
      await pool.query(
        `insert into accounts (account_id, provider_id, user_id, password)
         select ${person.id}::text, 'credential', ${person.id}, a.password
         from accounts a join users u on u.id = a.user_id
         where u.email = 'master_admin@demo.example.com' and a.provider_id = 'credential'
           and not exists (select 1 from accounts b where b.user_id = ${person.id})`,
      );
    }
    const recordHeaders = new Map<string, Record<string, string>>();
    const recordDeals = new Map<string, number>();
    for (const person of recordPeople) {
      const { accessToken: token } = await signIn(targets.appUrl, person.email);
      recordHeaders.set(person.role, { Authorization: `Bearer ${token}` });
      const { rows: counted } = await pool.query<{ n: number }>(
        `select count(*)::int as n from deals where ${person.id} in (salesperson_id, second_salesperson_id, sales_manager_id, fi_manager_id)`,
      );
      recordDeals.set(person.role, counted[0]!.n);
    }
    const month = `date_trunc('month', current_date)::date`;
    const inMonth = `deal_date >= ${month} and deal_date < (${month} + interval '1 month')`;
    const ytd = `deal_date >= date_trunc('year', current_date)::date and deal_date <= current_date`;
    const figures = `count(*), sum(front_end_gross), sum(back_end_gross), sum(total_gross), sum(products_sold)`;
    const lived = `status <> 'Unwound'`;
    const cases = [
      {
        label: 'store F&I dashboard (month)',
        api: (s: number) => `/api/finance/dashboard?dealership_id=${s}&scope=store`,
        raw: [
          `select fi_manager_id, ${figures} from deals where dealership_id = $1 and ${inMonth} and ${lived} group by 1`,
          `select date_trunc('month', deal_date), ${figures} from deals where dealership_id = $1 and deal_date >= ${month} - interval '11 months' and ${lived} group by 1`,
          // Issue 15: the month's chargebacks per product and F&I manager (ADR 031).
          `select product, fi_manager_id, count(*), sum(amount) from chargebacks
           where dealership_id = $1 and chargeback_date >= ${month} and chargeback_date < ${month} + interval '1 month'
           group by grouping sets ((product), (fi_manager_id), ())`,
        ],
        store: true,
      },
      {
        label: 'store sales-manager dashboard (month)',
        api: (s: number) => `/api/sales-floor/sales-manager?dealership_id=${s}`,
        raw: [
          `select salesperson_id, ${figures} from deals where dealership_id = $1 and ${inMonth} and ${lived} group by 1`,
        ],
        store: true,
      },
      {
        label: 'store GM dashboard (month)',
        api: (s: number) => `/api/sales-floor/gm?dealership_id=${s}`,
        raw: [
          `select salesperson_id, ${figures} from deals where dealership_id = $1 and ${inMonth} and ${lived} group by 1`,
          `select date_trunc('month', deal_date), ${figures} from deals where dealership_id = $1 and deal_date >= ${month} - interval '11 months' and ${lived} group by 1`,
        ],
        store: true,
      },
      {
        label: 'store deal log, page of 50 with totals',
        api: (s: number) => `/api/deals?dealership_id=${s}&page_size=50`,
        raw: [
          // Each row with its chargebacks' count and amount (ADR 031).
          `select d.*, (select count(*) from chargebacks c where c.deal_id = d.id),
             (select coalesce(sum(amount), 0) from chargebacks c where c.deal_id = d.id)
           from deals d where dealership_id = $1 order by deal_date desc, id limit 50`,
          `select ${figures} from deals where dealership_id = $1`,
        ],
        store: true,
      },
      {
        // Issue 14: a store's pending deals by age, lender and F&I manager, and its oldest 50.
        label: 'store contracts in transit',
        api: (s: number) => `/api/finance/contracts-in-transit?dealership_id=${s}`,
        raw: [
          `select grouping(lender, fi_manager_id, bucket), lender, fi_manager_id, bucket,
             count(*), sum(back_end_gross), max(days)
           from (select lender, fi_manager_id, back_end_gross, current_date - deal_date as days,
                   case when current_date - deal_date <= 5 then '0-5' when current_date - deal_date <= 10 then '6-10'
                     when current_date - deal_date <= 20 then '11-20' else 'over-20' end as bucket
                 from deals where dealership_id = $1 and status = 'Pending') pending
           group by grouping sets ((lender, bucket), (lender), (fi_manager_id, bucket), (fi_manager_id), (bucket), ())`,
          `select * from deals where dealership_id = $1 and status = 'Pending' order by deal_date, deal_number, id limit 50`,
        ],
        store: true,
      },
      {
        // Issue 14: a TV's read, refetched on each change in the store.
        label: 'store showroom board (today, month, feed, shifts)',
        api: (s: number) => `/api/board/${s}`,
        as: (s: number) => ({ Authorization: `Bearer ${boardTokens.get(s)}` }),
        raw: [
          `select salesperson_id, ${figures} from deals where dealership_id = $1 and ${inMonth} and ${lived} group by 1`,
          `select * from deals where dealership_id = $1 order by created_at desc, id limit 8`,
          `select * from sales where dealership_id = $1 order by sale_date desc, created_at desc, id limit 8`,
        ],
        // Nine reads in one round against three here: its goal is its time, as the dashboards'.
        store: false,
      },
      {
        label: `group rollup, ${STORES} stores, month (reports/sales)`,
        api: (s: number) => `/api/reports/sales?dealership_id=${s}&period=this_month`,
        raw: [
          `select dealership_id, ${figures} from deals where dealership_id = any($1::int[]) and ${inMonth} and ${lived} group by 1`,
        ],
        store: false,
      },
      {
        label: `group rollup, ${STORES} stores, year to date (reports/sales)`,
        api: (s: number) => `/api/reports/sales?dealership_id=${s}&period=year_to_date`,
        raw: [
          `select dealership_id, ${figures} from deals where dealership_id = any($1::int[]) and ${ytd} and ${lived} group by 1`,
        ],
        store: false,
      },
      {
        label: `group admin's rollup, ${STORES} stores, month (/groups/:id/rollup)`,
        api: () => `/api/groups/${groupId}/rollup?period=this_month`,
        raw: [
          `select dealership_id, ${figures} from deals where dealership_id = any($1::int[]) and ${inMonth} and ${lived} group by 1`,
        ],
        store: false,
        // Issue 12: the rollups beside their raw SQL too.
        againstRaw: true,
      },
      {
        label: `group admin's rollup, ${STORES} stores, year to date`,
        api: () => `/api/groups/${groupId}/rollup?period=year_to_date`,
        raw: [
          `select dealership_id, ${figures} from deals where dealership_id = any($1::int[]) and ${ytd} and ${lived} group by 1`,
        ],
        store: false,
        // Issue 12: the rollups beside their raw SQL too.
        againstRaw: true,
      },
      {
        label: `area VP's rollup, ${STORES} stores, month (/areas/:id/rollup)`,
        api: () => `/api/areas/${areaId}/rollup?period=this_month`,
        raw: [
          `select dealership_id, ${figures} from deals where dealership_id = any($1::int[]) and ${inMonth} and ${lived} group by 1`,
        ],
        store: false,
        // Issue 12: the rollups beside their raw SQL too.
        againstRaw: true,
      },
      {
        label: `audit log, first page of 50 (${total.toLocaleString('en')} records)`,
        api: () => `/api/platform/audit-log?limit=50`,
        raw: [auditPage('')],
        // A page costs ~1 ms of SQL: the goal is its time, not a ratio to that.
        store: false,
      },
      {
        label: 'audit log, a keyset page 90 % deep',
        api: () => `/api/platform/audit-log?limit=50&after=${deepCursor}`,
        raw: [
          auditPage(`and (a.timestamp, a.id) < ('${deep[0]!.at}'::timestamptz, ${deep[0]!.id})`),
        ],
        store: false,
      },
      {
        label: `platform usage: sign-ups, trials, active people, deals per day (${STORES} stores)`,
        api: () => `/api/platform/usage`,
        // The two reads that grow: deals per day from the summaries, active people per day.
        raw: [
          `select s.day, sum(s.deals) from deal_day_sums s join dealerships d on d.id = s.dealership_id
           where d.is_demo and s.day between current_date - 29 and current_date group by 1`,
          `select a.day, count(*) from user_active_days a join users u on u.id = a.user_id
           where u.is_demo and a.day between current_date - 29 and current_date group by 1`,
        ],
        store: false,
      },
      ...recordPeople.map((person) => ({
        label: `my record, ${person.role.replace('_', ' ')} with ${recordDeals.get(person.role)!.toLocaleString('en')} deals (/me/record)`,
        api: () => '/api/me/record',
        as: () => recordHeaders.get(person.role)!,
        // The months of the person's deals summed, as the record sums them.
        raw: [
          person.role === 'finance_manager'
            ? `select to_char(deal_date::timestamp, 'YYYY-MM'), ${figures} from deals
               where fi_manager_id = ${person.id} and ${lived} group by 1`
            : `select to_char(deal_date::timestamp, 'YYYY-MM'), ${figures} from deals
               where (salesperson_id = ${person.id} or second_salesperson_id = ${person.id}) and ${lived} group by 1`,
        ],
        store: false,
        againstRaw: false,
      })),
      {
        label: 'group deal log, every store, page of 50 with totals',
        api: () => `/api/deals?page_size=50`,
        raw: [
          `select * from deals order by deal_date desc, id limit 50`,
          `select ${figures} from deals`,
        ],
        store: false,
      },
    ];
    for (const bench of cases.filter((line) => line.label.includes(ONLY))) {
      const apiSamples: number[] = [];
      const rawSamples: number[] = [];
      const caseStarted = performance.now();
      for (let i = 0; i < SAMPLES + 2; i++) {
        const overTime = performance.now() - caseStarted > CASE_SECONDS * 1000;
        if (overTime && apiSamples.length >= 3) break;
        const store = stores[i % stores.length]!;
        const api = await timed(async () => {
          const response = await fetch(targets.appUrl + bench.api(store), {
            headers: bench.as?.(store) ?? headers,
          });
          if (response.status !== 200) {
            throw new Error(
              `${bench.api(store)} answered ${response.status}: ${await response.text()}`,
            );
          }
          await response.arrayBuffer();
        });
        const raw = await timed(async () => {
          for (const query of bench.raw) {
            const params: unknown[] = query.includes('any($1')
              ? [stores]
              : query.includes('$1')
                ? [store]
                : [];
            await pool.query(query, params);
          }
        });
        // The first two warm the caches and plans of both sides.
        if (i >= 2) {
          apiSamples.push(api);
          rawSamples.push(raw);
        }
      }
      const p95 = percentile(apiSamples, 95);
      const ratio = percentile(apiSamples, 50) / percentile(rawSamples, 50);
      process.stderr.write(`bench scale: ${bench.label} done\n`);
      lines.push({
        label: bench.label,
        value: `API p50 ${ms(percentile(apiSamples, 50))}, p95 ${ms(p95)} (n=${apiSamples.length}); raw SQL p50 ${ms(percentile(rawSamples, 50))}, p95 ${ms(percentile(rawSamples, 95))}; API ÷ raw ${ratio.toFixed(1)}`,
        goal:
          bench.store || bench.againstRaw
            ? { text: 'p95 ≤ 50 ms, API ÷ raw ≤ 1.3', pass: p95 <= 50 && ratio <= 1.3 }
            : { text: 'p95 ≤ 50 ms', pass: p95 <= 50 },
      });
    }
  } finally {
    await pool.end();
    targets.stop();
    if (process.env.BENCH_KEEP_DB !== 'true') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
    await admin.end();
  }
  printLines(
    `bench scale (PostgreSQL database ${name}, up to ${SAMPLES} sequential requests per line or ${CASE_SECONDS} s, stores in turn)`,
    lines,
  );
  note(
    'Raw SQL: the GROUP BY queries that give the same figures, run from this process on its own pool (API ÷ raw compares p50s).',
  );
  note(
    'Signed in as the demo master admin; the API runs with raised per-user rate limits (createAuthServices userRateRules).',
  );
}

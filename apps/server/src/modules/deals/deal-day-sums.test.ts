import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STATUSES, DEAL_TYPES, VEHICLE_TYPES } from '@das/shared/deals';
import { addDays } from '@das/shared/periods';
import { createTestDatabase, queryRows, type TestDatabase } from '../../../test/test-database';

/**
 * The daily and monthly summaries the triggers keep (migrations 0011, 0012)
 * against summaries rebuilt from scratch out of the deals, after the demo seed
 * and after random sequences of inserts, status changes, unwinds, relinks,
 * moves (across a month's end too) and deletes.
 */
let demo: TestDatabase;
/** Two stores and three F&I managers of their own: a rebuild reads only the random deals. */
let database: TestDatabase;
let people: string[];

beforeAll(async () => {
  [demo, database] = await Promise.all([createTestDatabase({ demo: true }), createTestDatabase()]);
  await database.db.execute(
    sql`insert into dealerships (id, name) values (46, 'North'), (47, 'South')`,
  );
  people = (
    await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (name, email)
        select 'F&I ' || n, 'fi' || n || '@rebuild.test' from generate_series(1, 3) as n returning id`,
    )
  ).map((row) => row.id);
}, 60_000);
afterAll(() => Promise.all([demo.close(), database.close()]));

type Db = TestDatabase['db'];

const GRAINS = ['day', 'month'] as const;

/**
 * The live summaries of both grains, then the ones rebuilt from every deal,
 * inside `tx` (rolled back by the caller).
 */
async function liveAndRebuilt(tx: Db) {
  const read = () =>
    Promise.all(
      GRAINS.map((grain) =>
        queryRows<Record<string, unknown>>(
          tx,
          sql`select * from ${sql.identifier(`deal_${grain}_sums`)}
            order by dealership_id, ${sql.identifier(grain)}, fi_manager_id nulls first`,
        ),
      ),
    );
  const live = await read();
  for (const grain of GRAINS) {
    await tx.execute(sql`delete from ${sql.identifier(`deal_${grain}_sums`)}`);
    await tx.execute(sql`do $$
      declare statement text;
      begin
        foreach statement in array deal_sums_statements('select 1 as sign, * from deals', ${sql.raw(`'${grain}'`)}) loop
          execute statement;
        end loop;
      end $$`);
  }
  return { live, rebuilt: await read() };
}

async function inRolledBackTransaction(on: TestDatabase, work: (tx: Db) => Promise<void>) {
  await on.db
    .transaction(async (tx) => {
      await work(tx as unknown as Db);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
}

const START = '2041-03-01';
const amount = fc.integer({ min: 0, max: 300_000 }).map((cents) => (cents / 100).toFixed(2));
const person = fc.option(
  fc.nat().map((index) => people[index % people.length] as string),
  { nil: null },
);
const newDeal = fc.record({
  store: fc.constantFrom(46, 47),
  day: fc.integer({ min: 0, max: 45 }),
  dealType: fc.constantFrom(...DEAL_TYPES),
  vehicleType: fc.constantFrom(...VEHICLE_TYPES),
  front: amount,
  vsc: fc.oneof(fc.constant('0'), amount),
  gap: fc.oneof(fc.constant('0'), amount),
  fiManager: person,
});
/** One write a user or a process can make to deals; `target` picks an existing test deal. */
const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    deals: fc.array(newDeal, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    target: fc.nat(),
    status: fc.constantFrom(...DEAL_STATUSES),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    target: fc.nat(),
    day: fc.integer({ min: 0, max: 45 }),
  }),
  fc.record({ kind: fc.constant('fiManager' as const), target: fc.nat(), fiManager: person }),
  fc.record({
    kind: fc.constant('amounts' as const),
    target: fc.nat(),
    front: amount,
    vsc: amount,
  }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('deleteDay' as const), day: fc.integer({ min: 0, max: 45 }) }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

async function apply(tx: Db, step: Write, counter: { next: number }) {
  const ids = (
    await queryRows<{ id: string }>(tx, sql`select id from deals order by deal_number`)
  ).map((row) => row.id);
  const target = 'target' in step ? ids[step.target % Math.max(ids.length, 1)] : undefined;
  switch (step.kind) {
    case 'insert':
      // One statement for the batch: a bulk insert goes through the triggers once.
      await tx.execute(sql`insert into deals (dealership_id, deal_number, deal_date, stock_number,
          vin_last8, customer_last_name, deal_type, vehicle_type, lender, fi_manager_id,
          front_end_gross, vsc_profit, gap_profit)
        values ${sql.join(
          step.deals.map((deal) => {
            const number = `R${counter.next++}`;
            return sql`(${deal.store}, ${number}, ${addDays(START, deal.day)}, ${number}, '12345678',
              'Rebuild', ${deal.dealType}, ${deal.vehicleType},
              ${deal.dealType === 'Cash' ? null : 'Ally Financial'}, ${deal.fiManager},
              ${deal.front}, ${deal.vsc}, ${deal.gap})`;
          }),
          sql`, `,
        )}`);
      return;
    case 'status':
      if (target)
        await tx.execute(sql`update deals set status = ${step.status},
          funded_date = ${step.status === 'Funded' ? sql`deal_date` : null} where id = ${target}`);
      return;
    case 'move':
      if (target)
        await tx.execute(
          sql`update deals set deal_date = ${addDays(START, step.day)} where id = ${target}`,
        );
      return;
    case 'fiManager':
      if (target)
        await tx.execute(
          sql`update deals set fi_manager_id = ${step.fiManager} where id = ${target}`,
        );
      return;
    case 'amounts':
      if (target)
        await tx.execute(sql`update deals set front_end_gross = ${step.front}, vsc_profit = ${step.vsc}
          where id = ${target}`);
      return;
    case 'delete':
      if (target) await tx.execute(sql`delete from deals where id = ${target}`);
      return;
    case 'deleteDay':
      await tx.execute(sql`delete from deals where deal_date = ${addDays(START, step.day)}`);
      return;
  }
}

describe('daily summaries', () => {
  it('after the demo seed, equal the ones rebuilt from its deals', async () => {
    await inRolledBackTransaction(demo, async (tx) => {
      const { live, rebuilt } = await liveAndRebuilt(tx);
      expect(live[0]!.length).toBeGreaterThan(100);
      expect(live[1]!.length).toBeGreaterThan(12);
      expect(live).toEqual(rebuilt);
    });
  }, 60_000);

  it('after random inserts, changes, unwinds, moves and deletes, equal the ones rebuilt', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (steps) => {
        await inRolledBackTransaction(database, async (tx) => {
          const counter = { next: 0 };
          for (const step of steps) await apply(tx, step, counter);
          const { live, rebuilt } = await liveAndRebuilt(tx);
          expect(live).toEqual(rebuilt);
          // No day or month is kept without a deal.
          expect(live.flat().every((row) => Number(row.deals) > 0)).toBe(true);
        });
      }),
      { numRuns: 40, seed: 20_261_126 },
    );
  }, 240_000);
});

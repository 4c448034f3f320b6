// Over 300 lines: the demo world's generator, one deterministic pass from the store list to every row.
import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DealStatus, DealType, VehicleType } from '@das/shared/deals';
import type { Role } from '@das/shared/roles';
import {
  DEFAULT_FINANCE_PAY_PLAN,
  DEFAULT_MANAGER_PAY_PLANS,
  DEFAULT_SALES_PAY_PLAN,
} from '@das/shared/schemas/pay';
import {
  addDays,
  daysBetween,
  daysInMonth,
  mondayOf,
  monthStartOf,
  shiftMonth,
  todayIn,
} from '@das/shared/periods';
import { hashPassword } from '../../auth/password';
import type { Logger } from '../../lib/logger';
import type { Database } from '../client';
import {
  accounts,
  areas,
  dealerGroups,
  dealerships,
  deals,
  goals,
  payPlans,
  profiles,
  scheduleShifts,
  sales,
  seedRuns,
  users,
} from '../schema';
import {
  BANK_LENDERS,
  CAPTIVE_LENDER,
  DEMO_ACCOUNTS,
  DEMO_AREA,
  DEMO_GROUPS,
  DEMO_PASSWORD,
  DEMO_STORE_ID,
  DEMO_STORES,
  FIRST_NAMES,
  SINGLE_FINANCE_STORE_ID,
  LAST_NAMES,
  MODELS,
  demoEmail,
  type DemoStore,
} from './demo-catalog';
import { Random } from './random';

/**
 * The twelve months before this one and this month so far of a believable
 * area of dealer groups, generated from a fixed seed and anchored on the day the clock
 * reads when it is seeded: the same data on every machine for that day, always
 * ending today. `buildDemoData` is pure; `seedDemoData` writes it once.
 */
export const DEMO_SEED_NAME = 'demo-v2';
const SEED = 46_2026;
/** The demo world's calendar: its stores keep Phoenix or Denver time, and Denver is never behind Phoenix. */
const DEMO_TIME_ZONE = 'America/Phoenix';

/** The history starts on the first of the month twelve months back: twelve whole months and this one so far. */
function historyStart(today: string): string {
  return `${shiftMonth(today.slice(0, 7), -12)}-01`;
}

type UserRow = typeof users.$inferInsert;
type ProfileRow = typeof profiles.$inferInsert;
type SaleRow = typeof sales.$inferInsert;
type DealRow = typeof deals.$inferInsert;
type GoalRow = typeof goals.$inferInsert;
type PayPlanRow = typeof payPlans.$inferInsert;
type ShiftRow = typeof scheduleShifts.$inferInsert;

interface Person {
  id: string;
  role: Role;
  storeId: number;
  /** Salespeople: how much of the floor's traffic they close; F&I: how well they sell products. */
  skill: number;
  /** The last day they worked, for people who have left. */
  leftOn?: string;
}

export interface DemoData {
  users: UserRow[];
  profiles: ProfileRow[];
  sales: SaleRow[];
  deals: DealRow[];
  goals: GoalRow[];
  payPlans: PayPlanRow[];
  shifts: ShiftRow[];
}

// Saturday is a showroom's big day; Sunday many are shut or quiet.
const WEEKDAY_FACTOR = [0.55, 0.85, 0.85, 0.9, 0.95, 1.15, 1.75];
// Tax-refund spring and the December sales event are the peaks; January is the trough.
const MONTH_FACTOR = [0.82, 0.9, 1.08, 1.0, 1.1, 1.02, 1.0, 1.05, 0.95, 0.93, 0.98, 1.17];

function cents(amount: number): string {
  return amount.toFixed(2);
}

class NameBook {
  private used = new Set<string>();
  constructor(private random: Random) {}

  next(): { firstName: string; lastName: string; email: string } {
    for (;;) {
      const firstName = this.random.pick(FIRST_NAMES);
      const lastName = this.random.pick(LAST_NAMES);
      const email = `${firstName}.${lastName}@demo.example.com`.toLowerCase();
      if (this.used.has(email)) continue;
      this.used.add(email);
      return { firstName, lastName, email };
    }
  }
}

interface Staff {
  salespeople: Person[];
  salesManagers: Person[];
  financeManagers: Person[];
}

export function buildDemoData(today: Date): DemoData {
  const random = new Random(SEED);
  const names = new NameBook(random);
  const todayIso = todayIn(DEMO_TIME_ZONE, today);
  const created = new Date(Date.parse(`${addDays(historyStart(todayIso), -30)}T12:00:00Z`));
  const data: DemoData = {
    users: [],
    profiles: [],
    sales: [],
    deals: [],
    goals: [],
    payPlans: [],
    shifts: [],
  };
  const staffByStore = new Map<number, Staff>();

  const addPerson = (
    role: Role,
    store: { storeId: number | null; groupId?: number | null; areaId?: number | null },
    identity: { firstName: string; lastName: string; email: string },
    skill = 1,
  ): Person => {
    const id = random.uuid();
    data.users.push({
      id,
      name: `${identity.firstName} ${identity.lastName}`,
      email: identity.email,
      emailVerified: true,
      isDemo: true,
      createdAt: created,
      updatedAt: created,
    });
    data.profiles.push({
      userId: id,
      role,
      firstName: identity.firstName,
      lastName: identity.lastName,
      dealershipId: store.storeId,
      dealerGroupId: store.groupId ?? null,
      areaId: store.areaId ?? null,
      teamManagerId: null,
      isActive: true,
      createdAt: created,
      updatedAt: created,
    });
    return { id, role, storeId: store.storeId ?? 0, skill };
  };

  // The role accounts first, so their ids do not depend on the staff lists.
  const roleAccount = new Map<Role, Person>();
  const demoStore = DEMO_STORES.find((store) => store.id === DEMO_STORE_ID);
  for (const account of DEMO_ACCOUNTS) {
    const identity = { ...account, email: demoEmail(account.role) };
    const placement =
      account.scope === 'store'
        ? { storeId: DEMO_STORE_ID, groupId: demoStore?.groupId ?? null, areaId: DEMO_AREA.id }
        : account.scope === 'single_finance'
          ? { storeId: DEMO_STORES.find((s) => s.kind === 'single_finance')?.id ?? null }
          : account.scope === 'group'
            ? { storeId: null, groupId: demoStore?.groupId ?? null, areaId: DEMO_AREA.id }
            : account.scope === 'area'
              ? { storeId: null, areaId: DEMO_AREA.id }
              : { storeId: null };
    // A solid mid-pack performer, so the salesperson's dashboard has both wins and a gap to goal.
    roleAccount.set(account.role, addPerson(account.role, placement, identity, 1.05));
  }

  for (const store of DEMO_STORES) {
    const placement = {
      storeId: store.id,
      groupId: store.groupId,
      areaId: store.groupId ? DEMO_AREA.id : null,
    };
    const hire = (role: Role, count: number, skill: () => number, own?: Role): Person[] => {
      const people: Person[] = [];
      const account = store.id === DEMO_STORE_ID && own ? roleAccount.get(own) : undefined;
      if (account) people.push(account);
      while (people.length < count) people.push(addPerson(role, placement, names.next(), skill()));
      return people;
    };
    if (store.kind === 'single_finance') {
      const owner = roleAccount.get('single_finance_manager');
      // The office's own team: people on its deals who never sign in (see modules/team).
      const member = (role: Role, skill: number) => {
        const { firstName, lastName } = names.next();
        return addPerson(
          role,
          placement,
          { firstName, lastName, email: `member-${random.uuid()}@team.invalid` },
          skill,
        );
      };
      staffByStore.set(store.id, {
        salespeople: [0.8, 1.2, 1.0, 0.7].map((skill) => member('salesperson', skill)),
        salesManagers: [member('sales_manager', 1)],
        financeManagers: owner ? [{ ...owner, skill: 1.15 }] : [],
      });
      continue;
    }
    if (store.id !== DEMO_STORE_ID) {
      addPerson('general_manager', placement, names.next());
      addPerson('dealership_admin', placement, names.next());
    }
    const salespeople = hire(
      'salesperson',
      store.salespeople,
      () => 0.55 + random.next() * 1.1,
      'salesperson',
    );
    // Someone always leaves: the last hire stopped selling three months ago.
    const leaver = salespeople[salespeople.length - 1];
    if (leaver && salespeople.length > 4) {
      leaver.leftOn = addDays(todayIso, -random.int(80, 110));
      const profile = data.profiles.find((p) => p.userId === leaver.id);
      if (profile) profile.isActive = false;
    }
    staffByStore.set(store.id, {
      salespeople,
      salesManagers: hire('sales_manager', store.salesManagers, () => 1, 'sales_manager'),
      financeManagers: hire(
        'finance_manager',
        store.financeManagers,
        () => 0.75 + random.next() * 0.5,
        'finance_manager',
      ),
    });
  }

  for (const store of DEMO_STORES) {
    const staff = staffByStore.get(store.id);
    if (!staff) continue;
    // People come from the one stream above, in catalog order; each store's own days come
    // from a stream of its own, so adding or retuning a store leaves the others' history as it was.
    const storeRandom = new Random(SEED + store.id);
    const daysOff = new Set<string>();
    if (store.kind === 'store') {
      assignTeams(staff, data);
      for (const shift of generateSchedule(storeRandom, store.id, staff, todayIso)) {
        data.shifts.push(shift);
        if (shift.shift === 'off') daysOff.add(`${shift.userId}:${shift.day}`);
      }
    }
    generateStoreHistory(storeRandom, store, staff, todayIso, data, daysOff);
  }
  generatePayPlans(random, staffByStore, todayIso, data, roleAccount.get('finance_manager')?.id);
  return data;
}

/** Someone who works that day: not gone, not on a scheduled day off. */
function pickWeighted(
  random: Random,
  people: readonly Person[],
  day: string,
  daysOff: ReadonlySet<string> = new Set(),
): Person | undefined {
  const working = people.filter(
    (person) =>
      (person.leftOn === undefined || person.leftOn >= day) && !daysOff.has(`${person.id}:${day}`),
  );
  return working.length === 0
    ? undefined
    : random.weighted(working.map((p) => [p, p.skill] as const));
}

function vehiclePrice(random: Random, vehicleType: VehicleType): number {
  if (vehicleType === 'New') return random.money(23_500, 64_000);
  if (vehicleType === 'CPO') return random.money(19_000, 46_000);
  return random.money(9_500, 44_000);
}

function frontGross(random: Random, vehicleType: VehicleType, strength: number): number {
  // About one deal in ten is a mini: sold at or near cost to win the customer.
  if (random.chance(0.1)) return 0;
  const mean = strength * (vehicleType === 'New' ? 1_450 : vehicleType === 'CPO' ? 1_900 : 2_150);
  return Math.max(0, Math.round(random.normal(mean, mean * 0.75) * 100) / 100);
}

function pickLender(
  random: Random,
  store: DemoStore,
  vehicleType: VehicleType,
  dealType: DealType,
): string | null {
  if (dealType === 'Cash') return null;
  const captive = CAPTIVE_LENDER[store.brand];
  if (captive && (dealType === 'Lease' || (vehicleType !== 'Used' && random.chance(0.55))))
    return captive;
  return random.weighted(BANK_LENDERS);
}

/** What F&I sells on a deal: `skill` is the manager's and their store's strength together. */
function products(random: Random, skill: number, dealType: DealType) {
  const sell = (rate: number, min: number, max: number) =>
    cents(random.chance(Math.min(0.95, rate * skill)) ? random.money(min, max) : 0);
  return {
    vscProfit: sell(0.42, 650, 2_200),
    gapProfit: dealType === 'Cash' ? '0.00' : sell(0.4, 300, 900),
    ppmProfit: sell(0.27, 220, 700),
    tireWheelProfit: sell(0.21, 280, 900),
    appearanceProfit: sell(0.15, 180, 700),
    theftProfit: sell(0.08, 150, 500),
    keyReplacementProfit: sell(0.12, 120, 450),
    windshieldProfit: sell(0.07, 90, 300),
    otherProfit: sell(0.03, 100, 600),
  };
}

function dealStatus(
  random: Random,
  dealType: DealType,
  dealDate: string,
  today: string,
  fundingDays: number,
) {
  const age = daysBetween(dealDate, today);
  if (age > 3 && random.chance(0.025)) return { status: 'Unwound' as DealStatus, fundedDate: null };
  // Cash is "funded" when the check clears; lenders take a few days to the store's slowest.
  const fundedDate = addDays(
    dealDate,
    dealType === 'Cash' ? random.int(0, 2) : random.int(2, fundingDays),
  );
  // A few deals stick for weeks (a missing stip, a lender's question); within a quarter
  // every one is chased down and funded. The draw stays for every old deal, so the
  // rest of the seed's random sequence does not move.
  const stuck = age > 20 && random.chance(0.012) && age <= 75;
  if (stuck || fundedDate > today) return { status: 'Pending' as DealStatus, fundedDate: null };
  return { status: 'Funded' as DealStatus, fundedDate };
}

function generateStoreHistory(
  random: Random,
  store: DemoStore,
  staff: Staff,
  today: string,
  data: DemoData,
  daysOff: ReadonlySet<string>,
) {
  const first = historyStart(today);
  let dealNumber = 20_000 + store.id * 1_000;
  const brandModels = MODELS[store.brand] ?? [];
  const otherBrands = Object.keys(MODELS).filter((brand) => brand !== store.brand);

  const span = daysBetween(first, today);
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const date = new Date(`${day}T00:00:00Z`);
    const monthEndPush = daysInMonth(day) - date.getUTCDate() < 3 ? 1.3 : 1;
    const partOfDay = day === today ? 0.5 : 1;
    // Around the store's average mid-year, rising or falling with its trend.
    const drift = 1 + store.trend * (daysBetween(first, day) / span - 0.5);
    const lambda =
      ((store.monthlyDeals * 12) / 365) *
      drift *
      (WEEKDAY_FACTOR[date.getUTCDay()] ?? 1) *
      (MONTH_FACTOR[date.getUTCMonth()] ?? 1) *
      monthEndPush *
      partOfDay;
    // Every store has sold a car by the time anyone looks at today's demo.
    const count = Math.max(day === today ? 1 : 0, random.poisson(lambda));
    for (let n = 0; n < count; n++) {
      const vehicleType = random.weighted<VehicleType>([
        ['New', 1 - store.usedShare - 0.07],
        ['Used', store.usedShare],
        ['CPO', 0.07],
      ]);
      const manufacturer =
        vehicleType === 'Used' && random.chance(0.6) ? random.pick(otherBrands) : store.brand;
      const model = random.pick(MODELS[manufacturer] ?? brandModels);
      const dealType = random.weighted<DealType>(
        vehicleType === 'New'
          ? [
              ['Finance', 64],
              ['Lease', 20],
              ['Cash', 16],
            ]
          : [
              ['Finance', 80],
              ['Cash', 20],
            ],
      );
      const salesperson = pickWeighted(random, staff.salespeople, day);
      const split =
        salesperson && random.chance(0.12)
          ? pickWeighted(random, staff.salespeople, day)
          : undefined;
      const fiManager = pickWeighted(random, staff.financeManagers, day);
      const salesManager = pickWeighted(random, staff.salesManagers, day);
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const stockNumber = `${store.brand.charAt(0)}${random.digits(5)}${vehicleType === 'New' ? '' : 'A'}`;
      const { status, fundedDate } = dealStatus(random, dealType, day, today, store.fundingDays);
      const createdAt = new Date(
        `${day}T${String(random.int(16, 23))}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
      );
      const saleId = random.uuid();
      data.sales.push({
        id: saleId,
        dealershipId: store.id,
        saleDate: day,
        customerName: `${firstName} ${lastName}`,
        vehicleModel: `${manufacturer} ${model}`.slice(0, 50),
        vehicleType,
        stockNumber,
        amount: cents(vehiclePrice(random, vehicleType)),
        status: status === 'Unwound' ? 'cancelled' : 'completed',
        salespersonId: salesperson?.id ?? null,
        createdBy: salesperson?.id ?? fiManager?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      const reserve =
        dealType !== 'Cash' && random.chance(Math.min(0.9, 0.58 * store.backEnd))
          ? random.money(150, 1_600)
          : 0;
      data.deals.push({
        id: random.uuid(),
        dealershipId: store.id,
        saleId,
        dealNumber: String(++dealNumber),
        dealDate: day,
        stockNumber,
        vinLast8: random.digits(8),
        customerLastName: lastName,
        dealType,
        vehicleType,
        manufacturer,
        lender: pickLender(random, store, vehicleType, dealType),
        salespersonId: salesperson?.id ?? null,
        secondSalespersonId: split && split.id !== salesperson?.id ? split.id : null,
        salesManagerId: salesManager?.id ?? null,
        fiManagerId: fiManager?.id ?? null,
        frontEndGross: cents(frontGross(random, vehicleType, store.frontEnd)),
        reserve: cents(reserve),
        ...products(random, (fiManager?.skill ?? 1) * store.backEnd, dealType),
        status,
        fundedDate,
        notes:
          status === 'Unwound'
            ? random.pick([
                'Customer returned vehicle',
                'Financing fell through',
                'Spot delivery — lender declined',
              ])
            : null,
        createdBy: fiManager?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    // Cars sold today and yesterday still waiting for the F&I office, and the odd sale that fell apart.
    const waiting = daysBetween(day, today) <= 1 ? random.poisson(2.5) : 0;
    const cancelled = random.chance(0.06) ? 1 : 0;
    for (let n = 0; n < waiting + cancelled; n++) {
      const vehicleType = random.weighted<VehicleType>([
        ['New', 0.55],
        ['Used', 0.45],
      ]);
      const salesperson = pickWeighted(random, staff.salespeople, day, daysOff);
      if (!salesperson) break;
      const createdAt = new Date(`${day}T${String(random.int(16, 23)).padStart(2, '0')}:15:00Z`);
      data.sales.push({
        id: random.uuid(),
        dealershipId: store.id,
        saleDate: day,
        customerName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        vehicleModel: `${store.brand} ${random.pick(brandModels)}`.slice(0, 50),
        vehicleType,
        stockNumber: `${store.brand.charAt(0)}${random.digits(5)}${vehicleType === 'New' ? '' : 'A'}`,
        amount: cents(vehiclePrice(random, vehicleType)),
        status: n < waiting ? 'pending' : 'cancelled',
        salespersonId: salesperson.id,
        createdBy: salesperson.id,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  generateGoals(random, store, staff, today, data);
}

function generateGoals(
  random: Random,
  store: DemoStore,
  staff: Staff,
  today: string,
  data: DemoData,
) {
  const setBy = staff.salesManagers[0]?.id ?? staff.financeManagers[0]?.id ?? null;
  for (
    let month = historyStart(today);
    month <= today;
    month = `${shiftMonth(month.slice(0, 7), 1)}-01`
  ) {
    const season = MONTH_FACTOR[Number(month.slice(5, 7)) - 1] ?? 1;
    const storeUnits = Math.round(store.monthlyDeals * season * 1.05);
    if (store.kind === 'store') {
      data.goals.push({
        id: random.uuid(),
        dealershipId: store.id,
        userId: null,
        month,
        unitTarget: String(storeUnits),
        grossTarget: cents(storeUnits * 4_300),
        setBy,
      });
    }
    const totalSkill = staff.salespeople.reduce((sum, p) => sum + p.skill, 0);
    for (const person of staff.salespeople) {
      if (person.leftOn !== undefined && person.leftOn < month) continue;
      data.goals.push({
        id: random.uuid(),
        dealershipId: store.id,
        userId: person.id,
        month,
        unitTarget: String(
          Math.max(6, Math.round((storeUnits * person.skill * 1.08) / totalSkill)),
        ),
        grossTarget: null,
        setBy,
      });
    }
    for (const person of staff.financeManagers) {
      data.goals.push({
        id: random.uuid(),
        dealershipId: store.id,
        userId: person.id,
        month,
        unitTarget: String(Math.max(20, Math.round(storeUnits / staff.financeManagers.length))),
        grossTarget: null,
        setBy,
      });
    }
  }
}

/**
 * F&I plans for every finance manager from the start of the history; the demo
 * finance manager got a raise four months ago, so past months stay on the old plan.
 */
function generatePayPlans(
  random: Random,
  staffByStore: Map<number, Staff>,
  today: string,
  data: DemoData,
  raisedId: string | undefined,
) {
  const firstMonth = historyStart(today);
  for (const [storeId, staff] of staffByStore) {
    if (storeId !== SINGLE_FINANCE_STORE_ID) {
      for (const person of staff.salespeople) {
        const plan = {
          ...DEFAULT_SALES_PAY_PLAN,
          flatPerUnit: random.pick([150, 200, 250]),
          frontPercent: random.pick([20, 25, 30]),
        };
        data.payPlans.push({
          userId: person.id,
          dealershipId: storeId,
          kind: 'salesperson',
          effectiveFrom: firstMonth,
          plan,
        });
      }
      for (const person of staff.salesManagers) {
        const plan = DEFAULT_MANAGER_PAY_PLANS.sales_manager;
        data.payPlans.push({
          userId: person.id,
          dealershipId: storeId,
          kind: 'manager',
          effectiveFrom: firstMonth,
          plan,
        });
      }
    }
    for (const person of staff.financeManagers) {
      const plan = {
        ...DEFAULT_FINANCE_PAY_PLAN,
        baseMonthly: storeId === SINGLE_FINANCE_STORE_ID ? 500 : random.pick([1000, 1500, 2000]),
        backEndPercent: storeId === SINGLE_FINANCE_STORE_ID ? 25 : random.pick([18, 20, 22]),
      };
      data.payPlans.push({
        userId: person.id,
        dealershipId: storeId,
        kind: 'finance',
        effectiveFrom: firstMonth,
        plan,
      });
      if (person.id === raisedId) {
        const raise = monthStartOf(addDays(today, -120));
        data.payPlans.push({
          userId: person.id,
          dealershipId: storeId,
          kind: 'finance',
          effectiveFrom: raise,
          plan: { ...plan, backEndPercent: plan.backEndPercent + 3 },
        });
      }
    }
  }
  // General managers are paid on the whole store.
  for (const profile of data.profiles) {
    if (profile.role !== 'general_manager' || !profile.dealershipId) continue;
    data.payPlans.push({
      userId: profile.userId,
      dealershipId: profile.dealershipId,
      kind: 'manager',
      effectiveFrom: firstMonth,
      plan: DEFAULT_MANAGER_PAY_PLANS.general_manager,
    });
  }
}

/** Salespeople split between the store's sales managers, in turn. */
function assignTeams(staff: Staff, data: DemoData) {
  staff.salespeople.forEach((person, index) => {
    const manager = staff.salesManagers[index % Math.max(1, staff.salesManagers.length)];
    const profile = data.profiles.find((p) => p.userId === person.id);
    if (profile && manager) profile.teamManagerId = manager.id;
  });
}

const WORKING_SHIFTS = ['opening', 'mid', 'closing'] as const;

/**
 * Six weeks back and two ahead: five days a week each, two days off that move
 * from person to person, Saturdays on the weekend shift.
 */
function generateSchedule(
  random: Random,
  storeId: number,
  staff: Staff,
  today: string,
): ShiftRow[] {
  const rows: ShiftRow[] = [];
  const firstMonday = addDays(mondayOf(today), -42);
  const people = [...staff.salespeople, ...staff.salesManagers, ...staff.financeManagers];
  people.forEach((person, index) => {
    for (let week = 0; week < 8; week++) {
      const monday = addDays(firstMonday, week * 7);
      // Weekdays 0..6 from Monday; each person has two days off, never both on Saturday's rush.
      const firstOff = (index + week) % 5;
      const secondOff = random.chance(0.5) ? 6 : (firstOff + 2) % 5;
      for (let offset = 0; offset < 7; offset++) {
        const day = addDays(monday, offset);
        if (person.leftOn !== undefined && person.leftOn < day) continue;
        const off = offset === firstOff || offset === secondOff;
        const shift = off
          ? 'off'
          : offset === 5
            ? 'weekend'
            : WORKING_SHIFTS[(index + offset + week) % 3];
        rows.push({ dealershipId: storeId, userId: person.id, day, shift: shift ?? 'mid' });
      }
    }
  });
  return rows;
}

/**
 * Many rows in one plain INSERT ... SELECT from a JSON array: one parameter instead of one per
 * value, about twice as fast as VALUES lists on PGlite, and every trigger fires as on any insert.
 * A key missing from a row is null there, not the column's default: rows carry every key.
 */
async function insertMany<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  const casing = new CasingCache('snake_case');
  const columnsByKey: Record<string, Column> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => {
    const column = columnsByKey[key];
    if (!column) throw new Error(`${key} is not a column of ${getTableName(table)}`);
    return casing.getColumnCasing(column);
  });
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  // Chunks keep each JSON text to a few megabytes.
  const size = 5_000;
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows
        .slice(i, i + size)
        .map((row: Record<string, unknown>) =>
          Object.fromEntries(names.map((name, n) => [name, row[keys[n] ?? ''] ?? null])),
        ),
    );
    await db.execute(
      sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

/** Writes the demo world once; a restart, or a second server, finds it there and does nothing. */
export async function seedDemoData(
  db: Database,
  { today, logger }: { today: Date; logger: Logger },
) {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    // Serializes seeding between app servers sharing one PostgreSQL (a no-op wait on PGlite).
    await tx.execute(sql`select pg_advisory_xact_lock(46)`);
    const [done] = await tx
      .select()
      .from(seedRuns)
      .where(sql`${seedRuns.name} like 'demo-v%'`);
    if (done) {
      // An older world is kept as it is (people may have worked in it); a new data folder gets this one.
      if (done.name !== DEMO_SEED_NAME)
        logger.warn('demo data of an older seed kept', {
          kept: done.name,
          current: DEMO_SEED_NAME,
        });
      return undefined;
    }
    // Argon2 hashes on a worker thread while the world is generated on this one.
    const hashing = hashPassword(DEMO_PASSWORD);
    const data = buildDemoData(today);
    const passwordHash = await hashing;
    await tx.insert(areas).values({ ...DEMO_AREA, isDemo: true });
    await tx.insert(dealerGroups).values(DEMO_GROUPS.map((group) => ({ ...group, isDemo: true })));
    await tx.insert(dealerships).values(
      DEMO_STORES.map((store) => ({
        id: store.id,
        dealerGroupId: store.groupId,
        kind: store.kind,
        name: store.name,
        city: store.city,
        state: store.state,
        timeZone: store.timeZone,
        brands: [store.brand],
        isDemo: true,
      })),
    );
    // Explicit ids above; the next real sign-up must not collide with them.
    for (const table of ['areas', 'dealer_groups', 'dealerships']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    await insertMany(tx, users, data.users);
    await insertMany(tx, profiles, data.profiles);
    await insertMany(
      tx,
      accounts,
      data.users
        .filter((user) => !user.email.endsWith('@team.invalid'))
        .map((user) => ({
          accountId: user.id as string,
          providerId: 'credential',
          userId: user.id as string,
          password: passwordHash,
        })),
    );
    await insertMany(tx, sales, data.sales);
    await insertMany(tx, deals, data.deals);
    await insertMany(tx, goals, data.goals);
    await insertMany(tx, payPlans, data.payPlans);
    await insertMany(tx, scheduleShifts, data.shifts);
    await tx
      .insert(seedRuns)
      .values({ name: DEMO_SEED_NAME, anchorDate: todayIn(DEMO_TIME_ZONE, today) });
    return {
      users: data.users.length,
      sales: data.sales.length,
      deals: data.deals.length,
      goals: data.goals.length,
    };
  });
  if (result)
    logger.info('demo data seeded', { ...result, ms: Math.round(performance.now() - started) });
  return result;
}

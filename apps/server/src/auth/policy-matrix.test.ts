import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '@das/shared/deals';
import { ROLES, ROLE_RANK, STORE_ROLES, type Role } from '@das/shared/roles';
import {
  DEFAULT_FINANCE_PAY_PLAN,
  DEFAULT_MANAGER_PAY_PLANS,
  DEFAULT_SALES_PAY_PLAN,
} from '@das/shared/schemas/pay';
import { mondayOf } from '@das/shared/periods';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import {
  accounts,
  areas,
  chargebacks,
  dealerGroups,
  dealerships,
  deals,
  profiles,
  sales,
  subscriptions,
  users,
} from '../db/schema';
import { hashPassword } from './password';

/**
 * The policy of ADR 008 proved on the API, every cell: each of the 13 roles
 * acts on a person of each store role, in its own store and in a store of
 * another group and area, and on each store-scoped action. The expected answer
 * is the rule written out here in the issue's words, not read from the policy
 * module, so a broken rule on either side turns a cell red.
 */

const PASSWORD = 'MatrixPass123';
const HOME = 1;
const OTHER = 2;
const STORE_MANAGERS: Role[] = [
  'sales_manager',
  'general_manager',
  'finance_director',
  'dealership_admin',
  'single_dealer_admin',
];
const PLATFORM: Role[] = ['admin', 'master_admin'];
/** The store's admins and the group admin above them (SPEC.md §6 "/dashboard/admin"). */
const STORE_ADMINS: Role[] = ['dealership_admin', 'single_dealer_admin', 'dealer_group_admin'];
/** Who hands out a store's showroom-board links: its admins and floor managers (ADR 028). */
const BOARD_LINK_MANAGERS: Role[] = [
  'sales_manager',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
];
/** Those above the store, who read its boards and change nothing (ADR 019). */
const ABOVE_STORE: Role[] = ['dealer_group_admin', 'area_vice_president'];

let t: TestApp;
const actors = new Map<Role, { client: TestClient; id: string }>();
/** targets[store][role]: a person of that role in that store. */
const targets: Record<number, Partial<Record<Role, string>>> = { [HOME]: {}, [OTHER]: {} };

async function addPerson(role: Role, store: number | null): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@matrix.example.com`;
  const db = t.database.db;
  await db.insert(users).values({ id, name: `${role} person`, email, emailVerified: true });
  await db.insert(profiles).values({
    userId: id,
    role,
    firstName: role,
    lastName: 'Person',
    dealershipId: store,
    dealerGroupId: role === 'dealer_group_admin' ? HOME : null,
    areaId: role === 'area_vice_president' ? HOME : null,
  });
  return { id, email };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Two stores that share nothing: another store, group and area.
  for (const id of [HOME, OTHER]) {
    await db.insert(areas).values({ id, name: `Area ${id}` });
    await db.insert(dealerGroups).values({ id, areaId: id, name: `Group ${id}` });
    await db
      .insert(dealerships)
      .values({ id, dealerGroupId: id, name: `Store ${id}`, timeZone: 'America/Chicago' });
  }
  const hash = await hashPassword(PASSWORD);
  for (const role of ROLES) {
    const store = STORE_ROLES.includes(role) ? HOME : null;
    const { id, email } = await addPerson(role, store);
    await db
      .insert(accounts)
      .values({ accountId: id, providerId: 'credential', userId: id, password: hash });
    const client = t.client();
    await client.signIn(email, PASSWORD);
    actors.set(role, { client, id });
  }
  for (const store of [HOME, OTHER]) {
    for (const role of STORE_ROLES) targets[store]![role] = (await addPerson(role, store)).id;
  }
}, 120_000);
afterAll(() => t.close());

const reachesOther = (actor: Role) => PLATFORM.includes(actor);
const outranks = (actor: Role, target: Role) => ROLE_RANK[actor] > ROLE_RANK[target];
const payKind = (role: Role) =>
  role === 'finance_manager' || role === 'single_finance_manager'
    ? 'finance'
    : role === 'salesperson'
      ? 'salesperson'
      : role === 'sales_manager' || role === 'general_manager'
        ? 'manager'
        : undefined;

/** Deactivating, reactivating and moving between teams: the store's managers, on people below them. */
function expectedStaffChange(actor: Role, target: Role, store: number): number {
  const manager = STORE_MANAGERS.includes(actor) || PLATFORM.includes(actor);
  if (!manager) return 403;
  if (store === OTHER && !reachesOther(actor)) return 403;
  return outranks(actor, target) ? 200 : 403;
}

/**
 * Setting a pay plan: a finance director sets the F&I team's, a sales manager
 * the salespeople's, the GM and above everyone's below them; a single finance
 * manager only their own. Someone out of reach is not found.
 */
function expectedPayPlan(actor: Role, target: Role, store: number): number {
  const setter =
    STORE_MANAGERS.includes(actor) ||
    PLATFORM.includes(actor) ||
    actor === 'single_finance_manager';
  if (!setter) return 403;
  if (store === OTHER && !reachesOther(actor)) return 404;
  const kind = payKind(target);
  if (actor === 'single_finance_manager' || kind === undefined) return 403;
  if (actor === 'finance_director' && kind !== 'finance') return 403;
  if (actor === 'sales_manager' && kind !== 'salesperson') return 403;
  return outranks(actor, target) ? 200 : 403;
}

/**
 * Reading someone else's pay statement: whoever sets their plan may read it
 * (everyone reads their own); nobody reads the pay of an equal or higher rank.
 */
function expectedStatement(actor: Role, target: Role, store: number): number {
  const reader = STORE_MANAGERS.includes(actor) || PLATFORM.includes(actor);
  if (!reader) return 403;
  if (store === OTHER && !reachesOther(actor)) return 404;
  const kind = payKind(target);
  if (kind === undefined) return 403;
  if (actor === 'finance_director' && kind !== 'finance') return 403;
  if (actor === 'sales_manager' && kind !== 'salesperson') return 403;
  return outranks(actor, target) ? 200 : 403;
}

function planFor(role: Role) {
  const kind = payKind(role) ?? 'finance';
  const plan =
    kind === 'finance'
      ? DEFAULT_FINANCE_PAY_PLAN
      : kind === 'salesperson'
        ? DEFAULT_SALES_PAY_PLAN
        : DEFAULT_MANAGER_PAY_PLANS.sales_manager;
  return { kind, plan, effectiveFrom: `${t.today('America/Chicago').slice(0, 7)}-01` };
}

const cells = ROLES.flatMap((actor) =>
  STORE_ROLES.flatMap((target) => [HOME, OTHER].map((store) => ({ actor, target, store }))),
);
const label = ({ actor, target, store }: (typeof cells)[number]) =>
  `${actor} → ${target} (${store === HOME ? 'own' : 'other'} store)`;

describe('policy matrix on the API: actions on a person', () => {
  it(`deactivating/reactivating: ${cells.length} cells`, async () => {
    const wrong: string[] = [];
    for (const cell of cells) {
      const { client } = actors.get(cell.actor)!;
      const response = await client.request(
        `/api/dealerships/${cell.store}/staff/${targets[cell.store]![cell.target]}`,
        { method: 'PATCH', body: { isActive: true } },
      );
      const expected = expectedStaffChange(cell.actor, cell.target, cell.store);
      if (response.status !== expected)
        wrong.push(`${label(cell)}: ${response.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`moving between teams: ${cells.length} cells`, async () => {
    const wrong: string[] = [];
    for (const cell of cells) {
      const { client } = actors.get(cell.actor)!;
      const response = await client.request(
        `/api/dealerships/${cell.store}/staff/${targets[cell.store]![cell.target]}`,
        { method: 'PATCH', body: { teamManagerId: null } },
      );
      const expected = expectedStaffChange(cell.actor, cell.target, cell.store);
      if (response.status !== expected)
        wrong.push(`${label(cell)}: ${response.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`setting a pay plan: ${cells.length} cells`, async () => {
    const wrong: string[] = [];
    for (const cell of cells) {
      const { client } = actors.get(cell.actor)!;
      const response = await client.request(`/api/pay-plans/${targets[cell.store]![cell.target]}`, {
        method: 'PUT',
        body: planFor(cell.target),
      });
      const expected = expectedPayPlan(cell.actor, cell.target, cell.store);
      if (response.status !== expected)
        wrong.push(`${label(cell)}: ${response.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`reading a pay statement: ${cells.length} cells`, async () => {
    const wrong: string[] = [];
    for (const cell of cells) {
      const { client } = actors.get(cell.actor)!;
      const response = await client.request(
        `/api/pay/statement?user_id=${targets[cell.store]![cell.target]}`,
      );
      const expected = expectedStatement(cell.actor, cell.target, cell.store);
      if (response.status !== expected)
        wrong.push(`${label(cell)}: ${response.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('nobody switches themselves off or sets their own pay, but a single finance manager sets theirs', async () => {
    for (const role of STORE_ROLES) {
      const { client, id } = actors.get(role)!;
      const off = await client.request(`/api/dealerships/${HOME}/staff/${id}`, {
        method: 'PATCH',
        body: { isActive: false },
      });
      expect(off.status, role).toBe(STORE_MANAGERS.includes(role) ? 400 : 403);
      const pay = await client.request(`/api/pay-plans/${id}`, {
        method: 'PUT',
        body: planFor(role),
      });
      expect(pay.status, role).toBe(role === 'single_finance_manager' ? 200 : 403);
    }
  });
});

describe('policy matrix on the API: actions in a store', () => {
  const monthOf = () => t.today('America/Chicago').slice(0, 7);
  const storeActions: {
    action: string;
    /** Roles admitted besides platform staff; undefined is every role. */
    roles?: Role[];
    request: (store: number) => [string, { method?: string; body?: unknown }];
    /** The answer of an admitted role; 200 unless told. */
    ok?: number;
  }[] = [
    { action: 'read deals', request: (s) => [`/api/deals?dealership_id=${s}`, {}] },
    {
      action: 'read reports',
      roles: STORE_MANAGERS,
      request: (s) => [`/api/reports/sales?dealership_id=${s}`, {}],
    },
    {
      action: 'read pay plans',
      roles: [...STORE_MANAGERS, 'single_finance_manager'],
      request: (s) => [`/api/pay-plans?dealership_id=${s}&kind=finance`, {}],
    },
    {
      action: "read the sales manager's board",
      roles: [...STORE_MANAGERS, ...ABOVE_STORE],
      request: (s) => [`/api/sales-floor/sales-manager?dealership_id=${s}`, {}],
    },
    {
      action: "read the GM's board",
      roles: ['general_manager', 'dealership_admin', 'single_dealer_admin', ...ABOVE_STORE],
      request: (s) => [`/api/sales-floor/gm?dealership_id=${s}`, {}],
    },
    {
      action: "read everyone's goals and figures",
      roles: STORE_MANAGERS,
      request: (s) => [`/api/goals?dealership_id=${s}`, {}],
    },
    {
      action: "read the store's F&I figures",
      roles: [...STORE_MANAGERS, 'finance_manager', 'single_finance_manager', ...ABOVE_STORE],
      request: (s) => [`/api/finance/dashboard?dealership_id=${s}&scope=store`, {}],
    },
    // Issue 14: what the store's F&I office waits on, read as its F&I figures are.
    {
      action: "read the store's contracts in transit",
      roles: [...STORE_MANAGERS, 'finance_manager', 'single_finance_manager', ...ABOVE_STORE],
      request: (s) => [`/api/finance/contracts-in-transit?dealership_id=${s}`, {}],
    },
    {
      action: "export the store's contracts in transit",
      roles: [...STORE_MANAGERS, 'finance_manager', 'single_finance_manager', ...ABOVE_STORE],
      request: (s) => [`/api/finance/contracts-in-transit/export?dealership_id=${s}`, {}],
    },
    {
      action: 'set goals',
      roles: STORE_MANAGERS,
      request: (s) => [
        '/api/goals',
        {
          method: 'PUT',
          body: { dealership_id: s, month: monthOf(), goals: [{ userId: null, unitTarget: 10 }] },
        },
      ],
    },
    {
      action: 'edit the schedule',
      roles: STORE_MANAGERS,
      request: (s) => [
        '/api/schedule/copy-week',
        {
          method: 'POST',
          body: { dealership_id: s, week: mondayOf(t.today('America/Chicago')) },
        },
      ],
    },
    // Issue 12, the dealership admin's home and store settings.
    {
      action: "read the store admin's home",
      roles: STORE_ADMINS,
      request: (s) => [`/api/store-admin/home?dealership_id=${s}`, {}],
    },
    {
      action: "read the store's settings",
      roles: STORE_ADMINS,
      request: (s) => [`/api/store-admin/settings?dealership_id=${s}`, {}],
    },
    {
      action: "change the store's settings",
      roles: STORE_ADMINS,
      request: (s) => [
        '/api/store-admin/settings',
        {
          method: 'PUT',
          body: {
            dealership_id: s,
            name: `Store ${s}`,
            street: null,
            city: null,
            state: null,
            postalCode: null,
            timeZone: 'America/Chicago',
            products: PRODUCTS.map((product) => ({ product, offered: true, target: null })),
            lenders: ['Ally Financial'],
            miniThreshold: 0,
            transitAlertDays: 10,
            smallSampleDeals: 10,
          },
        },
      ],
    },
    // Issue 14, the showroom board's links (ADR 028).
    {
      action: "list the store's showroom-board links",
      roles: BOARD_LINK_MANAGERS,
      request: (s) => [`/api/dealerships/${s}/board-links`, {}],
    },
    {
      action: 'hand out a showroom-board link',
      roles: BOARD_LINK_MANAGERS,
      request: (s) => [
        `/api/dealerships/${s}/board-links`,
        { method: 'POST', body: { label: 'TV' } },
      ],
      ok: 201,
    },
    {
      action: 'choose whether the showroom board shows gross',
      roles: BOARD_LINK_MANAGERS,
      request: (s) => [
        `/api/dealerships/${s}/board-settings`,
        { method: 'PUT', body: { showGross: false } },
      ],
    },
  ];

  for (const { action, roles, request, ok = 200 } of storeActions) {
    it(`${action}: every role, own store and another`, async () => {
      const wrong: string[] = [];
      for (const actor of ROLES) {
        for (const store of [HOME, OTHER]) {
          const admitted = roles === undefined || roles.includes(actor) || PLATFORM.includes(actor);
          // Above-store roles reach the home store through its group or area.
          const reached = store === HOME || reachesOther(actor);
          const expected = admitted && reached ? ok : 403;
          const [path, options] = request(store);
          const response = await actors.get(actor)!.client.request(path, options);
          if (response.status !== expected)
            wrong.push(`${actor} at store ${store}: ${response.status}≠${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("the showroom board: revoking a link is its managers'; no person's session reads the board", async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      for (const store of [HOME, OTHER]) {
        const admitted = BOARD_LINK_MANAGERS.includes(actor) || PLATFORM.includes(actor);
        const reached = store === HOME || reachesOther(actor);
        // No link by a made-up id: an admitted role in reach hears 404, anyone else 403.
        const revoke = await client.request(
          `/api/dealerships/${store}/board-links/${randomUUID()}`,
          { method: 'DELETE' },
        );
        if (revoke.status !== (admitted && reached ? 404 : 403))
          wrong.push(`${actor} revoking at store ${store}: ${revoke.status}`);
        for (const path of [`/api/board/${store}`, `/api/board/${store}/events`]) {
          const read = await client.request(path);
          if (read.status !== 401) wrong.push(`${actor} ${path}: ${read.status}≠401`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writing deals and sales: roles never admitted are refused before their request is read', async () => {
    const dealEditors: Role[] = [
      'finance_manager',
      'single_finance_manager',
      'finance_director',
      'sales_manager',
      'general_manager',
      'dealership_admin',
      'single_dealer_admin',
    ];
    const saleWriters: Role[] = [
      'salesperson',
      'sales_manager',
      'general_manager',
      'finance_manager',
      'finance_director',
      'dealership_admin',
      'single_dealer_admin',
    ];
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      const checks: [string, string, Role[]][] = [
        ['/api/deals', 'POST', dealEditors],
        [`/api/deals/${randomUUID()}`, 'PATCH', dealEditors],
        [`/api/deals/${randomUUID()}/status`, 'POST', dealEditors],
        ['/api/sales', 'POST', saleWriters],
      ];
      for (const [path, method, writers] of checks) {
        // An empty body: an admitted role hears it is invalid (400), anyone else 403.
        const expected = writers.includes(actor) || PLATFORM.includes(actor) ? 400 : 403;
        const response = await client.request(path, { method, body: {} });
        if (response.status !== expected)
          wrong.push(`${actor} ${method} ${path}: ${response.status}≠${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: correcting a pending sale', () => {
  async function pendingSale(store: number, salespersonId: string): Promise<string> {
    const [row] = await t.database.db
      .insert(sales)
      .values({
        dealershipId: store,
        saleDate: t.today('America/Chicago'),
        amount: '25000.00',
        status: 'pending',
        salespersonId,
        createdBy: salespersonId,
      })
      .returning({ id: sales.id });
    return row!.id;
  }

  /**
   * A salesperson corrects only their own pending sale (another's is not even
   * seen), the store's managers any of their store, platform staff any; every
   * other role is refused at the route, and another store's sale is not found.
   */
  function expected(actor: Role, store: number, own: boolean): number {
    const admitted =
      actor === 'salesperson' || STORE_MANAGERS.includes(actor) || PLATFORM.includes(actor);
    if (!admitted) return 403;
    if (store === OTHER && !reachesOther(actor)) return 404;
    if (actor === 'salesperson' && !own) return 404;
    return 200;
  }

  it("every role, a colleague's sale in its own store and another, and a salesperson's own", async () => {
    const colleague = {
      [HOME]: await pendingSale(HOME, targets[HOME]!.salesperson!),
      [OTHER]: await pendingSale(OTHER, targets[OTHER]!.salesperson!),
    };
    const mine = await pendingSale(HOME, actors.get('salesperson')!.id);
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      const cases: [string, number, boolean][] = [
        [colleague[HOME], HOME, false],
        [colleague[OTHER], OTHER, false],
        ...(actor === 'salesperson' ? [[mine, HOME, true] as [string, number, boolean]] : []),
      ];
      for (const [id, store, own] of cases) {
        const response = await client.request(`/api/sales/${id}`, {
          method: 'PATCH',
          body: { customer_name: `Corrected by ${actor}` },
        });
        const want = expected(actor, store, own);
        if (response.status !== want)
          wrong.push(`${actor} store ${store}${own ? ' own' : ''}: ${response.status}≠${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("policy matrix on the API: a deal's chargebacks (issue 15, ADR 031)", () => {
  async function soldDeal(store: number): Promise<string> {
    const [row] = await t.database.db
      .insert(deals)
      .values({
        dealershipId: store,
        dealNumber: `CB-${randomUUID().slice(0, 8)}`,
        dealDate: t.today('America/Chicago'),
        stockNumber: 'CB1',
        vinLast8: '12345678',
        customerLastName: 'Matrix',
        dealType: 'Cash',
        vehicleType: 'Used',
        frontEndGross: '1000.00',
        vscProfit: '500.00',
        status: 'Funded',
        fundedDate: t.today('America/Chicago'),
      })
      .returning({ id: deals.id });
    return row!.id;
  }

  async function chargeback(dealId: string, store: number): Promise<string> {
    const [row] = await t.database.db
      .insert(chargebacks)
      .values({
        dealershipId: store,
        dealId,
        product: 'vsc',
        amount: '100.00',
        chargebackDate: t.today('America/Chicago'),
      })
      .returning({ id: chargebacks.id });
    return row!.id;
  }

  /** Who records and removes them: the F&I office and the store's admins (platform staff too). */
  const RECORDERS: Role[] = [
    'finance_manager',
    'single_finance_manager',
    'finance_director',
    'dealership_admin',
    'single_dealer_admin',
  ];

  it('every role lists, records and removes them on a deal of its own store and of another', async () => {
    const dealOf: Record<number, string> = {
      [HOME]: await soldDeal(HOME),
      [OTHER]: await soldDeal(OTHER),
    };
    const wrong: string[] = [];
    const check = (what: string, status: number, want: number) => {
      if (status !== want) wrong.push(`${what}: ${status}≠${want}`);
    };
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      for (const store of [HOME, OTHER]) {
        const dealId = dealOf[store]!;
        const reached = store === HOME || reachesOther(actor);
        // Reading: whoever sees the deal; a salesperson only the deals they sold.
        const seen = reached && actor !== 'salesperson';
        const list = await client.request(`/api/deals/${dealId}/chargebacks`);
        check(`${actor} listing at store ${store}`, list.status, seen ? 200 : 404);

        const admitted = RECORDERS.includes(actor) || PLATFORM.includes(actor);
        const created = await client.request(`/api/deals/${dealId}/chargebacks`, {
          method: 'POST',
          body: { product: 'vsc', amount: 100 },
        });
        check(
          `${actor} recording at store ${store}`,
          created.status,
          !admitted ? 403 : reached ? 201 : 404,
        );
        const id =
          created.status === 201
            ? ((await created.json()) as { id: string }).id
            : await chargeback(dealId, store);
        const removed = await client.request(`/api/deals/${dealId}/chargebacks/${id}`, {
          method: 'DELETE',
        });
        check(
          `${actor} removing at store ${store}`,
          removed.status,
          !admitted ? 403 : reached ? 204 : 404,
        );
        if (removed.status !== 204) {
          await t.database.db.delete(chargebacks).where(eq(chargebacks.id, id));
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: above the store (issue 12)', () => {
  /**
   * A group's rollup: its admin and its area's vice president; an area's: its
   * vice president; a store's overview: its general manager and admins and
   * those above it. A group or area out of reach is not found (its id reveals
   * nothing); a store out of reach is 403, as on every store-scoped route.
   */
  const cases: { what: string; roles: Role[]; path: (id: number) => string; away: number }[] = [
    {
      what: "a group's rollup",
      roles: ['dealer_group_admin', 'area_vice_president'],
      path: (id) => `/api/groups/${id}/rollup`,
      away: 404,
    },
    {
      what: "an area's rollup",
      roles: ['area_vice_president'],
      path: (id) => `/api/areas/${id}/rollup`,
      away: 404,
    },
    {
      what: "a store's overview",
      roles: [
        'general_manager',
        'dealership_admin',
        'single_dealer_admin',
        'dealer_group_admin',
        'area_vice_president',
      ],
      path: (id) => `/api/dealerships/${id}/overview`,
      away: 403,
    },
  ];

  for (const { what, roles, path, away } of cases) {
    it(`${what}: every role, its own and another's`, async () => {
      const wrong: string[] = [];
      for (const actor of ROLES) {
        for (const id of [HOME, OTHER]) {
          const admitted = roles.includes(actor) || PLATFORM.includes(actor);
          const expected = !admitted ? 403 : id === HOME || reachesOther(actor) ? 200 : away;
          const response = await actors.get(actor)!.client.request(path(id));
          if (response.status !== expected)
            wrong.push(`${actor} at ${id}: ${response.status}≠${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('policy matrix on the API: the People screen', () => {
  const PEOPLE_ADMINS: Role[] = [
    'dealership_admin',
    'single_dealer_admin',
    'dealer_group_admin',
    'area_vice_president',
  ];
  /**
   * Adding people, changing roles and invitations: the store's admins and those
   * above the store, on ranks below their own; a store out of reach in the path is refused.
   */
  function expectedPeopleAction(actor: Role, target: Role, store: number, ok: number): number {
    if (!PEOPLE_ADMINS.includes(actor) && !PLATFORM.includes(actor)) return 403;
    if (store === OTHER && !reachesOther(actor)) return 403;
    return outranks(actor, target) ? ok : 403;
  }

  const actions: {
    name: string;
    ok: number;
    request: (cell: (typeof cells)[number]) => [string, { method: string; body?: unknown }];
  }[] = [
    {
      name: 'inviting a person of the role',
      ok: 201,
      request: ({ actor, target, store }) => [
        `/api/dealerships/${store}/people`,
        {
          method: 'POST',
          body: {
            firstName: 'Invited',
            lastName: 'Person',
            email: `${actor}-${target}-${store}-${randomUUID().slice(0, 8)}@invite.example.com`,
            role: target,
          },
        },
      ],
    },
    {
      name: 'changing a role',
      ok: 200,
      request: ({ target, store }) => [
        `/api/dealerships/${store}/staff/${targets[store]![target]}`,
        { method: 'PATCH', body: { role: target } },
      ],
    },
    {
      name: 'resending an invitation',
      ok: 200,
      request: ({ target, store }) => [
        `/api/dealerships/${store}/people/${targets[store]![target]}/invitation`,
        { method: 'POST' },
      ],
    },
    {
      name: 'revoking an invitation',
      ok: 200,
      request: ({ target, store }) => [
        `/api/dealerships/${store}/people/${targets[store]![target]}/invitation`,
        { method: 'DELETE' },
      ],
    },
    {
      // The targets have no password yet: an allowed caller hears so (409).
      name: 'sending a password reset',
      ok: 409,
      request: ({ target, store }) => [
        `/api/dealerships/${store}/people/${targets[store]![target]}/password-reset`,
        { method: 'POST' },
      ],
    },
  ];

  for (const { name, ok, request } of actions) {
    it(`${name}: ${cells.length} cells`, async () => {
      const wrong: string[] = [];
      for (const cell of cells) {
        const [path, options] = request(cell);
        const response = await actors.get(cell.actor)!.client.request(path, options);
        const expected = expectedPeopleAction(cell.actor, cell.target, cell.store, ok);
        if (response.status !== expected)
          wrong.push(`${label(cell)}: ${response.status}≠${expected}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("listing a store's people: every role, own store and another", async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const store of [HOME, OTHER]) {
        const admitted = PEOPLE_ADMINS.includes(actor) || PLATFORM.includes(actor);
        const expected = admitted && (store === HOME || reachesOther(actor)) ? 200 : 403;
        const response = await actors
          .get(actor)!
          .client.request(`/api/dealerships/${store}/people`);
        if (response.status !== expected)
          wrong.push(`${actor} at store ${store}: ${response.status}≠${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: reading a store from above (ADR 019)', () => {
  const reads = [
    '/api/sales-floor/gm',
    '/api/sales-floor/sales-manager',
    '/api/finance/dashboard?scope=store',
    '/api/deals',
  ];
  const on = (path: string, store: number) =>
    `${path}${path.includes('?') ? '&' : '?'}dealership_id=${store}`;

  it("the group admin and the area VP read their store's boards and deal log, never another's", async () => {
    const wrong: string[] = [];
    for (const actor of ABOVE_STORE) {
      for (const store of [HOME, OTHER]) {
        for (const path of reads) {
          const response = await actors.get(actor)!.client.request(on(path, store));
          const expected = store === HOME ? 200 : 403;
          if (response.status !== expected)
            wrong.push(`${actor} ${on(path, store)}: ${response.status}≠${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('and change nothing in it: deals, statuses, sales and goals refuse them', async () => {
    const month = t.today('America/Chicago').slice(0, 7);
    const writes: [string, string, unknown][] = [
      ['/api/deals', 'POST', { dealership_id: HOME }],
      [`/api/deals/${randomUUID()}/status`, 'POST', { status: 'Funded' }],
      ['/api/sales', 'POST', { dealership_id: HOME }],
      [
        '/api/goals',
        'PUT',
        { dealership_id: HOME, month, goals: [{ userId: null, unitTarget: 10 }] },
      ],
    ];
    const wrong: string[] = [];
    for (const actor of ABOVE_STORE) {
      for (const [path, method, body] of writes) {
        const response = await actors.get(actor)!.client.request(path, { method, body });
        if (response.status !== 403) wrong.push(`${actor} ${method} ${path}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: group settings (issue 12)', () => {
  beforeAll(async () => {
    // The fixture stores took their ids by hand; new stores are numbered after them.
    await t.database.db.execute(
      sql`select setval(pg_get_serial_sequence('dealerships', 'id'), 1000)`,
    );
  });

  /**
   * A group's settings: its admin and platform staff write, its area's vice
   * president only reads; a group out of reach is not found (its id reveals nothing).
   */
  const GROUP_WRITERS: Role[] = ['dealer_group_admin'];
  const cases: {
    what: string;
    roles: Role[];
    ok: number;
    request: (id: number) => [string, { method?: string; body?: unknown }];
  }[] = [
    {
      what: "reading a group's settings",
      roles: ['dealer_group_admin', 'area_vice_president'],
      ok: 200,
      request: (id) => [`/api/groups/${id}/settings`, {}],
    },
    {
      what: 'renaming the group',
      roles: GROUP_WRITERS,
      ok: 200,
      request: (id) => [`/api/groups/${id}/name`, { method: 'PUT', body: { name: `Group ${id}` } }],
    },
    {
      what: "renaming one of the group's stores",
      roles: GROUP_WRITERS,
      ok: 200,
      request: (id) => [
        `/api/groups/${id}/stores/${id}/name`,
        { method: 'PUT', body: { name: `Store ${id}` } },
      ],
    },
    {
      what: 'adding a store to the group',
      roles: GROUP_WRITERS,
      ok: 201,
      request: (id) => [
        `/api/groups/${id}/stores`,
        { method: 'POST', body: { name: `Added to ${id}`, city: 'Springfield', state: 'IL' } },
      ],
    },
  ];

  for (const { what, roles, ok, request } of cases) {
    it(`${what}: every role, its own group and another`, async () => {
      const wrong: string[] = [];
      for (const actor of ROLES) {
        for (const id of [HOME, OTHER]) {
          const admitted = roles.includes(actor) || PLATFORM.includes(actor);
          const expected = !admitted ? 403 : id === HOME || reachesOther(actor) ? ok : 404;
          const [path, options] = request(id);
          const response = await actors.get(actor)!.client.request(path, options);
          if (response.status !== expected)
            wrong.push(`${actor} at ${id}: ${response.status}≠${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  /**
   * Moving a person between the group's stores: the group's admin and platform
   * staff, on ranks below their own. Each group here has one store, so an
   * allowed move to the person's own store is answered 400 (nothing to change)
   * after every check has passed, and nobody is moved.
   */
  it(`moving a person to another store of the group: ${cells.length} cells`, async () => {
    const wrong: string[] = [];
    for (const cell of cells) {
      const { actor, target, store } = cell;
      const response = await actors
        .get(actor)!
        .client.request(`/api/groups/${store}/people/${targets[store]![target]}/move`, {
          method: 'POST',
          body: { dealershipId: store },
        });
      const admitted = GROUP_WRITERS.includes(actor) || PLATFORM.includes(actor);
      const expected = !admitted
        ? 403
        : store === OTHER && !reachesOther(actor)
          ? 404
          : outranks(actor, target)
            ? 400
            : 403;
      if (response.status !== expected)
        wrong.push(`${label(cell)}: ${response.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: importing people from a CSV (issue 12)', () => {
  /** The same action as adding one person: the people admins, in reach, each row's role below their rank. */
  const PEOPLE_ADMINS: Role[] = [
    'dealership_admin',
    'single_dealer_admin',
    'dealer_group_admin',
    'area_vice_president',
  ];
  const admitted = (actor: Role, store: number) =>
    (PEOPLE_ADMINS.includes(actor) || PLATFORM.includes(actor)) &&
    (store === HOME || reachesOther(actor));
  const importPath = (store: number, dryRun: boolean) =>
    `/api/dealerships/${store}/people/import${dryRun ? '?dry_run=true' : ''}`;

  it('a dry run of a row of every store role: every role, own store and another', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const store of [HOME, OTHER]) {
        const csv = STORE_ROLES.map(
          (role) =>
            `Csv,Person,${actor}-${role}-${store}-${randomUUID().slice(0, 8)}@csv.example.com,${role}`,
        ).join('\n');
        const response = await actors
          .get(actor)!
          .client.request(importPath(store, true), { method: 'POST', body: { csv } });
        const expected = admitted(actor, store) ? 200 : 403;
        if (response.status !== expected) {
          wrong.push(`${actor} at store ${store}: ${response.status}≠${expected}`);
          continue;
        }
        if (expected !== 200) continue;
        const { rows } = (await response.json()) as {
          rows: { role: string; issues: { code: string }[] }[];
        };
        for (const row of rows) {
          const refused = row.issues.some((issue) => issue.code === 'role_not_allowed');
          if (refused === outranks(actor, row.role as Role))
            wrong.push(`${actor} → ${row.role} at store ${store}: refused=${refused}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('committing a salesperson: every role, own store and another', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const store of [HOME, OTHER]) {
        const csv = `Csv,Seller,${actor}-${store}-${randomUUID().slice(0, 8)}@csv.example.com,salesperson`;
        const response = await actors
          .get(actor)!
          .client.request(importPath(store, false), { method: 'POST', body: { csv } });
        const expected = admitted(actor, store) ? 201 : 403;
        if (response.status !== expected)
          wrong.push(`${actor} at store ${store}: ${response.status}≠${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** A template the fixture groups keep, and the group admin saves. */
const MANAGER_PLAN = { baseMonthly: 4000, grossPercent: 2, perUnitBonus: 15 };

describe('policy matrix on the API: store defaults (issue 12, ADR 020)', () => {
  /** The store settings' own actions: its admins read and change, each their own store. */
  const cases: {
    what: string;
    request: (store: number) => [string, { method?: string; body?: unknown }];
  }[] = [
    {
      what: "reading a store's defaults",
      request: (s) => [`/api/store-admin/defaults?dealership_id=${s}`, {}],
    },
    {
      what: "setting a store's default monthly goals",
      request: (s) => [
        '/api/store-admin/defaults/goals',
        {
          method: 'PUT',
          body: {
            dealership_id: s,
            store: { unitTarget: 100, grossTarget: null },
            salesperson: null,
            financeManager: null,
          },
        },
      ],
    },
    {
      what: "setting a store's shift templates",
      request: (s) => [
        '/api/store-admin/defaults/shift-templates',
        {
          method: 'PUT',
          body: {
            dealership_id: s,
            templates: [{ shift: 'opening', name: 'Opening', start: '08:00', end: '17:00' }],
          },
        },
      ],
    },
    {
      what: "setting a store's default pay plans",
      request: (s) => [
        '/api/store-admin/defaults/pay-plans',
        {
          method: 'PUT',
          body: {
            dealership_id: s,
            plans: { salesperson: null, finance_manager: null, sales_manager: null },
          },
        },
      ],
    },
    {
      what: "adopting the group's product targets",
      request: (s) => [
        '/api/store-admin/settings/adopt-group-targets',
        { method: 'POST', body: { dealership_id: s } },
      ],
    },
    {
      what: "adopting the group's pay-plan templates",
      request: (s) => [
        '/api/store-admin/defaults/adopt-group-pay-plans',
        { method: 'POST', body: { dealership_id: s } },
      ],
    },
  ];

  beforeAll(async () => {
    // Both fixture groups have targets and pay-plan templates to adopt.
    const targets = PRODUCTS.map((product) => ({ product, target: 0.3 }));
    await t.database.db.update(dealerGroups).set({
      productTargets: targets,
      payPlanTemplates: { salesperson: null, finance_manager: null, sales_manager: MANAGER_PLAN },
    });
  });

  for (const { what, request } of cases) {
    it(`${what}: every role, own store and another`, async () => {
      const wrong: string[] = [];
      for (const actor of ROLES) {
        for (const store of [HOME, OTHER]) {
          const admitted = STORE_ADMINS.includes(actor) || PLATFORM.includes(actor);
          const reached = store === HOME || reachesOther(actor);
          const expected = admitted && reached ? 200 : 403;
          const [path, options] = request(store);
          const response = await actors.get(actor)!.client.request(path, options);
          if (response.status !== expected)
            wrong.push(`${actor} at store ${store}: ${response.status}≠${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("policy matrix on the API: a group's product targets and pay-plan templates (issue 12, ADR 020)", () => {
  /** As the group's other settings: its admin writes, its area's vice president reads. */
  const cases: {
    what: string;
    roles: Role[];
    request: (id: number) => [string, { method?: string; body?: unknown }];
  }[] = [
    {
      what: "reading a group's product targets",
      roles: ['dealer_group_admin', 'area_vice_president'],
      request: (id) => [`/api/groups/${id}/product-targets`, {}],
    },
    {
      what: "setting a group's product targets",
      roles: ['dealer_group_admin'],
      request: (id) => [
        `/api/groups/${id}/product-targets`,
        {
          method: 'PUT',
          body: { targets: PRODUCTS.map((product) => ({ product, target: 0.3 })) },
        },
      ],
    },
    {
      what: "reading a group's pay-plan templates",
      roles: ['dealer_group_admin', 'area_vice_president'],
      request: (id) => [`/api/groups/${id}/pay-plan-templates`, {}],
    },
    {
      what: "setting a group's pay-plan templates",
      roles: ['dealer_group_admin'],
      request: (id) => [
        `/api/groups/${id}/pay-plan-templates`,
        {
          method: 'PUT',
          body: {
            templates: { salesperson: null, finance_manager: null, sales_manager: MANAGER_PLAN },
          },
        },
      ],
    },
  ];

  for (const { what, roles, request } of cases) {
    it(`${what}: every role, its own group and another`, async () => {
      const wrong: string[] = [];
      for (const actor of ROLES) {
        for (const id of [HOME, OTHER]) {
          const admitted = roles.includes(actor) || PLATFORM.includes(actor);
          const expected = !admitted ? 403 : id === HOME || reachesOther(actor) ? 200 : 404;
          const [path, options] = request(id);
          const response = await actors.get(actor)!.client.request(path, options);
          if (response.status !== expected)
            wrong.push(`${actor} at ${id}: ${response.status}≠${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("policy matrix on the API: the platform's records (issue 13, ADR 021)", () => {
  // Records of every store, and of one store filtered: platform staff only, never a store's own people.
  const reads = [
    '/api/platform/audit-log',
    `/api/platform/audit-log?dealership_id=${HOME}`,
    `/api/platform/audit-log?dealership_id=${OTHER}`,
    `/api/platform/audit-log/export?dealership_id=${HOME}`,
    '/api/platform/security-events',
    '/api/platform/security-events/days',
    '/api/platform/csp-reports',
  ];

  it(`reading them: every role, ${reads.length} endpoints`, async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const path of reads) {
        const expected = PLATFORM.includes(actor) ? 200 : 403;
        const response = await actors.get(actor)!.client.request(path);
        if (response.status !== expected)
          wrong.push(`${actor} ${path}: ${response.status}≠${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: their own language (ADR 022)', () => {
  it('every role saves and reads only its own; nobody signed out does', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      const saved = await client.request('/api/me/preferences', {
        method: 'PATCH',
        body: { language: 'nl' },
      });
      if (saved.status !== 200) wrong.push(`${actor} PATCH: ${saved.status}≠200`);
      const read = await client.request('/api/me/preferences');
      const language = ((await read.json()) as { language: string | null }).language;
      if (read.status !== 200 || language !== 'nl') wrong.push(`${actor} GET: ${language}`);
    }
    const stranger = t.client();
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await stranger.request('/api/me/preferences', {
        method,
        ...(method === 'PATCH' ? { body: { language: 'nl' } } : {}),
      });
      if (response.status !== 401) wrong.push(`signed out ${method}: ${response.status}≠401`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: subscriptions (issue 13, ADR 025)', () => {
  // A real tenant's subscription (within a real platform account's reach) and a demo one (out of it).
  const SUBSCRIBED = 3;
  const DEMO_STORE = 4;
  const subscriptionOf = async (dealershipId: number, subscriberId: string) => {
    const [row] = await t.database.db
      .insert(subscriptions)
      .values({
        plan: 'dealership',
        subscriberId,
        dealershipId,
        monthlyPrice: '225.00',
        trialEndsAt: new Date(t.clock.now().getTime() + 14 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: subscriptions.id });
    return row!.id;
  };
  let demoSubscriber: string;

  beforeAll(async () => {
    const db = t.database.db;
    await db.insert(dealerships).values([
      { id: SUBSCRIBED, name: 'Subscribed Motors' },
      { id: DEMO_STORE, name: 'Demo Subscribed Motors', isDemo: true },
    ]);
    demoSubscriber = randomUUID();
    await db.insert(users).values({
      id: demoSubscriber,
      name: 'Demo Subscriber',
      email: 'matrix-demo-subscriber@demo.example.com',
      emailVerified: true,
      isDemo: true,
    });
  });

  // Each cell acts on a fresh trial of its own, so no cell finds one another has changed.
  const endpoints: { name: string; call: (client: TestClient, id: string) => Promise<Response> }[] =
    [
      { name: 'list', call: (client) => client.request('/api/platform/subscriptions') },
      {
        name: 'billing',
        call: (client, id) => client.request(`/api/platform/subscriptions/${id}/billing`),
      },
      {
        name: 'extend',
        call: (client, id) =>
          client.request(`/api/platform/subscriptions/${id}/extend-trial`, {
            method: 'POST',
            body: { days: 3 },
          }),
      },
      {
        name: 'activate',
        call: (client, id) =>
          client.request(`/api/platform/subscriptions/${id}/activate`, { method: 'POST' }),
      },
      {
        name: 'cancel',
        call: (client, id) =>
          client.request(`/api/platform/subscriptions/${id}/cancel`, {
            method: 'POST',
            body: { on: '2099-01-01' },
          }),
      },
    ];

  it(`every role, ${endpoints.length} endpoints, a reachable tenant and a demo one`, async () => {
    const wrong: string[] = [];
    const owner = targets[HOME]!.dealership_admin!;
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      for (const endpoint of endpoints) {
        for (const tenant of ['own', 'other'] as const) {
          const id =
            tenant === 'own'
              ? await subscriptionOf(SUBSCRIBED, owner)
              : await subscriptionOf(DEMO_STORE, demoSubscriber);
          const platform = PLATFORM.includes(actor);
          // The list is never of one tenant: a platform account reads it, out of reach or not.
          const expected = !platform
            ? 403
            : tenant === 'other' && endpoint.name !== 'list'
              ? 404
              : 200;
          const response = await endpoint.call(client, id);
          if (response.status !== expected)
            wrong.push(`${actor} ${endpoint.name} ${tenant}: ${response.status}≠${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: opening a store "as admin" (issue 13 "View as")', () => {
  it('platform staff open any store, every other role none, its own included', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const store of [HOME, OTHER]) {
        const expected = PLATFORM.includes(actor) ? 200 : 403;
        const response = await actors
          .get(actor)!
          .client.request(`/api/dealerships/${store}/view-as`, { method: 'POST' });
        if (response.status !== expected)
          wrong.push(`${actor} store ${store}: ${response.status}≠${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("policy matrix on the API: the panel's People section (issue 13)", () => {
  const helps: { path: string; ok: number }[] = [
    { path: 'end-sessions', ok: 200 },
    // Passed every gate, then refused by the person's state: no password to reset (the
    // matrix's targets never chose one), nothing to unlock, nothing to verify.
    { path: 'password-reset', ok: 409 },
    { path: 'unlock', ok: 409 },
    { path: 'verification', ok: 409 },
  ];
  /** Platform staff only; nobody on themselves, nor on an equal or higher rank. */
  const expectedPanel = (actor: Role, target: Role | 'self', ok: number) => {
    if (!PLATFORM.includes(actor) || target === 'self') return 403;
    return outranks(actor, target) ? ok : 403;
  };

  it('searching: platform staff only', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const expected = PLATFORM.includes(actor) ? 200 : 403;
      const response = await actors.get(actor)!.client.request('/api/platform/people?q=person');
      if (response.status !== expected) wrong.push(`${actor}: ${response.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`helping a person sign in: every role × ${helps.length} actions × own/other store, staff, self`, async () => {
    const staff = {
      admin: (await addPerson('admin', null)).id,
      master_admin: (await addPerson('master_admin', null)).id,
    };
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const { client, id } = actors.get(actor)!;
      const cases: { label: string; target: Role | 'self'; userId: string }[] = [
        { label: 'own store', target: 'salesperson', userId: targets[HOME]!.salesperson! },
        { label: 'other store', target: 'salesperson', userId: targets[OTHER]!.salesperson! },
        { label: 'an admin', target: 'admin', userId: staff.admin },
        { label: 'a master admin', target: 'master_admin', userId: staff.master_admin },
        { label: 'self', target: 'self', userId: id },
      ];
      for (const { path, ok } of helps) {
        for (const { label, target, userId } of cases) {
          const expected = expectedPanel(actor, target, ok);
          const response = await client.request(`/api/platform/people/${userId}/${path}`, {
            method: 'POST',
          });
          if (response.status !== expected) {
            wrong.push(`${actor} ${path} on ${label}: ${response.status}≠${expected}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('changing a role: every role, from and to each rank, own/other store; no escalation to admin', async () => {
    const wrong: string[] = [];
    const cells: { from: Role; to: Role; store: number | null }[] = [
      { from: 'salesperson', to: 'finance_manager', store: HOME },
      { from: 'salesperson', to: 'finance_manager', store: OTHER },
      { from: 'general_manager', to: 'area_vice_president', store: HOME },
      { from: 'salesperson', to: 'admin', store: HOME },
      { from: 'salesperson', to: 'master_admin', store: HOME },
      { from: 'admin', to: 'dealership_admin', store: HOME },
      { from: 'master_admin', to: 'admin', store: null },
    ];
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      for (const { from, to, store } of cells) {
        const target = await addPerson(from, store);
        // Allowed only when it holds for both roles; an area VP needs an area the target has not.
        const allowed = expectedPanel(actor, from, 200) === 200 && outranks(actor, to);
        const expected = !allowed ? 403 : to === 'area_vice_president' ? 409 : 200;
        const response = await client.request(`/api/platform/people/${target.id}/role`, {
          method: 'POST',
          body: { role: to },
        });
        if (response.status !== expected) {
          wrong.push(
            `${actor} ${from}→${to} (${store ?? 'no store'}): ${response.status}≠${expected}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("policy matrix on the API: the platform's tenants (issue 13, ADR 024)", () => {
  /**
   * Every endpoint, on the tenants of the actor's own store (HOME) and of the other one:
   * platform staff only, whoever's tenant it is. The writes change nothing lasting
   * (the same name, the same group, active again) so later cells read the same world.
   */
  const calls = (id: number): [string, { method?: 'POST' | 'PATCH'; body?: unknown }][] => [
    [`/api/platform/tenants?q=${id}`, {}],
    [`/api/platform/tenants/area-vice-presidents?area_id=${id}`, {}],
    [`/api/platform/tenants/areas/${id}`, { method: 'PATCH', body: { name: `Area ${id}` } }],
    [`/api/platform/tenants/groups/${id}`, { method: 'PATCH', body: { name: `Group ${id}` } }],
    [`/api/platform/tenants/dealerships/${id}`, { method: 'PATCH', body: { name: `Store ${id}` } }],
    [
      `/api/platform/tenants/dealerships/${id}/group`,
      { method: 'POST', body: { dealerGroupId: id } },
    ],
    [
      `/api/platform/tenants/dealerships/${id}/active`,
      { method: 'POST', body: { isActive: true } },
    ],
    [`/api/platform/tenants/groups/${id}/active`, { method: 'POST', body: { isActive: true } }],
    [`/api/platform/tenants/areas/${id}/active`, { method: 'POST', body: { isActive: true } }],
    [
      `/api/platform/tenants/areas/${id}/vice-presidents`,
      { method: 'POST', body: { userId: actors.get('area_vice_president')!.id } },
    ],
  ];

  it('reading and changing them: every role, on its own tenants and others', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const id of [HOME, OTHER]) {
        for (const [path, options] of calls(id)) {
          const expected = PLATFORM.includes(actor) ? (options.method ? 204 : 200) : 403;
          const response = await actors.get(actor)!.client.request(path, options);
          if (response.status !== expected)
            wrong.push(
              `${actor} ${options.method ?? 'GET'} ${path}: ${response.status}≠${expected}`,
            );
        }
      }
      // The area vice president goes home, so their own sign-in keeps reaching HOME.
      await actors
        .get('master_admin')!
        .client.request(`/api/platform/tenants/areas/${HOME}/vice-presidents`, {
          method: 'POST',
          body: { userId: actors.get('area_vice_president')!.id },
        });
    }
    expect(wrong).toEqual([]);
  });

  it('creating them: platform staff only', async () => {
    // The areas above were inserted with their ids: new ones are numbered after them.
    await t.database.db.execute(
      sql`select setval(pg_get_serial_sequence('areas', 'id'), (select max(id) from areas))`,
    );
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const created = await actors.get(actor)!.client.request('/api/platform/tenants/areas', {
        method: 'POST',
        body: { name: `Matrix area of ${actor}` },
      });
      const expected = PLATFORM.includes(actor) ? 201 : 403;
      if (created.status !== expected) wrong.push(`${actor}: ${created.status}≠${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: how the platform is used (issue 13)', () => {
  // Counts across every store: platform staff only, never a store's own people.
  const reads = ['/api/platform/usage', '/api/platform/usage?weeks=4&days=7'];

  it(`reading them: every role, ${reads.length} requests`, async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      for (const path of reads) {
        const expected = PLATFORM.includes(actor) ? 200 : 403;
        const response = await actors.get(actor)!.client.request(path);
        if (response.status !== expected)
          wrong.push(`${actor} ${path}: ${response.status}≠${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("policy matrix on the API: a store's live events (issue 14)", () => {
  it('every role opens the stream of a store it reads, no other (403); nobody signed out (401)', async () => {
    const wrong: string[] = [];
    const readsHome = (actor: Role) =>
      PLATFORM.includes(actor) || ABOVE_STORE.includes(actor) || STORE_ROLES.includes(actor);
    for (const actor of ROLES) {
      for (const store of [HOME, OTHER]) {
        const expected = (store === HOME ? readsHome(actor) : PLATFORM.includes(actor)) ? 200 : 403;
        const response = await actors
          .get(actor)!
          .client.request(`/api/dealerships/${store}/events`);
        await response.body?.cancel();
        if (response.status !== expected)
          wrong.push(`${actor} store ${store}: ${response.status}≠${expected}`);
      }
    }
    const stranger = await t.client().request(`/api/dealerships/${HOME}/events`);
    if (stranger.status !== 401) wrong.push(`signed out: ${stranger.status}≠401`);
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: their own record (issue 15, ADR 033)', () => {
  it('every role with a store reads and exports its own; those with none have none (404); nobody signed out (401)', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      // Store roles work in HOME; platform staff and those above the store work at none.
      const expected = STORE_ROLES.includes(actor) ? 200 : 404;
      for (const path of ['/api/me/record', '/api/me/record/export']) {
        const response = await actors.get(actor)!.client.request(path);
        await response.body?.cancel();
        if (response.status !== expected)
          wrong.push(`${actor} ${path}: ${response.status}≠${expected}`);
      }
    }
    for (const path of ['/api/me/record', '/api/me/record/export']) {
      const stranger = await t.client().request(path);
      if (stranger.status !== 401) wrong.push(`signed out ${path}: ${stranger.status}≠401`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('policy matrix on the API: importing a deal log (issue 15, ADR 032)', () => {
  /** The F&I office, its director and the store's admins; nobody above the store. */
  const IMPORTERS: Role[] = [
    'finance_manager',
    'single_finance_manager',
    'finance_director',
    'dealership_admin',
    'single_dealer_admin',
  ];
  const admitted = (actor: Role) => IMPORTERS.includes(actor) || PLATFORM.includes(actor);
  const reached = (actor: Role, store: number) => store === HOME || reachesOther(actor);
  let serial = 0;
  /** A one-row deal log for a store, as a form. */
  function upload(store: number) {
    serial += 1;
    const csv = [
      'Date,Stock #,VIN,Cust Last,Type,N/U,Lender,Front,Status',
      `1/${(serial % 28) + 1}/2024,MTX${serial},${10_000_000 + serial},Okafor,Cash,New,,500,Pending`,
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv]), 'log.csv');
    form.append('options', JSON.stringify({ dealership_id: store }));
    return form;
  }

  it('the dry run, the import and the list: every role, own store and another', async () => {
    const wrong: string[] = [];
    for (const actor of ROLES) {
      const { client } = actors.get(actor)!;
      for (const store of [HOME, OTHER]) {
        const expected = admitted(actor) && reached(actor, store) ? 200 : 403;
        const checks: [string, () => Promise<Response>][] = [
          [
            'preview',
            () =>
              client.request('/api/deals/import/preview', { method: 'POST', body: upload(store) }),
          ],
          [
            'import',
            () => client.request('/api/deals/import', { method: 'POST', body: upload(store) }),
          ],
          ['list', () => client.request(`/api/deals/imports?dealership_id=${store}`)],
        ];
        for (const [what, send] of checks) {
          const response = await send();
          if (response.status !== expected)
            wrong.push(`${actor} ${what} at store ${store}: ${response.status}≠${expected}`);
          else if (
            what === 'import' &&
            expected === 200 &&
            !(await response.text()).includes('"result"')
          )
            wrong.push(`${actor} import at store ${store}: no result`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('undo: an import of another store is not found; platform staff undo it', async () => {
    const admin = actors.get('admin')!.client;
    const made = await admin.request('/api/deals/import', { method: 'POST', body: upload(OTHER) });
    const batchId = (
      JSON.parse((await made.text()).trim().split('\n').at(-1)!) as {
        result: { id: string };
      }
    ).result.id;
    const wrong: string[] = [];
    for (const actor of ROLES) {
      if (PLATFORM.includes(actor)) continue;
      const { client } = actors.get(actor)!;
      const expected = admitted(actor) ? (reachesOther(actor) ? 200 : 404) : 403;
      for (const id of [batchId, randomUUID()]) {
        const response = await client.request(`/api/deals/import/${id}/undo`, { method: 'POST' });
        const want = id === batchId ? expected : admitted(actor) ? 404 : 403;
        if (response.status !== want)
          wrong.push(
            `${actor} undo ${id === batchId ? 'other store' : 'made-up'}: ${response.status}≠${want}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    const undo = await admin.request(`/api/deals/import/${batchId}/undo`, { method: 'POST' });
    expect(undo.status).toBe(200);
  });
});

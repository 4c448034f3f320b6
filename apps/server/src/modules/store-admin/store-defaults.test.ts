import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '@das/shared/periods';
import type { ErrorBody } from '@das/shared/errors';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import { PRODUCTS } from '@das/shared/deals';
import type { AdminHome, StoreSettings } from '@das/shared/schemas/store-admin';
import type {
  GoalDefaults,
  GroupPayPlanTemplates,
  GroupProductTargets,
  PayPlanDefaults,
  StoreDefaults,
} from '@das/shared/schemas/store-defaults';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { dealerGroups, dealerships, goalDefaults } from '../../db/schema';

/**
 * A store's defaults on the API (issue 12, ADR 020): default monthly goals that
 * a month without goals of its own is measured against, never moving a month
 * with saved goals nor one already over; and shift templates. Validation names
 * each field; every save is audited.
 */
const TZ = 'America/Phoenix';
const GROUP = 9701;
const STORE = 9711;

let t: TestApp;
let admin: TestClient;
let today: string;
let thisMonth: string;
const sellers: string[] = [];
let financeManager: string;

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  thisMonth = today.slice(0, 7);
  const db = t.database.db;
  await db.insert(dealerGroups).values({ id: GROUP, name: 'Mesa Motors' });
  await db
    .insert(dealerships)
    .values({ id: STORE, dealerGroupId: GROUP, name: 'Mesa Honda', timeZone: TZ });
  admin = (await t.person('dealership_admin', { dealershipId: STORE })).client;
  for (const name of ['Ana', 'Ben']) {
    sellers.push(
      (await t.person('salesperson', { dealershipId: STORE, firstName: name }, { signIn: false }))
        .id,
    );
  }
  financeManager = (
    await t.person('finance_manager', { dealershipId: STORE, firstName: 'Fay' }, { signIn: false })
  ).id;
});
afterAll(() => t.close());

const json = async <T>(client: TestClient, path: string) =>
  (await (await client.request(path)).json()) as T;
const fieldsOf = async (response: Response) =>
  (((await response.json()) as ErrorBody).error.details as { field: string }[]).map(
    (issue) => issue.field,
  );
const goalsOf = (month: string) => json<GoalsResponse>(admin, `/api/goals?month=${month}`);
const targetOf = (page: GoalsResponse, userId: string | null) =>
  page.goals.find((row) => row.userId === userId);

const DEFAULTS: GoalDefaults = {
  store: { unitTarget: 120, grossTarget: 450_000 },
  salesperson: { unitTarget: 12, grossTarget: null },
  financeManager: { unitTarget: 60, grossTarget: 90_000 },
};

describe('default monthly goals', () => {
  it('start unset: no defaults, no templates, no plans, and a month without goals has none', async () => {
    const defaults = await json<StoreDefaults>(admin, '/api/store-admin/defaults');
    expect(defaults).toEqual({
      dealershipId: STORE,
      goals: { store: null, salesperson: null, financeManager: null },
      goalsSavedOn: null,
      shiftTemplates: [],
      payPlans: { salesperson: null, finance_manager: null, sales_manager: null },
    });
    const page = await goalsOf(thisMonth);
    expect(page.fromDefaults).toBe(false);
    expect(targetOf(page, null)?.unitTarget).toBeNull();
  });

  it('refuses invalid defaults with 400, naming each field', async () => {
    const response = await admin.request('/api/store-admin/defaults/goals', {
      method: 'PUT',
      body: {
        store: { unitTarget: -1, grossTarget: null },
        salesperson: { unitTarget: 10, grossTarget: 'lots' },
        financeManager: { unitTarget: 20_000, grossTarget: null },
      },
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(
      expect.arrayContaining([
        'store.unitTarget',
        'salesperson.grossTarget',
        'financeManager.unitTarget',
      ]),
    );
    const missing = await admin.request('/api/store-admin/defaults/goals', {
      method: 'PUT',
      body: { store: null },
    });
    expect(missing.status).toBe(400);
    expect(await fieldsOf(missing)).toEqual(['salesperson', 'financeManager']);
  });

  it('measure this month against the defaults from the moment they are saved, with an audit record', async () => {
    const response = await admin.request('/api/store-admin/defaults/goals', {
      method: 'PUT',
      body: DEFAULTS,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as StoreDefaults;
    expect(saved.goals).toEqual(DEFAULTS);
    expect(saved.goalsSavedOn).toBe(today);
    expect(await json<StoreDefaults>(admin, '/api/store-admin/defaults')).toEqual(saved);

    // The goals page offers the defaults for the month: the store's, and each person's.
    const page = await goalsOf(thisMonth);
    expect(page.fromDefaults).toBe(true);
    expect(targetOf(page, null)).toMatchObject({ unitTarget: 120, grossTarget: 450_000 });
    for (const seller of sellers)
      expect(targetOf(page, seller)).toMatchObject({ unitTarget: 12, grossTarget: null });
    expect(targetOf(page, financeManager)).toMatchObject({ unitTarget: 60, grossTarget: 90_000 });
    // Nothing is written into the month: it still has no goals of its own.
    expect(page.months).toEqual([]);

    // The admin's home paces the month against them: each department is its people's goals.
    const home = await json<AdminHome>(admin, '/api/store-admin/home');
    expect(home.pace.store?.target).toBe(120);
    expect(home.pace.sales?.target).toBe(12 * sellers.length);
    expect(home.pace.finance?.target).toBe(60);

    const [audit] = await queryRows<{ operation: string; details: { after: GoalDefaults } }>(
      t.database.db,
      sql`select operation, details from audit_logs where entity_type = 'dealership'
          and entity_id = ${String(STORE)} order by id desc limit 1`,
    );
    expect(audit?.operation).toBe('goalDefaults.save');
    expect(audit?.details.after.store?.unitTarget).toBe(120);
  });

  it('never move a month with goals saved, nor a month already over', async () => {
    // Next month's goals are saved; last month had defaults saved while it was under way.
    const nextMonth = shiftMonth(thisMonth, 1);
    const lastMonth = shiftMonth(thisMonth, -1);
    const saveMonth = await admin.request('/api/goals', {
      method: 'PUT',
      body: { month: nextMonth, goals: [{ userId: null, unitTarget: 90, grossTarget: null }] },
    });
    expect(saveMonth.status).toBe(200);
    await t.database.db.insert(goalDefaults).values({
      dealershipId: STORE,
      savedOn: `${lastMonth}-15`,
      defaults: {
        store: { unitTarget: 80, grossTarget: null },
        salesperson: null,
        financeManager: null,
      },
    });
    const lastBefore = await goalsOf(lastMonth);
    expect(targetOf(lastBefore, null)?.unitTarget).toBe(80);

    const changed = await admin.request('/api/store-admin/defaults/goals', {
      method: 'PUT',
      body: { ...DEFAULTS, store: { unitTarget: 150, grossTarget: null } },
    });
    expect(changed.status).toBe(200);

    // This month, with no goals of its own, follows the change at once.
    expect(targetOf(await goalsOf(thisMonth), null)?.unitTarget).toBe(150);
    // Next month keeps the goal saved for it, and only that one.
    const next = await goalsOf(nextMonth);
    expect(next.fromDefaults).toBe(false);
    expect(targetOf(next, null)?.unitTarget).toBe(90);
    expect(targetOf(next, sellers[0]!)?.unitTarget).toBeNull();
    // Last month keeps the defaults it was measured against.
    expect(await goalsOf(lastMonth)).toEqual(lastBefore);
    // A month before any defaults were saved has no goal.
    const older = await goalsOf(shiftMonth(thisMonth, -2));
    expect(older.fromDefaults).toBe(false);
    expect(targetOf(older, null)?.unitTarget).toBeNull();

    // A second save the same day replaces the day's version rather than adding one.
    const [versions] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from goal_defaults where dealership_id = ${STORE} and saved_on = ${today}::date`,
    );
    expect(versions?.count).toBe(1);
  });
});

describe('shift templates', () => {
  const put = (templates: unknown) =>
    admin.request('/api/store-admin/defaults/shift-templates', {
      method: 'PUT',
      body: { templates },
    });

  it('refuses invalid templates with 400, naming each field', async () => {
    const response = await put([
      { shift: 'opening', name: '  ', start: '08:00', end: '17:00' },
      { shift: 'closing', name: 'Closing', start: '21:00', end: '12:00' },
      { shift: 'mid', name: 'Late', start: '25:00', end: '7pm' },
      { shift: 'off', name: 'Off', start: '08:00', end: '09:00' },
    ]);
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(
      expect.arrayContaining([
        'templates.0.name',
        'templates.1.end',
        'templates.2.start',
        'templates.2.end',
        'templates.3.shift',
      ]),
    );
    // Each shift and each name once; at most one template per working shift.
    const twice = await put([
      { shift: 'opening', name: 'Early', start: '08:00', end: '17:00' },
      { shift: 'opening', name: 'early', start: '09:00', end: '18:00' },
    ]);
    expect(twice.status).toBe(400);
    expect(await fieldsOf(twice)).toEqual(['templates.1.shift', 'templates.1.name']);
    const tooMany = await put(
      Array.from({ length: 5 }, (_, index) => ({
        shift: 'opening',
        name: `Shift ${index}`,
        start: '08:00',
        end: '17:00',
      })),
    );
    expect(tooMany.status).toBe(400);
    expect(await fieldsOf(tooMany)).toContain('templates');
  });

  it('are saved whole with an audit record, and the schedule offers them', async () => {
    const templates = [
      { shift: 'opening', name: '  Opening   crew ', start: '08:00', end: '17:00' },
      { shift: 'closing', name: 'Closing', start: '12:00', end: '21:00' },
    ];
    const response = await put(templates);
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as StoreDefaults).shiftTemplates;
    expect(saved).toEqual([{ ...templates[0], name: 'Opening crew' }, templates[1]]);
    expect((await json<StoreDefaults>(admin, '/api/store-admin/defaults')).shiftTemplates).toEqual(
      saved,
    );
    const week = await json<{ templates: unknown[] }>(admin, '/api/schedule');
    expect(week.templates).toEqual(saved);

    const [audit] = await queryRows<{ operation: string }>(
      t.database.db,
      sql`select operation from audit_logs where entity_type = 'dealership'
          and entity_id = ${String(STORE)} order by id desc limit 1`,
    );
    expect(audit?.operation).toBe('shiftTemplates.save');
    // None at all is a choice too: the schedule falls back to its built-in hours.
    expect((await put([])).status).toBe(200);
    expect((await json<{ templates: unknown[] }>(admin, '/api/schedule')).templates).toEqual([]);
  });
});

describe('default pay plans', () => {
  const SALES_PLAN = {
    flatPerUnit: 250,
    frontPercent: 20,
    miniFrontFloor: 600,
    miniAmount: 125,
    backPercent: 4,
    volumeTiers: [{ units: 10, bonus: 400 }],
  };
  const put = (plans: unknown) =>
    admin.request('/api/store-admin/defaults/pay-plans', { method: 'PUT', body: { plans } });
  const planOf = async (kind: string, userId: string) =>
    (
      await json<{ plans: { userId: string; effectiveFrom: string | null; plan: unknown }[] }>(
        admin,
        `/api/pay-plans?kind=${kind}`,
      )
    ).plans.find((row) => row.userId === userId);

  it('refuses a plan that is not of the role’s kind, naming each field', async () => {
    const response = await put({
      salesperson: { ...SALES_PLAN, frontPercent: 150 },
      finance_manager: { baseMonthly: -5, backEndPercent: 20, productBonuses: {} },
      sales_manager: { baseMonthly: 4000 },
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(
      expect.arrayContaining([
        'plans.salesperson.frontPercent',
        'plans.finance_manager.baseMonthly',
        'plans.sales_manager.grossPercent',
        'plans.sales_manager.perUnitBonus',
      ]),
    );
  });

  it('give people added from now on the default of their role; people already here keep theirs', async () => {
    const response = await put({
      salesperson: SALES_PLAN,
      finance_manager: null,
      sales_manager: null,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as StoreDefaults).payPlans.salesperson).toEqual(SALES_PLAN);

    // A salesperson already here is still on the built-in plan, as before.
    expect((await planOf('salesperson', sellers[0]!))?.effectiveFrom).toBeNull();

    const invited = await admin.request(`/api/dealerships/${STORE}/people`, {
      method: 'POST',
      body: {
        firstName: 'Nia',
        lastName: 'New',
        email: 'nia.new@defaults.example.com',
        role: 'salesperson',
      },
    });
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const plan = await planOf('salesperson', id);
    expect(plan).toMatchObject({ effectiveFrom: `${thisMonth}-01`, plan: SALES_PLAN });

    // A role without a default is added on the built-in plan.
    const finance = await admin.request(`/api/dealerships/${STORE}/people`, {
      method: 'POST',
      body: {
        firstName: 'Fin',
        lastName: 'New',
        email: 'fin.new@defaults.example.com',
        role: 'finance_manager',
      },
    });
    expect(finance.status).toBe(201);
    const financeId = ((await finance.json()) as { id: string }).id;
    expect((await planOf('finance', financeId))?.effectiveFrom).toBeNull();

    const [audit] = await queryRows<{ operation: string }>(
      t.database.db,
      sql`select operation from audit_logs where operation = 'payPlanDefaults.save'
          and entity_id = ${String(STORE)}`,
    );
    expect(audit?.operation).toBe('payPlanDefaults.save');
  });
});

describe("the group's product targets, adopted by a store", () => {
  let groupAdmin: TestClient;
  const groupTargets = (vsc: number | null) =>
    PRODUCTS.map((product) => ({ product, target: product === 'vsc' ? vsc : null }));
  const putGroup = (targets: unknown) =>
    groupAdmin.request(`/api/groups/${GROUP}/product-targets`, {
      method: 'PUT',
      body: { targets },
    });
  const adopt = () =>
    admin.request('/api/store-admin/settings/adopt-group-targets', { method: 'POST', body: {} });
  const vscTarget = async () =>
    (await json<StoreSettings>(admin, '/api/store-admin/settings')).products.find(
      (row) => row.product === 'vsc',
    )?.target;

  beforeAll(async () => {
    groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  });

  it('has nothing to adopt before the group saves targets', async () => {
    const targets = await json<GroupProductTargets>(
      groupAdmin,
      `/api/groups/${GROUP}/product-targets`,
    );
    expect(targets.saved).toBe(false);
    expect(targets.targets.every((row) => row.target === null)).toBe(true);
    const response = await adopt();
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['groupTargets']);
  });

  it('refuses invalid group targets with 400, naming each field', async () => {
    const response = await putGroup(
      groupTargets(1.5).map((row, index) => (index === 1 ? { ...row, product: 'vsc' } : row)),
    );
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(expect.arrayContaining(['targets.0.target']));
    const short = await putGroup(groupTargets(0.5).slice(1));
    expect(short.status).toBe(400);
    expect(await fieldsOf(short)).toEqual(['targets']);
  });

  it('copies the targets into the store’s own: later group changes do not move them', async () => {
    const saved = await putGroup(groupTargets(0.4));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as GroupProductTargets).saved).toBe(true);

    const adopted = await adopt();
    expect(adopted.status).toBe(200);
    const settings = (await adopted.json()) as StoreSettings;
    expect(settings.products.find((row) => row.product === 'vsc')).toEqual({
      product: 'vsc',
      offered: true,
      target: 0.4,
    });
    expect(settings.products.filter((row) => row.target !== null)).toHaveLength(1);

    // The group moves its target; the store keeps the copy until it adopts again.
    expect((await putGroup(groupTargets(0.55))).status).toBe(200);
    expect(await vscTarget()).toBe(0.4);
    expect((await adopt()).status).toBe(200);
    expect(await vscTarget()).toBe(0.55);

    const operations = await queryRows<{ operation: string }>(
      t.database.db,
      sql`select operation from audit_logs where operation in
          ('groupSettings.productTargets', 'storeSettings.adoptGroupTargets') order by id`,
    );
    expect(operations.map((row) => row.operation)).toEqual([
      'groupSettings.productTargets',
      'storeSettings.adoptGroupTargets',
      'groupSettings.productTargets',
      'storeSettings.adoptGroupTargets',
    ]);
  });
});

describe("the group's pay-plan templates, adopted by a store", () => {
  let groupAdmin: TestClient;
  const FINANCE_TEMPLATE = {
    baseMonthly: 3500,
    backEndPercent: 12,
    productBonuses: { vsc: 50, gap: 25 },
  };
  const MANAGER_TEMPLATE = { baseMonthly: 5000, grossPercent: 3, perUnitBonus: 20 };
  const putTemplates = (client: TestClient, group: number, templates: unknown) =>
    client.request(`/api/groups/${group}/pay-plan-templates`, {
      method: 'PUT',
      body: { templates },
    });
  const adopt = (client: TestClient = admin) =>
    client.request('/api/store-admin/defaults/adopt-group-pay-plans', {
      method: 'POST',
      body: {},
    });
  const storePlans = async () =>
    (await json<StoreDefaults>(admin, '/api/store-admin/defaults')).payPlans;

  beforeAll(async () => {
    groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  });

  it('has nothing to adopt before the group saves a template', async () => {
    const templates = await json<GroupPayPlanTemplates>(
      groupAdmin,
      `/api/groups/${GROUP}/pay-plan-templates`,
    );
    expect(templates).toEqual({
      groupId: GROUP,
      templates: { salesperson: null, finance_manager: null, sales_manager: null },
      saved: false,
    });
    const before = await storePlans();
    const response = await adopt();
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['groupPayPlans']);
    expect(await storePlans()).toEqual(before);
  });

  it('refuses a template that is not of the role’s kind, naming each field', async () => {
    const response = await putTemplates(groupAdmin, GROUP, {
      salesperson: null,
      finance_manager: { ...FINANCE_TEMPLATE, backEndPercent: 150 },
      sales_manager: { baseMonthly: -1, grossPercent: 2, perUnitBonus: 10 },
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(
      expect.arrayContaining([
        'templates.finance_manager.backEndPercent',
        'templates.sales_manager.baseMonthly',
      ]),
    );
  });

  it('copies the templates into the store’s defaults; a role without one keeps the store’s own', async () => {
    const ownSales = (await storePlans()).salesperson;
    expect(ownSales).not.toBeNull();
    const saved = await putTemplates(groupAdmin, GROUP, {
      salesperson: null,
      finance_manager: FINANCE_TEMPLATE,
      sales_manager: MANAGER_TEMPLATE,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as GroupPayPlanTemplates).saved).toBe(true);

    const adopted = await adopt();
    expect(adopted.status).toBe(200);
    expect(((await adopted.json()) as StoreDefaults).payPlans).toEqual({
      salesperson: ownSales,
      finance_manager: { ...FINANCE_TEMPLATE, productBonuses: expect.any(Object) },
      sales_manager: MANAGER_TEMPLATE,
    });

    // The group changes its template; the store keeps its copy until it adopts again.
    const raised = { ...MANAGER_TEMPLATE, baseMonthly: 5500 };
    expect(
      (
        await putTemplates(groupAdmin, GROUP, {
          salesperson: null,
          finance_manager: FINANCE_TEMPLATE,
          sales_manager: raised,
        })
      ).status,
    ).toBe(200);
    expect((await storePlans()).sales_manager).toEqual(MANAGER_TEMPLATE);
    expect((await adopt()).status).toBe(200);
    expect((await storePlans()).sales_manager).toEqual(raised);

    const audits = await queryRows<{
      operation: string;
      details: { before: PayPlanDefaults | null; after: PayPlanDefaults };
    }>(
      t.database.db,
      sql`select operation, details from audit_logs where operation in
          ('groupSettings.payPlanTemplates', 'payPlanDefaults.adoptGroupTemplates') order by id`,
    );
    expect(audits.map((row) => row.operation)).toEqual([
      'groupSettings.payPlanTemplates',
      'payPlanDefaults.adoptGroupTemplates',
      'groupSettings.payPlanTemplates',
      'payPlanDefaults.adoptGroupTemplates',
    ]);
    // Each adoption records what it replaced.
    expect(audits[3]?.details.before?.sales_manager).toEqual(MANAGER_TEMPLATE);
    expect(audits[3]?.details.after.sales_manager).toEqual(raised);
  });

  it('keeps each group’s templates to itself: another group’s admin, and a store outside it, reach none', async () => {
    const OTHER_GROUP = 9702;
    const LONE_STORE = 9712;
    const db = t.database.db;
    await db.insert(dealerGroups).values({ id: OTHER_GROUP, name: 'Tempe Trucks' });
    await db.insert(dealerships).values({ id: LONE_STORE, name: 'Lone Ford', timeZone: TZ });
    const otherAdmin = (await t.person('dealer_group_admin', { dealerGroupId: OTHER_GROUP }))
      .client;
    expect((await otherAdmin.request(`/api/groups/${GROUP}/pay-plan-templates`)).status).toBe(404);
    const written = await putTemplates(otherAdmin, GROUP, {
      salesperson: null,
      finance_manager: null,
      sales_manager: { ...MANAGER_TEMPLATE, baseMonthly: 1 },
    });
    expect(written.status).toBe(404);
    expect(
      (await json<GroupPayPlanTemplates>(groupAdmin, `/api/groups/${GROUP}/pay-plan-templates`))
        .templates.sales_manager?.baseMonthly,
    ).toBe(5500);

    // A store outside any group has no templates to adopt.
    const loneAdmin = (await t.person('dealership_admin', { dealershipId: LONE_STORE })).client;
    const lone = await adopt(loneAdmin);
    expect(lone.status).toBe(400);
    expect(await fieldsOf(lone)).toEqual(['groupPayPlans']);
  });
});

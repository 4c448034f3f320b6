import type { RouteHandler } from '@hono/zod-openapi';
import { NO_GOAL_DEFAULTS, type StoreDefaults } from '@das/shared/schemas/store-defaults';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../lib/app-env';
import { recordAudit } from '../../lib/audit';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership, resolveWriteDealership } from '../../lib/tenant-scope';
import {
  findPayPlanDefaults,
  findShiftTemplates,
  savePayPlanDefaults,
  saveShiftTemplates as storeShiftTemplates,
} from '../dealerships/store-settings.repository';
import { goalDefaultsBefore, saveGoalDefaults } from '../goals/goals.repository';
import type * as routes from './store-admin.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** After every day a store can have: the latest version of its goal defaults. */
const AFTER_ALL = '9999-12-31';

async function defaultsOf(db: Database, dealershipId: number): Promise<StoreDefaults> {
  const [goals, shiftTemplates, payPlans] = await Promise.all([
    goalDefaultsBefore(db, dealershipId, AFTER_ALL),
    findShiftTemplates(db, dealershipId),
    findPayPlanDefaults(db, dealershipId),
  ]);
  return {
    dealershipId,
    goals: goals?.defaults ?? NO_GOAL_DEFAULTS,
    goalsSavedOn: goals?.savedOn ?? null,
    shiftTemplates,
    payPlans,
  };
}

export const get: Handler<'getStoreDefaults'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, requested);
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

/**
 * A new version of the goal defaults, dated the store's today (ADR 020): months
 * with goals saved keep them, and months already over keep the version they had.
 */
export const saveGoals: Handler<'saveGoalDefaults'> = async (c) => {
  const { dealership_id: requested, ...goals } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  const today = await requestToday(c, dealershipId);
  const before = await defaultsOf(c.var.db, dealershipId);
  await c.var.db.transaction(async (tx) => {
    await saveGoalDefaults(tx, dealershipId, today, goals, c.var.user.id);
    await recordAudit(tx, c, {
      operation: 'goalDefaults.save',
      entityType: 'dealership',
      entityId: String(dealershipId),
      dealershipId,
      before: before.goals,
      after: goals,
    });
  });
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

export const saveShiftTemplates: Handler<'saveShiftTemplates'> = async (c) => {
  const { dealership_id: requested, templates } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  const before = await findShiftTemplates(c.var.db, dealershipId);
  await c.var.db.transaction(async (tx) => {
    await storeShiftTemplates(tx, dealershipId, templates);
    await recordAudit(tx, c, {
      operation: 'shiftTemplates.save',
      entityType: 'dealership',
      entityId: String(dealershipId),
      dealershipId,
      before,
      after: templates,
    });
  });
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

/** The plans people added from now on are given; nobody already here changes plan. */
export const savePayPlans: Handler<'savePayPlanDefaults'> = async (c) => {
  const { dealership_id: requested, plans } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  const before = await findPayPlanDefaults(c.var.db, dealershipId);
  await c.var.db.transaction(async (tx) => {
    await savePayPlanDefaults(tx, dealershipId, plans);
    await recordAudit(tx, c, {
      operation: 'payPlanDefaults.save',
      entityType: 'dealership',
      entityId: String(dealershipId),
      dealershipId,
      before,
      after: plans,
    });
  });
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

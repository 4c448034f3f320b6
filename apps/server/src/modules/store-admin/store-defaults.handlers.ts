import type { RouteHandler } from '@hono/zod-openapi';
import {
  DEFAULT_PLAN_ROLES,
  NO_GOAL_DEFAULTS,
  type PayPlanDefaults,
  type StoreDefaults,
} from '@das/shared/schemas/store-defaults';
import { fieldIssue } from '@das/shared/validation';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { auditedChange, storeAuditEntry } from '../../lib/audit';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership, resolveWriteDealership } from '../../lib/tenant-scope';
import {
  findPayPlanDefaults,
  findShiftTemplates,
  savePayPlanDefaults,
  saveShiftTemplates as storeShiftTemplates,
} from '../dealerships/store-settings.repository';
import { goalDefaultsBefore, saveGoalDefaults } from '../goals/goals.repository';
import { payPlanTemplatesOfStoreGroup } from '../group-settings/group-settings.repository';
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
  await auditedChange(
    c,
    storeAuditEntry('goalDefaults.save', dealershipId),
    async (tx) =>
      (await goalDefaultsBefore(tx, dealershipId, AFTER_ALL))?.defaults ?? NO_GOAL_DEFAULTS,
    async (tx) => {
      await saveGoalDefaults(tx, dealershipId, today, goals, c.var.user.id);
      return goals;
    },
  );
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

export const saveShiftTemplates: Handler<'saveShiftTemplates'> = async (c) => {
  const { dealership_id: requested, templates } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  await auditedChange(
    c,
    storeAuditEntry('shiftTemplates.save', dealershipId),
    (tx) => findShiftTemplates(tx, dealershipId),
    async (tx) => {
      await storeShiftTemplates(tx, dealershipId, templates);
      return templates;
    },
  );
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

/** The plans people added from now on are given; nobody already here changes plan. */
export const savePayPlans: Handler<'savePayPlanDefaults'> = async (c) => {
  const { dealership_id: requested, plans } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  await auditedChange(
    c,
    storeAuditEntry('payPlanDefaults.save', dealershipId),
    (tx) => findPayPlanDefaults(tx, dealershipId),
    async (tx) => {
      await savePayPlanDefaults(tx, dealershipId, plans);
      return plans;
    },
  );
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

/**
 * Copies the group's pay-plan templates into the store's default plans (ADR
 * 020): a copy, so the group changing a template later moves no store's
 * defaults. A role the group keeps no template of keeps the store's own
 * default. Like any save of the defaults, nobody's plan changes.
 */
export const adoptGroupPayPlans: Handler<'adoptGroupPayPlans'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  await auditedChange(
    c,
    storeAuditEntry('payPlanDefaults.adoptGroupTemplates', dealershipId),
    (tx) => findPayPlanDefaults(tx, dealershipId),
    async (tx, before) => {
      const templates = await payPlanTemplatesOfStoreGroup(tx, dealershipId);
      const roles = DEFAULT_PLAN_ROLES.filter((role) => templates?.[role]);
      // A store outside a group, or whose group keeps no template, has nothing to adopt.
      if (!templates || roles.length === 0) {
        throw validationError([fieldIssue('groupPayPlans', 'required')]);
      }
      const after: PayPlanDefaults = {
        ...before,
        ...Object.fromEntries(roles.map((role) => [role, templates[role]])),
      };
      await savePayPlanDefaults(tx, dealershipId, after);
      return after;
    },
  );
  return c.json(await defaultsOf(c.var.db, dealershipId), 200);
};

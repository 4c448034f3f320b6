import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { reachesGroup } from '@das/shared/policies';
import { PRODUCTS } from '@das/shared/deals';
import type { GroupSettings } from '@das/shared/schemas/group-settings';
import {
  DEFAULT_PLAN_ROLES,
  NO_PAY_PLAN_DEFAULTS,
  type GroupPayPlanTemplates,
  type GroupProductTargets,
  type PayPlanDefaults,
  type ProductTarget,
} from '@das/shared/schemas/store-defaults';
import { DEALER_GROUP_MAX_STORES, monthlyPriceFor } from '@das/shared/subscription-plans';
import { fieldIssue } from '@das/shared/validation';
import { authorizePerson } from '../../auth/authorize';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { auditedChange, recordAudit, storeAuditEntry } from '../../lib/audit';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import {
  findGroupSubscription,
  insertStores,
  setSubscriptionLocations,
} from '../auth/signup.repository';
import { disbandTeam, moveToStore } from '../dealerships/staff.repository';
import { findStoreSettings, renameStore } from '../dealerships/store-settings.repository';
import { dropShiftsAfter } from '../schedule/schedule.repository';
import {
  activePeopleOf,
  findGroup,
  findGroupPayPlanTemplates,
  findGroupProductTargets,
  lockGroupAndCountStores,
  renameGroup,
  saveGroupPayPlanTemplates,
  saveGroupProductTargets,
  storesOfGroup,
} from './group-settings.repository';
import type * as routes from './group-settings.routes';

/** What a change to the group's own record is audited as. */
const groupAuditEntry = (operation: string, groupId: number) => ({
  operation,
  entityType: 'dealer_group',
  entityId: String(groupId),
  dealershipId: null,
});

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const STORE_ADMIN_ROLES: readonly string[] = ['dealership_admin', 'single_dealer_admin'];

/**
 * The group named in the path and its stores the caller sees. Out of reach or
 * unknown alike is "not found": ids of other tenants reveal nothing.
 */
async function groupOf(c: Context<AppEnv>, groupId: number) {
  const group = await findGroup(c.var.db, groupId);
  const stores =
    group && reachesGroup(c.var.user, { dealerGroupId: group.id, areaId: group.areaId })
      ? await storesOfGroup(c.var.db, c.var.user, groupId)
      : [];
  const [first] = stores;
  if (!group || !first) throw new AppError('NOT_FOUND', 'Dealer group not found');
  return { group, stores, isDemo: first.isDemo };
}

export const settings: Handler<'getGroupSettings'> = async (c) => {
  const { id } = c.req.valid('param');
  const { group, stores } = await groupOf(c, id);
  const [subscription, people] = await Promise.all([
    findGroupSubscription(c.var.db, id),
    activePeopleOf(
      c.var.db,
      stores.map((store) => store.id),
    ),
  ]);
  const body: GroupSettings = {
    group: { id: group.id, name: group.name },
    subscription: subscription ?? null,
    maxStores: DEALER_GROUP_MAX_STORES,
    stores: stores.map((store) => {
      const staff = people.filter((person) => person.dealershipId === store.id);
      return {
        id: store.id,
        name: store.name,
        city: store.city,
        state: store.state,
        admins: staff
          .filter((person) => STORE_ADMIN_ROLES.includes(person.role))
          .map((person) => ({
            userId: person.userId,
            name: `${person.firstName} ${person.lastName}`,
            email: person.email,
          })),
        people: staff.length,
      };
    }),
    people: people.map(({ email: _email, ...person }) => ({
      ...person,
      dealershipId: person.dealershipId!,
    })),
  };
  return c.json(body, 200);
};

export const rename: Handler<'renameGroup'> = async (c) => {
  const { id } = c.req.valid('param');
  const { name } = c.req.valid('json');
  await groupOf(c, id);
  await auditedChange(
    c,
    groupAuditEntry('groupSettings.rename', id),
    async (tx) => ({ name: (await findGroup(tx, id))?.name }),
    async (tx) => {
      await renameGroup(tx, id, name);
      return { name };
    },
  );
  return c.json({ id, name }, 200);
};

export const renameOneStore: Handler<'renameGroupStore'> = async (c) => {
  const { id, dealership_id: dealershipId } = c.req.valid('param');
  const { name } = c.req.valid('json');
  const { stores } = await groupOf(c, id);
  if (!stores.some((candidate) => candidate.id === dealershipId)) {
    throw new AppError('NOT_FOUND', 'Dealership not found');
  }
  await auditedChange(
    c,
    storeAuditEntry('groupSettings.store.rename', dealershipId),
    async (tx) => ({ name: (await findStoreSettings(tx, dealershipId))?.name }),
    async (tx) => {
      await renameStore(tx, dealershipId, name);
      return { name };
    },
  );
  return c.json({ id: dealershipId, name }, 200);
};

/**
 * A new store joins the group's subscription: it is billed per location, up to
 * the plan's limit of stores (SPEC.md pricing: "every rooftop of a dealer
 * group under one account"). A canceled subscription adds nothing.
 */
export const addStore: Handler<'addGroupStore'> = async (c) => {
  const { id } = c.req.valid('param');
  const input = c.req.valid('json');
  const { isDemo } = await groupOf(c, id);
  const created = await c.var.db.transaction(async (tx) => {
    const count = await lockGroupAndCountStores(tx, id);
    if (count >= DEALER_GROUP_MAX_STORES) {
      throw new AppError(
        'CONFLICT',
        `A dealer group plan covers at most ${DEALER_GROUP_MAX_STORES} stores`,
        { reason: 'store_limit', maximum: DEALER_GROUP_MAX_STORES },
      );
    }
    const subscription = await findGroupSubscription(tx, id, { lock: true });
    if (subscription?.status === 'canceled') {
      throw new AppError('CONFLICT', "The dealer group's subscription is canceled", {
        reason: 'subscription_canceled',
      });
    }
    const [storeId] = await insertStores(tx, [input], id, isDemo);
    if (storeId === undefined) throw new Error('group settings: the store was not created');
    const locations = count + 1;
    if (subscription && subscription.locations < locations) {
      const price = monthlyPriceFor('dealer_group', locations).toFixed(2);
      await setSubscriptionLocations(tx, subscription.id, locations, price);
    }
    await recordAudit(tx, c, {
      operation: 'groupSettings.store.add',
      entityType: 'dealership',
      entityId: String(storeId),
      dealershipId: storeId,
      before: subscription ? { locations: subscription.locations } : null,
      after: { ...input, dealerGroupId: id, locations },
    });
    return { id: storeId, name: input.name };
  });
  return c.json(created, 201);
};

/**
 * A person moves to another store of the group. Deals and sales carry the
 * store they happened at, so the old store's figures stay as they were; the
 * person leaves the old store's team (and a sales manager's team is
 * disbanded), and shifts already planned there after today are cleared.
 */
export const move: Handler<'movePerson'> = async (c) => {
  const { id, user_id: userId } = c.req.valid('param');
  const { dealershipId: to } = c.req.valid('json');
  const { stores } = await groupOf(c, id);
  const person = await authorizePerson(c, 'staff.moveStore', userId);
  const from = person.dealershipId;
  if (!stores.some((store) => store.id === from)) {
    throw new AppError('NOT_FOUND', 'Person not found');
  }
  if (!stores.some((store) => store.id === to)) {
    // A store the caller cannot see is refused as such (403), like every store-scoped request.
    await resolveDealershipScope(c.var.db, c.var.user, to);
    throw validationError([
      fieldIssue('dealershipId', 'not_one_of', { values: stores.map((store) => String(store.id)) }),
    ]);
  }
  if (to === from) throw validationError([fieldIssue('dealershipId', 'nothing_to_change')]);
  const today = await storeToday(c.var.db, c.var.clock, from);
  await c.var.db.transaction(async (tx) => {
    await moveToStore(tx, userId, from, to);
    if (person.role === 'sales_manager') await disbandTeam(tx, from, userId);
    await dropShiftsAfter(tx, from, userId, today);
    await recordAudit(tx, c, {
      operation: 'groupSettings.person.move',
      entityType: 'profile',
      entityId: userId,
      dealershipId: to,
      before: { dealershipId: from },
      after: { dealershipId: to },
    });
  });
  return c.json({ userId, dealershipId: to }, 200);
};

/** Every product once, in menu order; a product the group set no target for has none. */
function targetsView(groupId: number, saved: ProductTarget[] | null): GroupProductTargets {
  const byProduct = new Map((saved ?? []).map((row) => [row.product, row.target]));
  return {
    groupId,
    targets: PRODUCTS.map((product) => ({ product, target: byProduct.get(product) ?? null })),
    saved: saved !== null,
  };
}

export const productTargets: Handler<'getGroupProductTargets'> = async (c) => {
  const { id } = c.req.valid('param');
  await groupOf(c, id);
  return c.json(targetsView(id, await findGroupProductTargets(c.var.db, id)), 200);
};

export const saveProductTargets: Handler<'saveGroupProductTargets'> = async (c) => {
  const { id } = c.req.valid('param');
  const { targets } = c.req.valid('json');
  await groupOf(c, id);
  const after = PRODUCTS.map((product) => targets.find((row) => row.product === product)!);
  await auditedChange(
    c,
    groupAuditEntry('groupSettings.productTargets', id),
    (tx) => findGroupProductTargets(tx, id),
    async (tx) => {
      await saveGroupProductTargets(tx, id, after);
      return after;
    },
  );
  return c.json(targetsView(id, after), 200);
};

function templatesView(groupId: number, saved: PayPlanDefaults | null): GroupPayPlanTemplates {
  const templates = saved ?? NO_PAY_PLAN_DEFAULTS;
  return {
    groupId,
    templates,
    saved: DEFAULT_PLAN_ROLES.some((role) => templates[role] !== null),
  };
}

export const payPlanTemplates: Handler<'getGroupPayPlanTemplates'> = async (c) => {
  const { id } = c.req.valid('param');
  await groupOf(c, id);
  return c.json(templatesView(id, await findGroupPayPlanTemplates(c.var.db, id)), 200);
};

/** A template per role its stores may adopt; no store's default plans change until it does. */
export const savePayPlanTemplates: Handler<'saveGroupPayPlanTemplates'> = async (c) => {
  const { id } = c.req.valid('param');
  const { templates } = c.req.valid('json');
  await groupOf(c, id);
  await auditedChange(
    c,
    groupAuditEntry('groupSettings.payPlanTemplates', id),
    (tx) => findGroupPayPlanTemplates(tx, id),
    async (tx) => {
      await saveGroupPayPlanTemplates(tx, id, templates);
      return templates;
    },
  );
  return c.json(templatesView(id, templates), 200);
};

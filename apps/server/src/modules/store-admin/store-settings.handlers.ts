import type { RouteHandler } from '@hono/zod-openapi';
import { PRODUCTS } from '@das/shared/deals';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../lib/app-env';
import { fieldIssue } from '@das/shared/validation';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { resolveOneDealership, resolveWriteDealership } from '../../lib/tenant-scope';
import {
  findStoreSettings,
  saveStoreSettings,
  type StoredSettings,
} from '../dealerships/store-settings.repository';
import { productTargetsOfStoreGroup } from '../group-settings/group-settings.repository';
import { effectiveSettings } from './settings-view';
import type * as routes from './store-admin.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

async function settingsOf(db: Database, dealershipId: number) {
  const stored = await findStoreSettings(db, dealershipId);
  if (!stored) throw new AppError('NOT_FOUND', 'Dealership not found');
  return stored;
}

export const getSettings: Handler<'getStoreSettings'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, requested);
  return c.json(effectiveSettings(dealershipId, await settingsOf(c.var.db, dealershipId)), 200);
};

export const saveSettings: Handler<'saveStoreSettings'> = async (c) => {
  const { dealership_id: requested, ...input } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  const before = await settingsOf(c.var.db, dealershipId);
  const after: StoredSettings = {
    ...input,
    lenders: [...new Set(input.lenders)],
    products: PRODUCTS.map((product) => input.products.find((row) => row.product === product)!),
    miniThreshold: input.miniThreshold.toFixed(2),
  };
  await c.var.db.transaction(async (tx) => {
    await saveStoreSettings(tx, dealershipId, after);
    await recordAudit(tx, c, {
      operation: 'storeSettings.save',
      entityType: 'dealership',
      entityId: String(dealershipId),
      dealershipId,
      before,
      after,
    });
  });
  return c.json(effectiveSettings(dealershipId, after), 200);
};

/**
 * Copies the group's penetration targets into the store's own (ADR 020): a
 * copy, so the group changing its targets later moves no store's. What the
 * store offers stays as it was.
 */
export const adoptGroupTargets: Handler<'adoptGroupTargets'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  const [before, group] = await Promise.all([
    settingsOf(c.var.db, dealershipId),
    productTargetsOfStoreGroup(c.var.db, dealershipId),
  ]);
  // A store outside a group, or whose group set no targets, has nothing to adopt.
  if (!group) throw validationError([fieldIssue('groupTargets', 'required')]);
  const targetOf = new Map(group.map((row) => [row.product, row.target]));
  const products = effectiveSettings(dealershipId, before).products.map((row) => ({
    ...row,
    target: targetOf.get(row.product) ?? null,
  }));
  const after: StoredSettings = { ...before, products };
  await c.var.db.transaction(async (tx) => {
    await saveStoreSettings(tx, dealershipId, after);
    await recordAudit(tx, c, {
      operation: 'storeSettings.adoptGroupTargets',
      entityType: 'dealership',
      entityId: String(dealershipId),
      dealershipId,
      before: before.products,
      after: products,
    });
  });
  return c.json(effectiveSettings(dealershipId, after), 200);
};

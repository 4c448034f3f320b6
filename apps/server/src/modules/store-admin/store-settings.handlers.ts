import type { RouteHandler } from '@hono/zod-openapi';
import { PRODUCTS } from '@das/shared/deals';
import type { AppEnv } from '../../lib/app-env';
import { fieldIssue } from '@das/shared/validation';
import { AppError, validationError } from '../../lib/app-error';
import { auditedChange, storeAuditEntry } from '../../lib/audit';
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

async function settingsOf(db: Parameters<typeof findStoreSettings>[0], dealershipId: number) {
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
  const after: StoredSettings = {
    ...input,
    lenders: [...new Set(input.lenders)],
    products: PRODUCTS.map((product) => input.products.find((row) => row.product === product)!),
    miniThreshold: input.miniThreshold.toFixed(2),
  };
  await auditedChange(
    c,
    storeAuditEntry('storeSettings.save', dealershipId),
    (tx) => settingsOf(tx, dealershipId),
    async (tx) => {
      await saveStoreSettings(tx, dealershipId, after);
      return after;
    },
  );
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
  const after = await auditedChange(
    c,
    storeAuditEntry('storeSettings.adoptGroupTargets', dealershipId),
    (tx) => settingsOf(tx, dealershipId),
    async (tx, before) => {
      const group = await productTargetsOfStoreGroup(tx, dealershipId);
      // A store outside a group, or whose group set no targets, has nothing to adopt.
      if (!group) throw validationError([fieldIssue('groupTargets', 'required')]);
      const targetOf = new Map(group.map((row) => [row.product, row.target]));
      const products = effectiveSettings(dealershipId, before).products.map((row) => ({
        ...row,
        target: targetOf.get(row.product) ?? null,
      }));
      const adopted: StoredSettings = { ...before, products };
      await saveStoreSettings(tx, dealershipId, adopted);
      return adopted;
    },
  );
  return c.json(effectiveSettings(dealershipId, after), 200);
};

import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { TenantRecord } from '@das/shared/schemas/platform-tenants';
import { US_STATES } from '@das/shared/schemas/signup';
import { fieldIssue } from '@das/shared/validation';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { auditedChange, recordAudit } from '../../lib/audit';
import * as repository from './platform-tenants.repository';
import type * as routes from './platform-tenants.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type Executor = Parameters<typeof repository.findTenant>[0];

/** Vice presidents listed at once: a search names the one meant in a few letters. */
const VICE_PRESIDENTS_SHOWN = 20;

const ENTITY_OF_RECORD: Record<TenantRecord, string> = {
  areas: 'area',
  groups: 'dealer_group',
  dealerships: 'dealership',
};

const auditEntry = (operation: string, record: TenantRecord, id: number) => ({
  operation,
  entityType: ENTITY_OF_RECORD[record],
  entityId: String(id),
  dealershipId: record === 'dealerships' ? id : null,
});

/**
 * The tenant a change names, of the caller's world (a demo account's demo
 * tenants, a real account's real ones): any other is not found, as if it
 * did not exist.
 */
async function tenantOf(tx: Executor, c: Context<AppEnv>, record: TenantRecord, id: number) {
  const tenant = await repository.findTenant(tx, record, id, c.var.user.isDemo);
  if (!tenant) throw new AppError('NOT_FOUND', 'No such area, group or store');
  return tenant;
}

export const searchTenants: Handler<'searchTenants'> = async (c) => {
  const list = await repository.searchTenants(c.var.db, c.req.valid('query'), c.var.user.isDemo);
  return c.json(list, 200);
};

export const listAreaVicePresidents: Handler<'listAreaVicePresidents'> = async (c) => {
  const { q, area_id: areaId } = c.req.valid('query');
  const items = await repository.listAreaVicePresidents(
    c.var.db,
    { q, areaId },
    c.var.user.isDemo,
    VICE_PRESIDENTS_SHOWN,
  );
  return c.json({ items }, 200);
};

export const createArea: Handler<'createArea'> = async (c) => {
  const input = c.req.valid('json');
  const id = await c.var.db.transaction(async (tx) => {
    const areaId = await repository.insertArea(tx, { ...input, isDemo: c.var.user.isDemo });
    await recordAudit(tx, c, { ...auditEntry('tenant.create', 'areas', areaId), after: input });
    return areaId;
  });
  return c.json({ id }, 201);
};

export const createGroup: Handler<'createGroup'> = async (c) => {
  const input = c.req.valid('json');
  const id = await c.var.db.transaction(async (tx) => {
    if (input.areaId !== null) await tenantOf(tx, c, 'areas', input.areaId);
    const groupId = await repository.insertGroup(tx, { ...input, isDemo: c.var.user.isDemo });
    await recordAudit(tx, c, { ...auditEntry('tenant.create', 'groups', groupId), after: input });
    return groupId;
  });
  return c.json({ id }, 201);
};

export const createDealership: Handler<'createDealership'> = async (c) => {
  const input = c.req.valid('json');
  // A single finance manager's office is their own: it never belongs to a dealer group.
  if (input.kind === 'single_finance' && input.dealerGroupId !== null) {
    throw validationError([fieldIssue('dealerGroupId', 'invalid')]);
  }
  const store = { ...input, timeZone: input.timeZone ?? US_STATES[input.state] };
  const id = await c.var.db.transaction(async (tx) => {
    if (store.dealerGroupId !== null) await tenantOf(tx, c, 'groups', store.dealerGroupId);
    const storeId = await repository.insertDealership(tx, {
      ...store,
      isDemo: c.var.user.isDemo,
    });
    await recordAudit(tx, c, {
      ...auditEntry('tenant.create', 'dealerships', storeId),
      after: store,
    });
    return storeId;
  });
  return c.json({ id }, 201);
};

export const renameTenant: Handler<'renameTenant'> = async (c) => {
  const { record, id } = c.req.valid('param');
  const { name } = c.req.valid('json');
  await auditedChange(
    c,
    auditEntry('tenant.rename', record, id),
    async (tx) => ({ name: (await tenantOf(tx, c, record, id)).name }),
    async (tx) => {
      await repository.updateTenant(tx, record, id, { name });
      return { name };
    },
  );
  return c.body(null, 204);
};

export const setTenantActive: Handler<'setTenantActive'> = async (c) => {
  const { record, id } = c.req.valid('param');
  const { isActive } = c.req.valid('json');
  await auditedChange(
    c,
    auditEntry(isActive ? 'tenant.reactivate' : 'tenant.deactivate', record, id),
    async (tx) => ({ isActive: (await tenantOf(tx, c, record, id)).isActive }),
    async (tx) => {
      await repository.updateTenant(tx, record, id, { isActive });
      return { isActive };
    },
  );
  return c.body(null, 204);
};

export const moveStore: Handler<'moveStore'> = async (c) => {
  const { id } = c.req.valid('param');
  const { dealerGroupId } = c.req.valid('json');
  await auditedChange(
    c,
    auditEntry('tenant.move', 'dealerships', id),
    async (tx) => {
      const store = await tenantOf(tx, c, 'dealerships', id);
      if (store.kind !== 'store') throw validationError([fieldIssue('dealerGroupId', 'invalid')]);
      return { dealerGroupId: store.dealerGroupId };
    },
    async (tx) => {
      const group = dealerGroupId === null ? null : await tenantOf(tx, c, 'groups', dealerGroupId);
      await repository.moveStore(tx, id, group && { id: group.id, areaId: group.areaId });
      return { dealerGroupId };
    },
  );
  return c.body(null, 204);
};

export const assignAreaVicePresident: Handler<'assignAreaVicePresident'> = async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.req.valid('json');
  await auditedChange(
    c,
    auditEntry('tenant.assignAreaVicePresident', 'areas', id),
    async (tx) => {
      await tenantOf(tx, c, 'areas', id);
      const person = await repository.findAreaVicePresident(tx, userId, c.var.user.isDemo);
      if (!person) throw new AppError('NOT_FOUND', 'No such area vice president');
      return { userId, areaId: person.areaId };
    },
    async (tx) => {
      await repository.setAreaOfVicePresident(tx, userId, id);
      return { userId, areaId: id };
    },
  );
  return c.body(null, 204);
};

import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@das/shared/schemas/auth';
import { isPlatformRole } from '@das/shared/roles';
import { fieldIssue } from '@das/shared/validation';
import type { Database } from '../db/client';
import { dealerGroups, dealerships } from '../db/schema';
import { AppError, validationError } from './app-error';

/**
 * The one place that says which dealerships a caller may see (ARCHITECTURE.md
 * convention 4): platform staff all, an area vice president the area's stores,
 * a group admin the group's, everyone else their own store. Demo accounts see
 * demo stores only, and real accounts real ones. Returns a condition on `dealerships`.
 */
export function dealershipVisibility(user: SessionUser): SQL | undefined {
  return and(eq(dealerships.isDemo, user.isDemo), reachOf(user));
}

function reachOf(user: SessionUser): SQL | undefined {
  if (isPlatformRole(user.role)) return undefined;
  if (user.role === 'area_vice_president') {
    return sql`${dealerships.dealerGroupId} in (select ${dealerGroups.id} from ${dealerGroups} where ${dealerGroups.areaId} = ${user.areaId ?? -1})`;
  }
  if (user.role === 'dealer_group_admin') {
    return eq(dealerships.dealerGroupId, user.dealerGroupId ?? -1);
  }
  return eq(dealerships.id, user.dealershipId ?? -1);
}

export interface DealershipScope {
  /** The dealerships a request reads or writes. Never empty. */
  ids: number[];
}

/**
 * `column` is one of the scope's stores, as one array parameter: the text is the
 * same for one store or fifty (one prepared statement), and drizzle renders one
 * piece instead of one per store. For the summaries, whose plans are simple.
 */
export function inScope(column: AnyColumn, scope: DealershipScope): SQL {
  return sql`${column} = any(${`{${scope.ids.join(',')}}`}::int[])`;
}

export const NO_DEALERSHIP = 'No accessible dealership found';

/**
 * The dealerships one request works on: the one it names, which must be visible
 * (else 403 Insufficient permissions), or by default the caller's own store, or
 * everything the caller may see (else 403 No accessible dealership found). The
 * caller's own store, named or not, is read from the session, not queried.
 */
export async function resolveDealershipScope(
  db: Database,
  user: SessionUser,
  requested?: number,
): Promise<DealershipScope> {
  // One's own store is always visible (the default below); naming it costs no query.
  const own = user.dealershipId;
  if (
    (requested === undefined || requested === own) &&
    own !== null &&
    !isPlatformRole(user.role)
  ) {
    return { ids: [own] };
  }
  const visible = (
    await db.select({ id: dealerships.id }).from(dealerships).where(dealershipVisibility(user))
  ).map((row) => row.id);
  if (requested !== undefined) {
    if (!visible.includes(requested)) throw new AppError('FORBIDDEN');
    return { ids: [requested] };
  }
  if (visible.length === 0) throw new AppError('FORBIDDEN', NO_DEALERSHIP);
  return { ids: visible };
}

/**
 * A page about one store: the requested one or the caller's only one. Someone
 * who sees several stores says which (400 'dealership_id' is required).
 */
export async function resolveOneDealership(
  db: Database,
  user: SessionUser,
  requested?: number,
): Promise<number> {
  const { ids } = await resolveDealershipScope(db, user, requested);
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) {
    throw validationError([fieldIssue('dealership_id', 'required')]);
  }
  return id;
}

/** A write names exactly one store: the requested one or the caller's own. */
export async function resolveWriteDealership(
  db: Database,
  user: SessionUser,
  requested?: number,
): Promise<number> {
  if (requested === undefined && user.dealershipId === null) {
    throw new AppError('FORBIDDEN', NO_DEALERSHIP);
  }
  const { ids } = await resolveDealershipScope(
    db,
    user,
    requested ?? user.dealershipId ?? undefined,
  );
  const [id] = ids;
  if (id === undefined) throw new AppError('FORBIDDEN', NO_DEALERSHIP);
  return id;
}

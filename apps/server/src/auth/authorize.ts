import type { Context, MiddlewareHandler } from 'hono';
import { can, roleMay, reaches, type Action, type PersonRef } from '@das/shared/policies';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { findPerson } from '../modules/dealerships/staff.repository';

/**
 * The route-level gate of the policy (ADR 008): a role that may never do the
 * action is refused before its request is even read. Set after `requireUser`.
 */
export function requirePermission(action: Action): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roleMay(c.var.user.role, action)) throw new AppError('FORBIDDEN');
    return next();
  };
}

/** A person as the policy weighs them, with the name answers show. */
export interface AuthorizedPerson extends PersonRef {
  firstName: string;
  lastName: string;
}

/**
 * The record-level gate for an action on a person: someone out of the caller's
 * reach (or in another store than the one the request names) is "not found",
 * so ids of other tenants reveal nothing; someone within reach whom the policy
 * protects (equal or higher rank, oneself) is 403.
 */
export async function authorizePerson(
  c: Context<AppEnv>,
  action: Action,
  userId: string,
  inDealership?: number,
): Promise<AuthorizedPerson> {
  const found = await findPerson(c.var.db, userId);
  const person =
    found?.dealershipId != null
      ? { ...found, dealershipId: found.dealershipId, isDemo: found.isDemo === true }
      : undefined;
  if (
    !person ||
    !reaches(c.var.user, person) ||
    (inDealership !== undefined && person.dealershipId !== inDealership)
  ) {
    throw new AppError('NOT_FOUND', 'Person not found');
  }
  if (!can(c.var.user, action, person)) throw new AppError('FORBIDDEN');
  return person;
}

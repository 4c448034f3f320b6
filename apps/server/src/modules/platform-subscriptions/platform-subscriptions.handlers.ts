import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { addDays, todayIn } from '@das/shared/periods';
import type { ExtendTrial } from '@das/shared/schemas/platform-subscriptions';
import { fieldIssue } from '@das/shared/validation';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import * as repository from './platform-subscriptions.repository';
import type * as routes from './platform-subscriptions.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type Subscription = repository.SubscriptionRow;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cursor as the client holds it: the row's UTC creation time and id, base64url. */
const encodeCursor = (cursor: repository.Cursor | null) =>
  cursor ? Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url') : null;

function decodeCursor(text: string | undefined): repository.Cursor | undefined {
  if (text === undefined) return undefined;
  const [at = '', id = ''] = Buffer.from(text, 'base64url').toString().split('|');
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)
  ) {
    throw validationError([fieldIssue('after', 'invalid')]);
  }
  return { at, id };
}

export const listSubscriptions: Handler<'listSubscriptions'> = async (c) => {
  const { after, limit, ...filter } = c.req.valid('query');
  const page = await repository.listSubscriptions(c.var.db, filter, c.var.user.isDemo, {
    after: decodeCursor(after),
    limit,
  });
  return c.json({ items: page.items, nextCursor: encodeCursor(page.next) }, 200);
};

export const billingPreview: Handler<'billingPreview'> = async (c) => {
  const { id } = c.req.valid('param');
  const subscription = await repository.findSubscription(c.var.db, id, c.var.user.isDemo);
  if (!subscription) throw new AppError('NOT_FOUND', 'Subscription not found');
  const stores = await repository.billedStores(c.var.db, subscription);
  return c.json(
    {
      subscriptionId: subscription.id,
      locations: subscription.locations,
      pricePerLocation: subscription.pricePerLocation,
      monthlyTotal: subscription.monthlyPrice,
      stores,
    },
    200,
  );
};

/**
 * One state change in one transaction (ADR 025): the subscription is read and
 * locked, `decide` says what changes (or refuses, and nothing is written), and
 * the audit record holds it before and after: that record is the history.
 */
async function changeSubscription(
  c: Context<AppEnv>,
  id: string,
  operation: string,
  decide: (subscription: Subscription) => Parameters<typeof repository.updateSubscription>[2],
): Promise<Subscription> {
  return c.var.db.transaction(async (tx) => {
    const before = await repository.findSubscription(tx, id, c.var.user.isDemo, true);
    if (!before) throw new AppError('NOT_FOUND', 'Subscription not found');
    await repository.updateSubscription(tx, id, decide(before));
    const after = await repository.findSubscription(tx, id, c.var.user.isDemo);
    if (!after) throw new AppError('NOT_FOUND', 'Subscription not found');
    await recordAudit(tx, c, {
      operation,
      entityType: 'subscription',
      entityId: id,
      dealershipId: after.dealershipId,
      before,
      after,
    });
    return after;
  });
}

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

/** The new end: days added to the trial's end (or to now, once it has ended), or the end of a UTC day. */
function extendedEnd(body: ExtendTrial, trialEndsAt: Date, now: Date): Date {
  if (body.until === undefined) {
    const from = Math.max(trialEndsAt.getTime(), now.getTime());
    return new Date(from + (body.days ?? 0) * DAY_MS);
  }
  const end = new Date(`${addDays(body.until, 1)}T00:00:00.000Z`);
  if (end <= trialEndsAt || end <= now) {
    const latest = new Date(Math.max(trialEndsAt.getTime(), now.getTime()));
    throw validationError([
      fieldIssue('until', 'too_small', { minimum: latest.toISOString().slice(0, 10) }),
    ]);
  }
  return end;
}

export const extendTrial: Handler<'extendTrial'> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const subscription = await changeSubscription(c, id, 'subscription.extendTrial', (before) => {
    if (before.status !== 'trialing') {
      throw conflict(`Only a trial can be extended; this subscription is ${before.status}`);
    }
    return { trialEndsAt: extendedEnd(body, new Date(before.trialEndsAt), c.var.clock.now()) };
  });
  return c.json(subscription, 200);
};

export const activateSubscription: Handler<'activateSubscription'> = async (c) => {
  const { id } = c.req.valid('param');
  const subscription = await changeSubscription(c, id, 'subscription.activate', (before) => {
    if (before.status === 'active') throw conflict('This subscription is already active');
    return { status: 'active', cancelsOn: null };
  });
  return c.json(subscription, 200);
};

export const cancelSubscription: Handler<'cancelSubscription'> = async (c) => {
  const { id } = c.req.valid('param');
  const { on } = c.req.valid('json');
  // UTC: a subscription is the platform's, and its tenant may span time zones.
  const today = todayIn('UTC', c.var.clock.now());
  if (on < today) throw validationError([fieldIssue('on', 'too_small', { minimum: today })]);
  const subscription = await changeSubscription(c, id, 'subscription.cancel', (before) => {
    if (before.status === 'canceled') {
      throw conflict(`This subscription is already canceled from ${before.cancelsOn}`);
    }
    return { status: 'canceled', cancelsOn: on };
  });
  return c.json(subscription, 200);
};

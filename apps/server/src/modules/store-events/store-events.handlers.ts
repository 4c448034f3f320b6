import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/app-env';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import { storeEventStream } from './store-event-stream';
import type * as routes from './store-events.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const stream: Handler<'streamStoreEvents'> = async (c) => {
  const { dealership_id: dealershipId } = c.req.valid('param');
  // Another store, or one out of reach: 403, as for every read of a named store.
  await resolveDealershipScope(c.var.db, c.var.user, dealershipId);
  const { auth, user, sessionId } = c.var;
  return storeEventStream(c, dealershipId, c.req.valid('header')['last-event-id'], {
    holder: user.id,
    // A sign-out on any server ends the stream within one beat.
    stillAllowed: async () => (await auth.sessions.check(sessionId)) === 'alive',
  });
};

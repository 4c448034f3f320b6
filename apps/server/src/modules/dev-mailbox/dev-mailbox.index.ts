import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../../auth/client-address';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { createRouter } from '../../lib/router';
import { mailbox } from './dev-mailbox.handlers';
import { listMailbox } from './dev-mailbox.routes';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The mailbox exists on a demo server only, and opens to someone at this
 * machine or signed in: an anonymous caller across the network reads nothing.
 */
const demoCallerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.env.demoMode) throw new AppError('NOT_FOUND');
  if (LOOPBACK.has(clientAddress(c))) return next();
  return requireUser(c, next);
};

export const devMailboxRouter = createRouter();
devMailboxRouter.use('/dev/mailbox', demoCallerOnly);
devMailboxRouter.openapi(listMailbox, mailbox);

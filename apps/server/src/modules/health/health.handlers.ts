import type { RouteHandler } from '@hono/zod-openapi';
import { APP_VERSION } from '@das/shared/constants';
import { pingDatabase } from '../../db/client';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import type { getHealth } from './health.routes';

export const health: RouteHandler<typeof getHealth, AppEnv> = async (c) => {
  if (!(await pingDatabase(c.var.db))) {
    c.header('Retry-After', '5');
    throw new AppError('NETWORK_DB_ERROR', undefined, { database: 'down' });
  }
  return c.json({ status: 'ok' as const, database: c.var.dbKind, version: APP_VERSION }, 200);
};

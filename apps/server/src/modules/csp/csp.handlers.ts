import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/app-env';
import type { reportCspViolation } from './csp.routes';

/**
 * Reports go to the log, not the database: the endpoint takes anonymous input,
 * and a log line cannot be used to fill our tables.
 */
export const recordCspViolation: RouteHandler<typeof reportCspViolation, AppEnv> = (c) => {
  c.var.logger.warn('csp violation', { report: c.req.valid('json') });
  return c.body(null, 204);
};

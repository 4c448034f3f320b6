import type { RouteHandler } from '@hono/zod-openapi';
import { ROLES } from '@das/shared/roles';
import { DEMO_PASSWORD, DEMO_STORE_ID, demoEmail } from '../../db/seed/demo-catalog';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { authHeaders, forwardCookies, sessionResponse } from '../auth/session-response';
import type { createDemoSession, getDemoInfo } from './demo.routes';

/**
 * Demo mode (DECISIONS.md "Back doors replaced"): a visitor enters any role's
 * dashboard as that role's seeded account. Off, these routes do not exist.
 */
export const demoInfo: RouteHandler<typeof getDemoInfo, AppEnv> = (c) =>
  c.json(
    {
      enabled: c.var.env.demoMode,
      roles: c.var.env.demoMode ? [...ROLES] : [],
      defaultRole: 'sales_manager' as const,
      dealershipId: DEMO_STORE_ID,
    },
    200,
  );

export const demoSession: RouteHandler<typeof createDemoSession, AppEnv> = async (c) => {
  if (!c.var.env.demoMode) throw new AppError('NOT_FOUND');
  const { role } = c.req.valid('json');
  let result;
  try {
    result = await c.var.auth.auth.api.signInEmail({
      body: { email: demoEmail(role), password: DEMO_PASSWORD, rememberMe: false },
      headers: authHeaders(c),
      returnHeaders: true,
    });
  } catch {
    throw new AppError('NOT_FOUND', 'This demo account does not exist');
  }
  forwardCookies(c, result.headers);
  return c.json(await sessionResponse(c, result.response.token, { remembered: false }), 200);
};

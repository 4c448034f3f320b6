import type { RouteHandler } from '@hono/zod-openapi';
import { addDays, mondayOf, todayIn } from '@das/shared/periods';
import type { AppEnv } from '../../lib/app-env';
import * as repository from './platform-usage.repository';
import type * as routes from './platform-usage.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const readPlatformUsage: Handler<'readPlatformUsage'> = async (c) => {
  const { weeks, days } = c.req.valid('query');
  const now = c.var.clock.now();
  const today = todayIn('UTC', now);
  const thisWeek = mondayOf(today);
  const weekRange = { first: addDays(thisWeek, -7 * (weeks - 1)), last: thisWeek };
  const dayRange = { first: addDays(today, 1 - days), last: today };
  const { db } = c.var;
  const isDemo = c.var.user.isDemo;
  // Side by side on a server's pool: the answer waits for the slowest, not the sum (PGlite queues them).
  const [signups, trials, activeUsers, deals] = await Promise.all([
    repository.signupsByWeek(db, weekRange, isDemo),
    repository.trialsEndedByWeek(db, weekRange, now, isDemo),
    repository.activeUsersByDay(db, dayRange, isDemo),
    repository.dealsByDay(db, dayRange, isDemo),
  ]);
  return c.json({ today, signups, trials, activeUsers, deals }, 200);
};

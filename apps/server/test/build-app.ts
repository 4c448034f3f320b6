import type { Clock } from '@das/shared/clock';
import { createApp, type AppOptions } from '../src/app';
import { createAuthServices } from '../src/auth/auth-services';
import type { DatabaseHandle } from '../src/db/client';
import { parseEnv, type Env } from '../src/env';
import { createLogger } from '../src/lib/logger';

export interface BuiltApp {
  app: ReturnType<typeof createApp>;
  env: Env;
  /** Every log line the app wrote at `logLevel` or above, parsed. */
  logs: Record<string, unknown>[];
}

/**
 * The real app on a database handle, its log kept in memory. Free of vitest,
 * so the tests (`test-app.ts`) and scripts (`npm run soak`) build it alike.
 */
export async function buildApp({
  database,
  clock,
  demo = false,
  env: overrides = {},
  modules,
  logLevel = 'debug',
}: {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  clock: Clock;
  demo?: boolean;
  env?: Record<string, string>;
  modules?: AppOptions['modules'];
  logLevel?: string;
}): Promise<BuiltApp> {
  const env = parseEnv({
    LOG_LEVEL: logLevel,
    DEMO_MODE: String(demo),
    ...overrides,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: env.logLevel,
    write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
  });
  const auth = await createAuthServices({ db: database.db, env, logger });
  const app = createApp({
    auth,
    clock,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    ...(modules ? { modules } : {}),
  });
  return { app, env, logs };
}

import type { Clock } from '@das/shared/clock';
import { createApp, type AppOptions } from '../src/app';
import { createAuthServices } from '../src/auth/auth-services';
import type { UserRateRules } from '../src/auth/rate-limit';
import type { DatabaseHandle } from '../src/db/client';
import type { Background } from '../src/lib/background';
import type { Mailer } from '../src/lib/mail';
import { parseEnv, type Env } from '../src/env';
import { createLogger } from '../src/lib/logger';
import { StoreEventHub } from '../src/modules/store-events/store-event-hub';
import { createStoreSignals } from '../src/modules/store-events/store-signals';

const UNLIMITED = { limit: 1_000_000_000, windowMs: 60_000 };
const UNLIMITED_USERS: UserRateRules = {
  writesPerMinute: UNLIMITED,
  writesPerHour: UNLIMITED,
  readsPerMinute: UNLIMITED,
};

export interface BuiltApp {
  app: ReturnType<typeof createApp>;
  env: Env;
  /** Every log line the app wrote at `logLevel` or above, parsed. */
  logs: Record<string, unknown>[];
  /** What requests left running after their answer (mail). */
  background: Background;
  /** This server's live streams and its signals to and from the others. */
  storeEvents: StoreEventHub;
  /** Closes what the app opened besides the database (Redis connections, a listener). */
  close(): Promise<void>;
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
  userRateRules = UNLIMITED_USERS,
  mailer,
}: {
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'sessionClient'>;
  clock: Clock;
  demo?: boolean;
  env?: Record<string, string>;
  modules?: AppOptions['modules'];
  logLevel?: string;
  /** Per-user limits; raised by default, since tests and scripts sign in once and call a lot. */
  userRateRules?: UserRateRules;
  /** In place of the outbox (a test of what happens when mail is slow). */
  mailer?: Mailer;
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
  const auth = await createAuthServices({
    db: database.db,
    env,
    logger,
    userRateRules,
    ...(mailer ? { mailer } : {}),
  });
  const storeEvents = new StoreEventHub(
    database.db,
    createStoreSignals({ database, redisUrl: env.redisUrl, logger }),
    logger,
  );
  const app = createApp({
    auth,
    storeEvents,
    clock,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    ...(modules ? { modules } : {}),
  });
  return {
    app,
    env,
    logs,
    background: auth.background,
    storeEvents,
    close: async () => {
      await storeEvents.close();
      await auth.rateCounter.close();
    },
  };
}

import type { Database } from '../db/client';
import type { Env } from '../env';
import { createBackground, type Background } from '../lib/background';
import type { Logger } from '../lib/logger';
import { createMailer, type Mailer } from '../lib/mail';
import { SessionValidator } from './access-token';
import { ActiveDays } from './active-days';
import { createAuth, type Auth } from './auth';
import { postgresRateCounter, redisRateCounter, type RateCounter } from './rate-counter';
import { USER_RATE_RULES, type UserRateRules } from './rate-limit';
import { loadSecret } from './secrets';

/** Everything identity needs, built once per server from the database's secrets. */
export interface AuthServices {
  auth: Auth;
  mailer: Mailer;
  /** Mail a request asks for is sent after its answer (ADR 015). */
  background: Background;
  accessTokenKey: Uint8Array;
  csrfSecret: string;
  sessions: SessionValidator;
  /** Limits per signed-in user; tests that are not about them raise them. */
  userRateRules: UserRateRules;
  /** Rate-limit counters every app server shares: Redis when REDIS_URL is set, else PostgreSQL. */
  rateCounter: RateCounter;
  /** Who used the API on which day (issue 13): written once per person per day. */
  activeDays: ActiveDays;
}

export async function createAuthServices({
  db,
  env,
  logger,
  mailer = createMailer({ env, db, logger }),
  userRateRules = USER_RATE_RULES,
}: {
  db: Database;
  env: Env;
  logger: Logger;
  mailer?: Mailer;
  userRateRules?: UserRateRules;
}): Promise<AuthServices> {
  const [authSecret, accessTokenSecret, csrfSecret] = await Promise.all([
    loadSecret(db, 'auth'),
    loadSecret(db, 'access-token'),
    loadSecret(db, 'csrf'),
  ]);
  return {
    auth: createAuth({ db, env, secret: authSecret, mailer, logger }),
    mailer,
    background: createBackground(logger),
    accessTokenKey: new TextEncoder().encode(accessTokenSecret),
    csrfSecret,
    sessions: new SessionValidator(db, env.demoMode),
    userRateRules,
    rateCounter: env.redisUrl ? redisRateCounter(env.redisUrl) : postgresRateCounter(db),
    activeDays: new ActiveDays(db),
  };
}

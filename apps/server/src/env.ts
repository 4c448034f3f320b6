import { z } from 'zod';
import { isCalendarDay } from '@das/shared/clock';

/**
 * The one place that reads process.env (ARCHITECTURE.md convention 1). Every
 * variable says what it expects, so a bad value stops the server with one line.
 */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    });

const calendarDay = z.string().trim().refine(isCalendarDay);

const retentionDays = (fallback: number) =>
  z.coerce.number().int().min(1).max(36_500).default(fallback);

const variables = {
  PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(3000),
    expects: 'a port number from 0 to 65535',
  },
  DATA_DIR: {
    schema: z.string().trim().min(1).default('./data'),
    expects: 'a folder path for the embedded database',
  },
  DATABASE_URL: {
    schema: urlWithScheme(['postgres', 'postgresql']).optional(),
    expects: 'a postgres:// or postgresql:// connection URL',
  },
  DATABASE_DIRECT_URL: {
    schema: urlWithScheme(['postgres', 'postgresql']).optional(),
    expects: 'a postgres:// or postgresql:// connection URL of the server itself',
  },
  DATABASE_POOL_MAX: {
    schema: z.coerce.number().int().min(1).max(1000).default(10),
    expects: 'a whole number of connections from 1 to 1000',
  },
  DATABASE_POOL_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(1).max(600_000).default(5_000),
    expects: 'a whole number of milliseconds from 1 to 600000',
  },
  DEMO_MODE: { schema: flag.optional(), expects: 'true or false' },
  SMTP_URL: {
    schema: urlWithScheme(['smtp', 'smtps']).optional(),
    expects: 'an smtp:// or smtps:// URL',
  },
  REDIS_URL: {
    schema: urlWithScheme(['redis', 'rediss']).optional(),
    expects: 'a redis:// or rediss:// URL',
  },
  EVENTS_HEARTBEAT_MS: {
    schema: z.coerce.number().int().min(100).max(60_000).default(20_000),
    expects: 'a whole number of milliseconds from 100 to 60000',
  },
  APP_ORIGIN: {
    schema: urlWithScheme(['http', 'https'])
      .transform((value) => new URL(value).origin)
      .optional(),
    expects: 'the public http:// or https:// origin of the app, such as https://board.example.com',
  },
  TRUST_PROXY: {
    schema: flag.default(false),
    expects: 'true or false (true only behind a proxy that sets X-Forwarded-For)',
  },
  LOG_LEVEL: {
    schema: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    expects: 'one of debug, info, warn, error, silent',
  },
  AUDIT_RETENTION_DAYS: {
    schema: retentionDays(730),
    expects: 'a whole number of days from 1 to 36500',
  },
  SECURITY_RETENTION_DAYS: {
    schema: retentionDays(365),
    expects: 'a whole number of days from 1 to 36500',
  },
  CSP_RETENTION_DAYS: {
    schema: retentionDays(90),
    expects: 'a whole number of days from 1 to 36500',
  },
  ACTIVITY_RETENTION_DAYS: {
    schema: retentionDays(400),
    expects: 'a whole number of days from 1 to 36500',
  },
  DAS_TODAY: {
    schema: calendarDay.optional(),
    expects: 'a day as YYYY-MM-DD (for tests and screenshots only)',
  },
} as const;

type Variables = typeof variables;
type Parsed = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

export interface Env {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The PostgreSQL server itself when databaseUrl is a transaction pooler (docs/deploy.md). */
  databaseDirectUrl: string | undefined;
  /** PostgreSQL only: connections per app server, and how long a query waits for one. */
  databasePool: { max: number; timeoutMs: number };
  demoMode: boolean;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  storeEventsHeartbeatMs: number;
  appOrigin: string;
  trustProxy: boolean;
  logLevel: Parsed['LOG_LEVEL'];
  /** How many days each kind of record is kept (ADR 021); a daily job removes older ones. */
  retentionDays: {
    auditLog: number;
    securityEvents: number;
    cspReports: number;
    activeDays: number;
  };
  /** The calendar day the clock starts on; unset means real time. */
  today: string | undefined;
}

export class ConfigError extends Error {}

/** Parses a set of variables; empty strings count as unset. Throws ConfigError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const problems: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [name, { schema, expects }] of Object.entries(variables)) {
    const raw = source[name] === '' ? undefined : source[name];
    const result = schema.safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else problems.push(`${name} must be ${expects} (got ${JSON.stringify(raw)})`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const values = parsed as Parsed;
  return {
    port: values.PORT,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databaseDirectUrl: values.DATABASE_DIRECT_URL,
    databasePool: { max: values.DATABASE_POOL_MAX, timeoutMs: values.DATABASE_POOL_TIMEOUT_MS },
    // The embedded database is the try-it-out setup; a real server is a real store.
    demoMode: values.DEMO_MODE ?? values.DATABASE_URL === undefined,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    // How often a live stream beats (ADR 027): each beat keeps proxies from closing it, reads
    // what a lost signal missed, and ends a stream whose session or board link is gone.
    storeEventsHeartbeatMs: values.EVENTS_HEARTBEAT_MS,
    appOrigin: values.APP_ORIGIN ?? `http://localhost:${values.PORT}`,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    retentionDays: {
      auditLog: values.AUDIT_RETENTION_DAYS,
      securityEvents: values.SECURITY_RETENTION_DAYS,
      cspReports: values.CSP_RETENTION_DAYS,
      activeDays: values.ACTIVITY_RETENTION_DAYS,
    },
    today: values.DAS_TODAY,
  };
}

/** Reads the process environment, or stops the process with one line saying what is wrong. */
export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Where API tests put their databases: PGlite when unset, else this PostgreSQL server. */
export function readTestDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The day the clock of tests and benches starts on (DAS_TODAY), or undefined for real time. */
export function readClockDay(): string | undefined {
  const day = process.env.DAS_TODAY || undefined;
  if (day !== undefined && !isCalendarDay(day)) {
    throw new ConfigError(`DAS_TODAY must be ${variables.DAS_TODAY.expects} (got "${day}")`);
  }
  return day;
}

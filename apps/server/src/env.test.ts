import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('runs on the embedded database in demo mode with no configuration', () => {
    expect(parseEnv({})).toEqual({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      databaseDirectUrl: undefined,
      databasePool: { max: 10, timeoutMs: 5_000 },
      demoMode: true,
      smtpUrl: undefined,
      redisUrl: undefined,
      storeEventsHeartbeatMs: 20_000,
      appOrigin: 'http://localhost:3000',
      trustProxy: false,
      logLevel: 'info',
      retentionDays: { auditLog: 730, securityEvents: 365, cspReports: 90, activeDays: 400 },
    });
  });

  it('turns demo mode off on a PostgreSQL server unless asked for', () => {
    const url = 'postgres://app@db.internal:5432/dasboard';
    expect(parseEnv({ DATABASE_URL: url }).demoMode).toBe(false);
    expect(parseEnv({ DATABASE_URL: url, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(parseEnv({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/das',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_ORIGIN: 'https://board.example.com/',
      TRUST_PROXY: 'true',
      DATABASE_POOL_MAX: '40',
      DATABASE_POOL_TIMEOUT_MS: '2000',
    });
    expect(env).toMatchObject({
      databasePool: { max: 40, timeoutMs: 2_000 },
      port: 8080,
      dataDir: '/var/lib/das',
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      redisUrl: 'redis://127.0.0.1:6379',
      appOrigin: 'https://board.example.com',
      trustProxy: true,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 0 to 65535'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535'],
    [
      'DATABASE_URL',
      'mysql://x@y/z',
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
    ],
    ['DATABASE_POOL_MAX', '0', 'DATABASE_POOL_MAX must be a whole number of connections'],
    ['DATABASE_POOL_TIMEOUT_MS', '1.5', 'DATABASE_POOL_TIMEOUT_MS must be a whole number of'],
    ['DEMO_MODE', 'maybe', 'DEMO_MODE must be true or false'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['APP_ORIGIN', 'board.example.com', 'APP_ORIGIN must be the public http:// or https:// origin'],
    ['TRUST_PROXY', 'sometimes', 'TRUST_PROXY must be true or false'],
  ])('refuses a bad %s in one line naming it and what it expects', (name, value, expected) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(expected);
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });
});

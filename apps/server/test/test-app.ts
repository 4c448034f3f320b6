import { inject } from 'vitest';
import { createClock, type Clock } from '@das/shared/clock';
import { todayIn } from '@das/shared/periods';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { createApp, type AppOptions } from '../src/app';
import { createAuthServices } from '../src/auth/auth-services';
import type { UserRateRules } from '../src/auth/rate-limit';
import { parseEnv, type Env } from '../src/env';
import { createLogger } from '../src/lib/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  /** The app's clock: DAS_TODAY's day when set, else real time. */
  clock: Clock;
  /** Today at a store in `timeZone` (the demo stores keep Phoenix time) by the app's clock. */
  today(timeZone?: string): string;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** A browser-like caller with its own cookies and anti-forgery token. */
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

/**
 * The real app on a database of the test file's own (or on `database`, to run a
 * second server against the same data); requests go through `app.request`.
 */
export async function createTestApp({
  demo = false,
  env: overrides = {},
  modules,
  database: shared,
  userRateRules = UNLIMITED_USERS,
}: {
  demo?: boolean;
  env?: Record<string, string>;
  modules?: AppOptions['modules'];
  database?: TestDatabase;
  /** The real limits for the tests about them; others sign in once and call a lot. */
  userRateRules?: UserRateRules;
} = {}): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase({ demo }));
  const env = parseEnv({ LOG_LEVEL: 'debug', DEMO_MODE: String(demo), ...overrides });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: env.logLevel,
    write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
  });
  const auth = await createAuthServices({ db: database.db, env, logger, userRateRules });
  const clock = testClock();
  const app = createApp({
    auth,
    clock,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    ...(modules ? { modules } : {}),
  });
  return {
    app,
    database,
    env,
    clock,
    today: (timeZone = 'America/Phoenix') => todayIn(timeZone, clock.now()),
    logs,
    client: (headers = {}) => new TestClient(app, headers),
    // A second server on shared data leaves closing the database to its owner.
    close: () => (shared ? Promise.resolve() : database.close()),
  };
}

const UNLIMITED = { limit: 1_000_000_000, windowMs: 60_000 };
const UNLIMITED_USERS: UserRateRules = {
  writesPerMinute: UNLIMITED,
  writesPerHour: UNLIMITED,
  readsPerMinute: UNLIMITED,
};

/** The clock of this run (DAS_TODAY, read once by the global setup). */
export function testClock(): Clock {
  return createClock(inject('clockDay') || undefined);
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the anti-forgery token on a state-changing call (default true). */
  csrf?: boolean;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  accessToken: string | undefined;
  private csrfToken: string | undefined;

  constructor(
    private app: ReturnType<typeof createApp>,
    private defaultHeaders: Record<string, string>,
  ) {}

  async request(
    path: string,
    { method = 'GET', body, headers = {}, csrf = true }: RequestOptions = {},
  ) {
    const sent = new Headers({ ...this.defaultHeaders, ...headers });
    if (body !== undefined) sent.set('Content-Type', 'application/json');
    if (this.accessToken && !sent.has('Authorization')) {
      sent.set('Authorization', `Bearer ${this.accessToken}`);
    }
    if (method !== 'GET' && csrf) sent.set('X-CSRF-Token', await this.csrf());
    if (this.cookies.size > 0) {
      sent.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await this.app.request(path, {
      method,
      headers: sent,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keepCookies(response);
    return response;
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.request('/api/auth/csrf');
      this.csrfToken = ((await response.json()) as { token: string }).token;
    }
    return this.csrfToken;
  }

  /** Signs in and keeps the access token, as the web app does. */
  async signIn(
    email: string,
    password = 'DemoPass123',
    rememberMe = false,
  ): Promise<SessionResponse> {
    const response = await this.request('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password, rememberMe },
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
    const session = (await response.json()) as SessionResponse;
    this.accessToken = session.accessToken;
    return session;
  }

  /** The Set-Cookie headers of the last response. */
  lastSetCookies: string[] = [];

  private keepCookies(response: Response): void {
    this.lastSetCookies = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The links in the newest outbox message to `to`. */
export async function latestMailLinks(app: TestApp, to: string): Promise<string[]> {
  const { outbox } = await import('../src/db/schema');
  const { desc, eq } = await import('drizzle-orm');
  const [message] = await app.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return message?.text.match(/https?:\/\/[^\s]+/g) ?? [];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

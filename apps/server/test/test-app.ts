import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createClock, type Clock } from '@das/shared/clock';
import type { Role } from '@das/shared/roles';
import { todayIn } from '@das/shared/periods';
import type { createApp, AppOptions } from '../src/app';
import type { Env } from '../src/env';
import { hashPassword } from '../src/auth/password';
import type { UserRateRules } from '../src/auth/rate-limit';
import { accounts, profiles, users } from '../src/db/schema';
import type { Mailer } from '../src/lib/mail';
import { buildApp } from './build-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TestClient } from './test-client';

export { TestClient } from './test-client';

/** The password of everyone `TestApp.person` makes. */
export const TEST_PASSWORD = 'PersonPass123';

/** Where a person works and what they are called; a person above the store has no store. */
export interface PersonDetails {
  dealershipId?: number;
  dealerGroupId?: number;
  areaId?: number;
  teamManagerId?: string;
  firstName?: string;
  lastName?: string;
}

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
  /**
   * A person of `role` (named "{role} Person" unless told) with a password
   * (`TEST_PASSWORD`), and a client of their own, signed in unless `signIn` is false.
   */
  person(
    role: Role,
    details?: PersonDetails,
    options?: { signIn?: boolean },
  ): Promise<{ id: string; email: string; client: TestClient }>;
  /** Resolves once the work requests left after their answer (mail) is done. */
  settled(): Promise<void>;
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
  userRateRules,
  mailer,
}: {
  demo?: boolean;
  env?: Record<string, string>;
  modules?: AppOptions['modules'];
  database?: TestDatabase;
  /** The real limits, for the tests about them; others sign in once and call a lot. */
  userRateRules?: UserRateRules;
  mailer?: Mailer;
} = {}): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase({ demo }));
  const clock = testClock();
  const built = await buildApp({
    database,
    clock,
    demo,
    env: overrides,
    ...(modules ? { modules } : {}),
    ...(userRateRules ? { userRateRules } : {}),
    ...(mailer ? { mailer } : {}),
  });
  const { app, env, logs, background } = built;
  const client = (headers: Record<string, string> = {}) => new TestClient(app, headers);
  return {
    app,
    database,
    env,
    clock,
    today: (timeZone = 'America/Phoenix') => todayIn(timeZone, clock.now()),
    logs,
    client,
    async person(role, details = {}, { signIn = true } = {}) {
      const id = randomUUID();
      const email = `${role}-${id.slice(0, 8)}@people.example.com`;
      const { firstName = role, lastName = 'Person', ...place } = details;
      const db = database.db;
      await db
        .insert(users)
        .values({ id, name: `${firstName} ${lastName}`, email, emailVerified: true });
      await db.insert(profiles).values({ userId: id, role, firstName, lastName, ...place });
      await db.insert(accounts).values({
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await hashPassword(TEST_PASSWORD),
      });
      const signedIn = client();
      if (signIn) await signedIn.signIn(email, TEST_PASSWORD);
      return { id, email, client: signedIn };
    },
    settled: () => background.settled(),
    // A second server on shared data leaves closing the database to its owner.
    close: async () => {
      await built.close();
      if (!shared) await database.close();
    },
  };
}

/** The clock of this run (DAS_TODAY, read once by the global setup). */
export function testClock(): Clock {
  return createClock(inject('clockDay') || undefined);
}

/** The links in the newest outbox message to `to`. */
export async function latestMailLinks(app: TestApp, to: string): Promise<string[]> {
  const { outbox } = await import('../src/db/schema');
  const { desc, eq } = await import('drizzle-orm');
  // Account mail goes out after the answer (ADR 015).
  await app.settled();
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

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { PRODUCT_NAME } from '@das/shared/constants';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mail';
import { languageOf } from '../modules/preferences/preferences.repository';
import { magicLinkEmail, passwordResetEmail, verificationEmail } from './emails';
import { hashPassword, verifyPassword } from './password';

/** Lifetimes of DECISIONS.md "Identity and sessions". */
export const SESSION_LIFETIME = {
  rememberedMs: 24 * 3_600_000,
  shiftMs: 8 * 3_600_000,
  idleMs: 10 * 3_600_000,
  magicLinkSeconds: 10 * 60,
} as const;

/** Cookies of an https origin are `Secure`, and better-auth then names them `__Secure-…`. */
const isSecureOrigin = (appOrigin: string) => appOrigin.startsWith('https://');

/** better-auth's session cookie under our prefix (`advanced.cookiePrefix`), as it writes it. */
export const sessionCookieName = (appOrigin: string) =>
  `${isSecureOrigin(appOrigin) ? '__Secure-' : ''}das.session_token`;

/** Where e-mailed links land: pages of the web app, which call our API. */
export const emailLinks = (origin: string) => ({
  verify: (token: string) =>
    `${origin}/auth/callback?type=verify&token=${encodeURIComponent(token)}`,
  magicLink: (token: string) =>
    `${origin}/auth/callback?type=magiclink&token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) =>
    `${origin}/auth/reset-password?token=${encodeURIComponent(token)}`,
  invitation: (token: string) => `${origin}/invitation?token=${encodeURIComponent(token)}`,
});

/**
 * better-auth on our own tables, used as a library: our routes call `auth.api.*`
 * so that lockout, rate limits and the anti-forgery check sit in front of every
 * flow, and its own router is never exposed.
 */
export function createAuth({
  db,
  env,
  secret,
  mailer,
  logger,
}: {
  db: Database;
  env: Env;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}) {
  const links = emailLinks(env.appOrigin);
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.appOrigin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.appOrigin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    logger: {
      level: 'error',
      log: (level, message) => logger[level](`auth: ${message}`),
    },
    advanced: {
      cookiePrefix: 'das',
      useSecureCookies: isSecureOrigin(env.appOrigin),
      database: { generateId: 'uuid' },
      // Every call reaches better-auth through our routes, which check our anti-forgery token.
      disableCSRFCheck: true,
    },
    session: { expiresIn: SESSION_LIFETIME.rememberedMs / 1000, disableSessionRefresh: true },
    user: {
      additionalFields: {
        isDemo: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3_600,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) =>
        mailer.send(
          passwordResetEmail(
            await languageOf(db, { userId: user.id }),
            user.email,
            user.name,
            links.resetPassword(token),
          ),
        ),
    },
    emailVerification: {
      expiresIn: 24 * 3_600,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) =>
        mailer.send(
          verificationEmail(
            await languageOf(db, { userId: user.id }),
            user.email,
            user.name,
            links.verify(token),
          ),
        ),
    },
    plugins: [
      magicLink({
        expiresIn: SESSION_LIFETIME.magicLinkSeconds,
        disableSignUp: true,
        sendMagicLink: async ({ email, token }) =>
          mailer.send(
            magicLinkEmail(await languageOf(db, { email }), email, links.magicLink(token)),
          ),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

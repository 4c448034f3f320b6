import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isAPIError } from 'better-auth/api';
import { getCookie } from 'hono/cookie';
import {
  AUTH_FAILURES,
  AUTH_INPUT_MESSAGES,
  AUTH_LIMITS,
  type LoginInputProblem,
  accountLockedMessage,
  checkLoginInput,
  checkSignUpPassword,
  containsDangerousInput,
  isValidEmail,
  sanitizeEmail,
  signUpPasswordMessage,
} from '@das/shared/auth-rules';
import { issueCsrfToken } from '../../auth/anti-forgery';
import { SESSION_LIFETIME, sessionCookieName } from '../../auth/auth';
import {
  claimSignInAttempt,
  clearFailedSignIns,
  lockedMinutes,
  recordFailedSignIn,
} from '../../auth/lockout';
import type { AppEnv } from '../../lib/app-env';
import type { FieldIssueCode, FieldIssueParams } from '@das/shared/errors';
import { AppError, authFailure, validationError } from '../../lib/app-error';
import { recordSecurityEvent } from '../../lib/security-events';
import { findAccountByEmail } from './accounts.repository';
import { allowMailTo } from './mail-limit';
import { deleteSession, deleteSessionByToken, touchSession } from './sessions.repository';
import type * as routes from './auth.routes';
import { accessFor, authHeaders, forwardCookies, sessionResponse } from './session-response';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** SPEC.md §5's sentences are the messages; the code beside each is what the web translates. */
function invalidField(
  field: string,
  message: string,
  code: FieldIssueCode,
  params: FieldIssueParams = {},
): AppError {
  return validationError([{ field, code, params, message }]);
}

const LOGIN_PROBLEM_CODES: Record<LoginInputProblem, [FieldIssueCode, FieldIssueParams?]> = {
  invalidEmail: ['invalid_email'],
  passwordRequired: ['required'],
  passwordTooShort: ['too_short', { minimum: AUTH_LIMITS.loginPasswordMin }],
  invalidCharacters: ['invalid_characters'],
  securityValidation: ['invalid'],
};

/** SPEC.md §5's e-mail sanitizer, again on the server. */
function cleanEmail(raw: string): string {
  if (containsDangerousInput(raw))
    throw invalidField('email', AUTH_INPUT_MESSAGES.invalidCharacters, 'invalid_characters');
  const email = sanitizeEmail(raw);
  if (!isValidEmail(email)) {
    throw invalidField('email', AUTH_INPUT_MESSAGES.invalidEmail, 'invalid_email');
  }
  return email;
}

/** SPEC.md §5's sign-up password rules, for every password a person chooses. */
export function checkNewPassword(field: string, password: string): void {
  const broken = checkSignUpPassword(password);
  if (broken.length > 0) {
    throw invalidField(field, signUpPasswordMessage(broken), 'password_rules', { rules: broken });
  }
}

function findAccount(c: Context<AppEnv>, email: string) {
  return findAccountByEmail(c.var.db, email);
}

/** Why an account may not sign in: the person deactivated, or their store, group or area (ADR 024). */
function inactiveReason(account: { isActive: boolean | null; tenantActive: boolean }) {
  if (account.isActive !== true) return 'accountInactive';
  if (!account.tenantActive) return 'tenantInactive';
  return undefined;
}

/** Seeded demo accounts have a published password: outside demo mode they are a back door. */
async function refuseDemoAccount(c: Context<AppEnv>, userId: string, via: string): Promise<never> {
  await recordSecurityEvent(c, {
    eventType: 'UNAUTHORIZED_ACCESS',
    severity: 'critical',
    userId,
    details: { reason: `demo account used via ${via} while demo mode is off` },
  });
  throw authFailure('AUTH_FAILED', 'demoUnavailable');
}

export const csrf: Handler<'getCsrfToken'> = (c) =>
  c.json(issueCsrfToken(c, c.var.auth.csrfSecret), 200);

export const signIn: Handler<'signIn'> = async (c) => {
  const input = c.req.valid('json');
  const problem = checkLoginInput(input.email, input.password);
  if (problem) {
    const emailAtFault =
      problem === 'invalidEmail' ||
      (problem === 'invalidCharacters' && containsDangerousInput(input.email));
    throw invalidField(
      emailAtFault ? 'email' : 'password',
      AUTH_INPUT_MESSAGES[problem],
      ...LOGIN_PROBLEM_CODES[problem],
    );
  }
  const email = sanitizeEmail(input.email);
  const now = new Date();
  const claimed = await claimSignInAttempt(c.var.db, email, now);
  if ('lockedMinutes' in claimed) {
    const minutes = claimed.lockedMinutes;
    throw new AppError('RATE_LIMITED', accountLockedMessage(minutes), { minutes });
  }

  const account = await findAccount(c, email);
  if (account?.isDemo && !c.var.env.demoMode) await refuseDemoAccount(c, account.id, 'password');

  let result;
  try {
    result = await c.var.auth.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: input.rememberMe },
      headers: authHeaders(c),
      returnHeaders: true,
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.statusCode === 403) {
      // The right password of an unconfirmed address: not a failure to count.
      await clearFailedSignIns(c.var.db, email);
      throw authFailure('FORBIDDEN', 'emailNotConfirmed');
    }
    const locked = await recordFailedSignIn(c.var.db, email, claimed.attempt, now);
    if (locked > 0) {
      await recordSecurityEvent(c, {
        eventType: 'ACCOUNT_LOCKED',
        severity: 'medium',
        userId: account?.id ?? null,
        details: { email },
      });
      throw new AppError('RATE_LIMITED', accountLockedMessage(locked), { minutes: locked });
    }
    throw authFailure('AUTH_FAILED', 'invalidCredentials');
  }
  await clearFailedSignIns(c.var.db, email);
  // Said only to whoever knows the password: to anyone else a deactivated account
  // answers as an unknown one does (ADR 015 "No account told").
  const refusal = account && inactiveReason(account);
  if (refusal) {
    await deleteSessionByToken(c.var.db, result.response.token);
    throw authFailure('AUTH_FAILED', refusal);
  }
  forwardCookies(c, result.headers);
  return c.json(
    await sessionResponse(c, result.response.token, { remembered: input.rememberMe }),
    200,
  );
};

export const resendVerification: Handler<'resendVerification'> = async (c) => {
  const email = cleanEmail(c.req.valid('json').email);
  const account = await findAccount(c, email);
  if (account && !account.emailVerified && (await allowMailTo(c, email))) {
    await c.var.auth.auth.api.sendVerificationEmail({ body: { email } });
  }
  return c.body(null, 204);
};

export const verifyEmail: Handler<'verifyEmail'> = async (c) => {
  try {
    await c.var.auth.auth.api.verifyEmail({ query: { token: c.req.valid('json').token } });
  } catch (error) {
    if (isAPIError(error)) throw authFailure('INVALID_REQUEST', 'linkExpired');
    throw error;
  }
  return c.body(null, 204);
};

export const requestMagicLink: Handler<'requestMagicLink'> = async (c) => {
  const email = cleanEmail(c.req.valid('json').email);
  const account = await findAccount(c, email);
  if (account?.isDemo && !c.var.env.demoMode) await refuseDemoAccount(c, account.id, 'magic link');
  // The same reads for any address, and the mail after the answer: ADR 015 "No account told".
  if ((await allowMailTo(c, email)) && account) {
    const headers = authHeaders(c);
    c.var.auth.background.run('magic link mail', () =>
      c.var.auth.auth.api.signInMagicLink({ body: { email }, headers }),
    );
  }
  return c.body(null, 204);
};

export const verifyMagicLink: Handler<'verifyMagicLink'> = async (c) => {
  let result;
  try {
    result = await c.var.auth.auth.api.magicLinkVerify({
      query: { token: c.req.valid('json').token },
      headers: authHeaders(c),
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error)) throw authFailure('INVALID_REQUEST', 'linkExpired');
    throw error;
  }
  const { token, user } = result.response as {
    token: string;
    user: { id: string; email: string; isDemo?: boolean };
  };
  if (user.isDemo && !c.var.env.demoMode) {
    await deleteSessionByToken(c.var.db, token);
    await refuseDemoAccount(c, user.id, 'magic link');
  }
  // A link from an inbox is no way around a lock or a deactivation.
  const minutes = await lockedMinutes(c.var.db, user.email, new Date());
  const account = await findAccount(c, user.email);
  if (minutes > 0) {
    await deleteSessionByToken(c.var.db, token);
    throw new AppError('RATE_LIMITED', accountLockedMessage(minutes), { minutes });
  }
  const refusal = account ? inactiveReason(account) : 'accountInactive';
  if (refusal) {
    await deleteSessionByToken(c.var.db, token);
    throw authFailure('AUTH_FAILED', refusal);
  }
  forwardCookies(c, result.headers);
  // A link from an inbox signs in for a shift, as without "Remember me".
  return c.json(await sessionResponse(c, token, { remembered: false }), 200);
};

export const requestPasswordReset: Handler<'requestPasswordReset'> = async (c) => {
  const email = cleanEmail(c.req.valid('json').email);
  const account = await findAccount(c, email);
  // The same reads for any address, and the mail after the answer: ADR 015 "No account told".
  if ((await allowMailTo(c, email)) && account && !(account.isDemo && !c.var.env.demoMode)) {
    c.var.auth.background.run('password reset mail', () =>
      c.var.auth.auth.api.requestPasswordReset({ body: { email } }),
    );
  }
  return c.body(null, 204);
};

export const resetPassword: Handler<'resetPassword'> = async (c) => {
  const { token, newPassword } = c.req.valid('json');
  checkNewPassword('newPassword', newPassword);
  try {
    await c.var.auth.auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (isAPIError(error)) throw authFailure('INVALID_REQUEST', 'linkExpired');
    throw error;
  }
  return c.body(null, 204);
};

export const changePassword: Handler<'changePassword'> = async (c) => {
  const { currentPassword, newPassword } = c.req.valid('json');
  checkNewPassword('newPassword', newPassword);
  let result;
  try {
    result = await c.var.auth.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(c),
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) {
      throw invalidField('currentPassword', AUTH_FAILURES.invalidCredentials, 'wrong_password');
    }
    // The change needs the sign-in's own session (its cookie), not only an access token:
    // a script holding a copied token cannot lock the owner out.
    if (isAPIError(error) && error.statusCode === 401) throw new AppError('UNAUTHENTICATED');
    throw error;
  }
  forwardCookies(c, result.headers);
  const token = (result.response as { token: string | null }).token;
  if (!token) throw new AppError('AUTH_FAILED');
  return c.json(await sessionResponse(c, token, { remembered: false }), 200);
};

export const refresh: Handler<'refreshSession'> = async (c) => {
  // A visitor who never signed in is not an error: every public page load asks.
  if (!getCookie(c, sessionCookieName(c.var.env.appOrigin))) return c.body(null, 204);
  const current = await c.var.auth.auth.api.getSession({ headers: authHeaders(c) });
  if (!current) throw new AppError('UNAUTHENTICATED');
  const { session, user } = current;
  const isDemo = (user as { isDemo?: boolean }).isDemo === true;
  const idle = Date.now() - session.updatedAt.getTime() > SESSION_LIFETIME.idleMs;
  if (isDemo && !c.var.env.demoMode) {
    await deleteSession(c.var.db, session.id);
    await recordSecurityEvent(c, {
      eventType: 'UNAUTHORIZED_ACCESS',
      severity: 'critical',
      userId: user.id,
      details: { reason: 'demo session presented while demo mode is off' },
    });
    throw new AppError('AUTH_FAILED');
  }
  if (idle || !user.emailVerified) {
    await deleteSession(c.var.db, session.id);
    throw new AppError('UNAUTHENTICATED');
  }
  // Minting a token is activity: it keeps a working session from counting as idle.
  const touched = await touchSession(c.var.db, session.id);
  if (!touched) throw new AppError('UNAUTHENTICATED');
  return c.json(await accessFor(c, touched), 200);
};

export const signOut: Handler<'signOut'> = async (c) => {
  const headers = authHeaders(c);
  try {
    const result = await c.var.auth.auth.api.signOut({ headers, returnHeaders: true });
    forwardCookies(c, result.headers);
  } catch (error) {
    // No session to end: signing out is already done.
    if (!isAPIError(error)) throw error;
  }
  return c.body(null, 204);
};

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_INPUT_MESSAGES } from '@das/shared/auth-rules';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { CSP_REPORT_PATH } from '../modules/csp/csp.routes';

/**
 * The anti-forgery token of SPEC.md §4/§9: 32 random bytes in hex, valid 30
 * minutes. The server signs it into an HttpOnly cookie and hands the token to
 * the page; a state-changing call must send it back in X-CSRF-Token. A page on
 * another site can neither read the token nor set the header.
 */
export const CSRF_COOKIE = 'das.csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const LIFETIME_SECONDS = 30 * 60;

function sign(secret: string, token: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${token}.${expiresAt}`).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function issueCsrfToken(c: Context<AppEnv>, secret: string, now = Date.now()) {
  const token = randomBytes(32).toString('hex');
  const expiresAt = Math.floor(now / 1000) + LIFETIME_SECONDS;
  setCookie(c, CSRF_COOKIE, `${token}.${expiresAt}.${sign(secret, token, expiresAt)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.var.env.appOrigin.startsWith('https://'),
    path: '/api',
    maxAge: LIFETIME_SECONDS,
  });
  return { token, expiresAt };
}

export function isValidCsrf(
  secret: string,
  cookie: string | undefined,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!cookie || !header) return false;
  const [token, expiresText, signature] = cookie.split('.');
  const expiresAt = Number(expiresText);
  if (!token || !signature || !Number.isInteger(expiresAt)) return false;
  if (expiresAt * 1000 <= now) return false;
  return sameText(signature, sign(secret, token, expiresAt)) && sameText(token, header);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Anonymous report sinks that browsers post to without our page's help. */
const EXEMPT_PATHS = new Set([CSP_REPORT_PATH]);

export const requireCsrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.has(new URL(c.req.url).pathname))
    return next();
  if (!isValidCsrf(c.var.auth.csrfSecret, getCookie(c, CSRF_COOKIE), c.req.header(CSRF_HEADER))) {
    throw new AppError('FORBIDDEN', AUTH_INPUT_MESSAGES.securityValidation, { reason: 'csrf' });
  }
  return next();
};

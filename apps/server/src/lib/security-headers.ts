import type { MiddlewareHandler } from 'hono';
import { CSP_REPORT_PATH } from '../modules/csp/csp.routes';
import type { AppEnv } from './app-env';

/**
 * Scripts only from our own origin, never framed. Styles allow inline attributes
 * because UI primitives set them at run time; a style cannot run code. Browsers
 * report what it blocked: `report-to` for those with the Reporting API,
 * `report-uri` for the others (a browser that knows both uses `report-to`).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
  'report-to csp',
].join('; ');

function isHttps(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return (
    c.var.env.trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https'
  );
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (isHttps(c)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};

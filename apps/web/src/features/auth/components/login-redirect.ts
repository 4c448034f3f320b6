import type { SessionUser } from '@das/shared/schemas/auth';
import { decideRoute, safeRedirectTarget } from '@das/shared/route-access';
import { paths } from '@/lib/paths';

/** The login page's query flags (SPEC.md §2: noredirect, forcelogin, autoauth, redirect). */
export interface LoginFlags {
  noRedirect: boolean;
  forceLogin: boolean;
  autoAuth: boolean;
  /** Only ever a path on this site. */
  redirect?: string;
  reason?: string;
}

export function readLoginFlags(params: URLSearchParams): LoginFlags {
  return {
    noRedirect: params.get('noredirect') === 'true',
    forceLogin: params.get('forcelogin') === 'true',
    autoAuth: params.get('autoauth') === 'true',
    redirect: safeRedirectTarget(params.get('redirect')),
    reason: params.get('reason') ?? undefined,
  };
}

/** Pages that would bring the user straight back here or sign them out again. */
function loopsBack(pathname: string): boolean {
  return (
    pathname === paths.auth.path ||
    pathname.startsWith(`${paths.auth.path}/`) ||
    pathname === paths.login.path ||
    pathname === paths.logout.path
  );
}

/** The redirect target, when this user's role may open it. */
export function allowedTarget(target: string | undefined, user: SessionUser): string | undefined {
  if (!target) return undefined;
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (loopsBack(pathname)) return undefined;
  const decision = decideRoute(target, user);
  return decision.kind === 'allow' || decision.kind === 'public' ? target : undefined;
}

/** SPEC.md §4 "Login flow": the page asked for, else /dashboard (which picks the role's home). */
export function postSignInTarget(redirect: string | undefined, user: SessionUser): string {
  return allowedTarget(redirect, user) ?? paths.dashboard.getHref();
}

/** SPEC.md §4: a signed-in user on /auth goes to /group-admin (group admins) or /dashboard. */
export function signedInHome(user: SessionUser): string {
  return user.role === 'dealer_group_admin'
    ? paths.groupAdmin.getHref()
    : paths.dashboard.getHref();
}

export interface RedirectPlan {
  to: string;
  delayMs: number;
}

export const SIGNED_IN_REDIRECT_DELAY_MS = 1_500;
export const AUTOAUTH_REDIRECT_DELAY_MS = 100;

/** SPEC.md §4 "Signed-in redirect on the login page". */
export function planSignedInRedirect(
  user: SessionUser | null,
  flags: LoginFlags,
): RedirectPlan | null {
  if (!user) return null;
  if (flags.autoAuth && user.role === 'single_finance_manager') {
    const target = allowedTarget(flags.redirect, user);
    if (target) return { to: target, delayMs: AUTOAUTH_REDIRECT_DELAY_MS };
  }
  if (flags.noRedirect || flags.forceLogin) return null;
  return {
    to: allowedTarget(flags.redirect, user) ?? signedInHome(user),
    delayMs: SIGNED_IN_REDIRECT_DELAY_MS,
  };
}

import { ABOVE_STORE_ROLES, ACTIONS, STORE_MANAGER_ROLES } from './policies';
import { ROLE_HOME, isPlatformRole, normalizeRole, type Role } from './roles';

/**
 * Who may open which page (SPEC.md §2 and §6, DECISIONS.md "Roles"), as data.
 * The client routes with it; the server enforces the same roles on the API.
 */
const PUBLIC_PREFIXES = [
  '/demo',
  '/about',
  '/screenshots',
  '/pricing',
  '/subscriptions',
  '/auth',
  '/login',
  '/logout',
  '/legal',
  '/signup',
  '/simple-signup',
  '/subscription/success',
  '/welcome',
  '/vip-access',
  '/direct-login',
  '/dashboard-selector',
  '/reset',
  '/invitation',
  '/dev/mailbox',
  // A showroom TV: its device token, not a person, opens it (ADR 028).
  '/board',
];

const FINANCE: readonly Role[] = ['finance_manager', 'single_finance_manager'];

interface RouteRule {
  /** The path's first segments; `:id` stands for any one segment (a store's id). */
  prefix: string;
  /** Roles admitted; omitted means any signed-in role. Platform staff pass every role check. */
  roles?: readonly Role[];
  requiresDealership?: boolean;
  /** The path names a dealership (`/dealership/{id}`) the user must be able to see. */
  dealershipInPath?: boolean;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { prefix: '/master-admin', roles: ['admin', 'master_admin'] },
  { prefix: '/group-admin', roles: ['dealer_group_admin', 'admin', 'master_admin'] },
  { prefix: '/avp-full-dashboard', roles: ['area_vice_president'] },
  {
    prefix: '/dashboard/admin',
    roles: ['admin', 'dealership_admin', 'single_dealer_admin', 'dealer_group_admin'],
  },
  { prefix: '/dashboard/sales-manager', roles: ['sales_manager'], requiresDealership: true },
  { prefix: '/dashboard/sales-log', requiresDealership: true },
  { prefix: '/dashboard/sales', roles: ['salesperson', 'viewer'], requiresDealership: true },
  { prefix: '/dashboard/gm', roles: ['general_manager'], requiresDealership: true },
  { prefix: '/dashboard/finance-director', roles: ['finance_director'], requiresDealership: true },
  { prefix: '/dashboard/finance', roles: FINANCE, requiresDealership: true },
  { prefix: '/dashboard/single-finance', roles: FINANCE, requiresDealership: true },
  { prefix: '/dashboard/deals', requiresDealership: true },
  // Issue 14: whoever reads the store's F&I figures ('finance.read') and works in a store.
  {
    prefix: '/dashboard/contracts-in-transit',
    roles: [...FINANCE, ...STORE_MANAGER_ROLES],
    requiresDealership: true,
  },
  { prefix: '/dashboard/reports', roles: STORE_MANAGER_ROLES, requiresDealership: true },
  { prefix: '/dashboard/team', roles: STORE_MANAGER_ROLES, requiresDealership: true },
  { prefix: '/dashboard/goals', roles: STORE_MANAGER_ROLES, requiresDealership: true },
  { prefix: '/dashboard/pay-plans', roles: STORE_MANAGER_ROLES, requiresDealership: true },
  { prefix: '/dashboard/schedule', requiresDealership: true },
  { prefix: '/dashboard/forms', requiresDealership: true },
  { prefix: '/dashboard/dealer-insights', requiresDealership: true },
  // Issue 15: everyone's own record, kept at the store they work in.
  { prefix: '/my-record', requiresDealership: true },
  // Issue 15: whoever may import a deal log ('deals.import') and works in a store.
  { prefix: '/deals/import', roles: ACTIONS['deals.import'].roles, requiresDealership: true },
  { prefix: '/finance-manager/log-deal', roles: FINANCE, requiresDealership: true },
  { prefix: '/deal-log', roles: FINANCE, requiresDealership: true },
  { prefix: '/finance-deal-log', roles: FINANCE, requiresDealership: true },
  {
    prefix: '/single-finance-deal-log',
    roles: ['single_finance_manager'],
    requiresDealership: true,
  },
  { prefix: '/single-finance', roles: ['single_finance_manager'], requiresDealership: true },
  // A store's boards read from above it (ADR 019); the store's own managers have theirs under /dashboard.
  ...['general-manager', 'sales-manager', 'finance'].map((view) => ({
    prefix: `/dealership/:id/${view}`,
    roles: ABOVE_STORE_ROLES,
    dealershipInPath: true,
  })),
  { prefix: '/dealership', dealershipInPath: true },
];

export interface RouteUser {
  role: string;
  dealershipId: number | null;
}

export type RouteDecision =
  { kind: 'public' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

function matches(pathname: string, prefix: string): boolean {
  if (!prefix.includes(':')) return pathname === prefix || pathname.startsWith(`${prefix}/`);
  const segments = pathname.split('/');
  return prefix
    .split('/')
    .every(
      (part, index) =>
        segments[index] !== undefined && (part === ':id' || part === segments[index]),
    );
}

export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || PUBLIC_PREFIXES.some((prefix) => matches(pathname, prefix));
}

/** A redirect target is only ever a path on this site. */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

export function parseDealershipId(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Where a visit to `path` (pathname plus search) ends up. `canSeeDealership`
 * answers for `/dealership/{id}` pages, from the list the server gave the user.
 */
export function decideRoute(
  path: string,
  user: RouteUser | null,
  canSeeDealership: (id: number) => boolean = () => false,
): RouteDecision {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (isPublicPath(pathname)) return { kind: 'public' };
  if (!user) return { kind: 'redirect', to: `/auth?redirect=${encodeURIComponent(path)}` };
  const role = normalizeRole(user.role);
  if (pathname === '/dashboard') return { kind: 'redirect', to: ROLE_HOME[role] };
  const rule = ROUTE_RULES.find((candidate) => matches(pathname, candidate.prefix));
  if (!rule) return { kind: 'redirect', to: '/dashboard' };
  const refuse: RouteDecision = { kind: 'redirect', to: '/dashboard' };
  if (rule.roles && !isPlatformRole(role) && !rule.roles.includes(role)) return refuse;
  if (rule.requiresDealership && user.dealershipId === null) return refuse;
  if (rule.dealershipInPath) {
    const id = parseDealershipId(pathname.split('/')[2]);
    if (id === undefined || !canSeeDealership(id)) return refuse;
  }
  return { kind: 'allow' };
}

/**
 * The role's home, or undefined when the account cannot reach it (a store role
 * with no dealership): the dispatcher then explains instead of looping.
 */
export function homeFor(user: RouteUser): string | undefined {
  const home = ROLE_HOME[normalizeRole(user.role)];
  return decideRoute(home, user).kind === 'allow' ? home : undefined;
}

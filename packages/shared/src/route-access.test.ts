import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_HOME, type Role } from './roles';
import { decideRoute, homeFor, safeRedirectTarget } from './route-access';

/**
 * The role × route matrix: every role of SPEC.md §4 against every guarded path,
 * and where each one lands ('allow', or the redirect target).
 */
const GUARDED_PATHS = [
  '/master-admin',
  '/group-admin',
  '/avp-full-dashboard',
  '/dashboard/admin',
  '/dashboard/sales',
  '/dashboard/sales-manager',
  '/dashboard/gm',
  '/dashboard/finance',
  '/dashboard/single-finance',
  '/dashboard/finance-director',
  '/dashboard/deals',
  '/dashboard/schedule',
  '/dashboard/forms',
  '/dashboard/dealer-insights',
  '/finance-manager/log-deal',
  '/deal-log',
  '/finance-deal-log',
  '/single-finance-deal-log',
  '/single-finance/home',
  '/single-finance/deals',
  '/single-finance/log-deal',
  '/single-finance/settings',
  '/dealership/46',
  '/dealership/46/deals',
  '/dealership/47/schedule',
] as const;

const A = 'allow';
const D = '/dashboard';
// prettier-ignore
const EXPECTED: Record<Role, readonly string[]> = {
  //                       master group avp  admin sales sm   gm   fin  sfin fd   deals sched forms ins  log  dlog fdlog sfdl sfh  sfd  sflog sfset d46  d46d d47s
  viewer:                 [D,    D,    D,   D,    A,    D,   D,   D,   D,   D,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  salesperson:            [D,    D,    D,   D,    A,    D,   D,   D,   D,   D,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  finance_manager:        [D,    D,    D,   D,    D,    D,   D,   A,   A,   D,   A,    A,    A,    A,   A,   A,   A,    D,   D,   D,   D,    D,    A,   A,   D],
  single_finance_manager: [D,    D,    D,   D,    D,    D,   D,   A,   A,   D,   A,    A,    A,    A,   A,   A,   A,    A,   A,   A,   A,    A,    D,   D,   D],
  sales_manager:          [D,    D,    D,   D,    D,    A,   D,   D,   D,   D,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  finance_director:       [D,    D,    D,   D,    D,    D,   D,   D,   D,   A,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  general_manager:        [D,    D,    D,   D,    D,    D,   A,   D,   D,   D,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  dealership_admin:       [D,    D,    D,   A,    D,    D,   D,   D,   D,   D,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  single_dealer_admin:    [D,    D,    D,   A,    D,    D,   D,   D,   D,   D,   A,    A,    A,    A,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   D],
  dealer_group_admin:     [D,    A,    D,   A,    D,    D,   D,   D,   D,   D,   D,    D,    D,    D,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   A],
  area_vice_president:    [D,    D,    A,   D,    D,    D,   D,   D,   D,   D,   D,    D,    D,    D,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   A],
  admin:                  [A,    A,    A,   A,    D,    D,   D,   D,   D,   D,   D,    D,    D,    D,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   A],
  master_admin:           [A,    A,    A,   A,    D,    D,   D,   D,   D,   D,   D,    D,    D,    D,   D,   D,   D,    D,   D,   D,   D,    D,    A,   A,   A],
};

/** Where each demo role works: store roles at 46, the single finance manager in an office of their own. */
function userFor(role: Role) {
  const storeRole = ![
    'dealer_group_admin',
    'area_vice_president',
    'admin',
    'master_admin',
  ].includes(role);
  const dealershipId = role === 'single_finance_manager' ? 60 : storeRole ? 46 : null;
  const visible =
    role === 'single_finance_manager'
      ? [60]
      : storeRole
        ? [46]
        : role === 'dealer_group_admin'
          ? [46, 47, 48]
          : [46, 47, 48, 51, 52, 53];
  return { user: { role, dealershipId }, canSee: (id: number) => visible.includes(id) };
}

describe('role × route matrix', () => {
  for (const role of ROLES) {
    it(`${role} lands where SPEC.md §6 says`, () => {
      const { user, canSee } = userFor(role);
      const landed = GUARDED_PATHS.map((path) => {
        const decision = decideRoute(path, user, canSee);
        return decision.kind === 'redirect'
          ? decision.to
          : decision.kind === 'allow'
            ? A
            : 'public';
      });
      expect(Object.fromEntries(GUARDED_PATHS.map((p, i) => [p, landed[i]]))).toEqual(
        Object.fromEntries(GUARDED_PATHS.map((p, i) => [p, EXPECTED[role][i]])),
      );
    });
  }

  it('sends a visitor without a session to sign in, remembering where they were going', () => {
    for (const path of GUARDED_PATHS) {
      expect(decideRoute(path, null)).toEqual({
        kind: 'redirect',
        to: `/auth?redirect=${encodeURIComponent(path)}`,
      });
    }
  });

  it('lets everyone through public pages', () => {
    for (const path of [
      '/',
      '/pricing',
      '/auth?forcelogin=true',
      '/signup/dealership',
      '/welcome/dealer-group',
      '/legal/terms',
    ]) {
      expect(decideRoute(path, null).kind).toBe('public');
    }
  });

  it('dispatches /dashboard to each role home and sends unknown paths to /dashboard', () => {
    for (const role of ROLES) {
      const { user } = userFor(role);
      expect(decideRoute('/dashboard', user)).toEqual({ kind: 'redirect', to: ROLE_HOME[role] });
      expect(decideRoute('/no/such/page', user)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('compares roles case-insensitively', () => {
    expect(decideRoute('/dashboard/gm', { role: 'General_Manager', dealershipId: 46 }).kind).toBe(
      'allow',
    );
  });

  it('gives every demo role a reachable home, and none to a store role without a store', () => {
    for (const role of ROLES) expect(homeFor(userFor(role).user)).toBe(ROLE_HOME[role]);
    expect(homeFor({ role: 'salesperson', dealershipId: null })).toBeUndefined();
  });

  it('refuses malformed dealership ids in the path', () => {
    const admin = { role: 'admin', dealershipId: null };
    for (const path of [
      '/dealership/abc',
      '/dealership/0',
      '/dealership/-1',
      '/dealership/99999999999',
    ]) {
      expect(decideRoute(path, admin, () => true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('only redirects within the site after sign-in', () => {
    expect(safeRedirectTarget('/dashboard/deals?x=1')).toBe('/dashboard/deals?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '', null]) {
      expect(safeRedirectTarget(bad)).toBeUndefined();
    }
  });
});

describe("a store's boards read from above (ADR 019)", () => {
  const BOARDS = [
    '/dealership/47/general-manager',
    '/dealership/47/sales-manager',
    '/dealership/47/finance',
  ];

  it('admits the group admin, the area vice president and platform staff to a store they reach', () => {
    for (const role of ['dealer_group_admin', 'area_vice_president', 'admin', 'master_admin']) {
      const { user, canSee } = userFor(role as Role);
      for (const path of BOARDS)
        expect(decideRoute(path, user, canSee), `${role} ${path}`).toEqual({ kind: 'allow' });
    }
  });

  it('refuses them a store out of reach', () => {
    const { user, canSee } = userFor('dealer_group_admin');
    for (const path of BOARDS) {
      expect(decideRoute(path.replace('47', '51'), user, canSee)).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('refuses every store role, even in its own store: its boards are under /dashboard', () => {
    const storeRoles = ROLES.filter(
      (role) =>
        !['dealer_group_admin', 'area_vice_president', 'admin', 'master_admin'].includes(role),
    );
    for (const role of storeRoles) {
      const { user, canSee } = userFor(role);
      for (const path of BOARDS) {
        const own = path.replace('47', String(user.dealershipId));
        expect(decideRoute(own, user, canSee), `${role} ${own}`).toEqual({
          kind: 'redirect',
          to: '/dashboard',
        });
      }
    }
  });
});

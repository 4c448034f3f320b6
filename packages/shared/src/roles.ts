/**
 * Roles as typed data (SPEC.md §4, §6; DECISIONS.md "Roles"). The server enforces
 * them; the client uses them only to route and to hide what a role cannot use.
 */
export const ROLES = [
  'viewer',
  'salesperson',
  'finance_manager',
  'single_finance_manager',
  'sales_manager',
  'finance_director',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
  'dealer_group_admin',
  'area_vice_president',
  'admin',
  'master_admin',
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = {
  viewer: 0,
  salesperson: 1,
  finance_manager: 2,
  single_finance_manager: 2,
  sales_manager: 3,
  finance_director: 3,
  general_manager: 4,
  dealership_admin: 5,
  single_dealer_admin: 5,
  dealer_group_admin: 6,
  area_vice_president: 6,
  admin: 7,
  master_admin: 8,
};

/** Where `/dashboard` sends each role (SPEC.md §2 and §6, DECISIONS.md "Roles"). */
export const ROLE_HOME: Readonly<Record<Role, string>> = {
  viewer: '/dashboard/sales',
  salesperson: '/dashboard/sales',
  finance_manager: '/dashboard/finance',
  single_finance_manager: '/dashboard/single-finance',
  sales_manager: '/dashboard/sales-manager',
  finance_director: '/dashboard/finance-director',
  general_manager: '/dashboard/gm',
  dealership_admin: '/dashboard/admin',
  single_dealer_admin: '/dashboard/admin',
  dealer_group_admin: '/group-admin',
  area_vice_president: '/avp-full-dashboard',
  admin: '/master-admin',
  master_admin: '/master-admin',
};

/** Roles that work inside one store; their profile must name a dealership. */
export const STORE_ROLES: readonly Role[] = [
  'viewer',
  'salesperson',
  'finance_manager',
  'single_finance_manager',
  'sales_manager',
  'finance_director',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
];

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ROLE_SET.has(value);
}

/** Roles are compared case-insensitively; an unknown or empty role is a viewer. */
export function normalizeRole(value: unknown): Role {
  const candidate = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isRole(candidate) ? candidate : 'viewer';
}

/** Derived from the role, never trusted from the client. */
export function isGroupAdminRole(role: Role): boolean {
  return role === 'dealer_group_admin' || role === 'admin' || role === 'master_admin';
}

export function isPlatformRole(role: Role): boolean {
  return role === 'admin' || role === 'master_admin';
}

/** Who may log, edit and unwind deals; everyone else with access reads them. */
export const DEAL_EDITOR_ROLES: readonly Role[] = [
  'finance_manager',
  'single_finance_manager',
  'finance_director',
  'sales_manager',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
  'admin',
  'master_admin',
];

export const FINANCE_ROLES: readonly Role[] = [
  'finance_manager',
  'single_finance_manager',
  'finance_director',
];

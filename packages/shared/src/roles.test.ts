import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_HOME, ROLE_RANK, isGroupAdminRole, normalizeRole } from './roles';

describe('roles', () => {
  it('compares roles case-insensitively and treats unknown or empty roles as viewer', () => {
    expect(normalizeRole('Sales_Manager')).toBe('sales_manager');
    expect(normalizeRole(' FINANCE_DIRECTOR ')).toBe('finance_director');
    expect(normalizeRole('superuser')).toBe('viewer');
    expect(normalizeRole('')).toBe('viewer');
    expect(normalizeRole(undefined)).toBe('viewer');
  });

  it('ranks roles as DECISIONS.md orders them', () => {
    expect(ROLE_RANK.viewer).toBe(0);
    expect(ROLE_RANK.finance_director).toBe(ROLE_RANK.sales_manager);
    expect(ROLE_RANK.single_dealer_admin).toBe(ROLE_RANK.dealership_admin);
    expect(ROLE_RANK.area_vice_president).toBe(ROLE_RANK.dealer_group_admin);
    expect(ROLE_RANK.master_admin).toBeGreaterThan(ROLE_RANK.admin);
  });

  it('gives every role a home, with platform staff on the master admin panel', () => {
    for (const role of ROLES) expect(ROLE_HOME[role]).toMatch(/^\//);
    expect(ROLE_HOME.admin).toBe('/master-admin');
    expect(ROLE_HOME.viewer).toBe('/dashboard/sales');
    expect(ROLE_HOME.single_finance_manager).toBe('/dashboard/single-finance');
  });

  it('derives the group-admin flag from the role alone', () => {
    expect(ROLES.filter(isGroupAdminRole)).toEqual(['dealer_group_admin', 'admin', 'master_admin']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  can,
  grantableRoles,
  mayActOn,
  mayCorrectSale,
  reaches,
  reachesAccount,
  roleMay,
  type Actor,
} from './policies';
import { ROLES, type Role } from './roles';

const actor = (role: Role, over: Partial<Actor> = {}): Actor => ({
  id: 'me',
  role,
  dealershipId: 1,
  dealerGroupId: null,
  areaId: null,
  isDemo: false,
  ...over,
});
const store = (dealershipId: number, dealerGroupId: number, areaId: number, isDemo = false) => ({
  dealershipId,
  dealerGroupId,
  areaId,
  isDemo,
});

describe('policies', () => {
  it('reaches a store through its own store, its group or its area, platform staff everywhere', () => {
    const far = store(9, 9, 9);
    expect(reaches(actor('salesperson'), store(1, 5, 7))).toBe(true);
    expect(reaches(actor('general_manager'), far)).toBe(false);
    const groupAdmin = actor('dealer_group_admin', { dealershipId: null, dealerGroupId: 5 });
    expect(reaches(groupAdmin, store(2, 5, 7))).toBe(true);
    expect(reaches(groupAdmin, far)).toBe(false);
    const avp = actor('area_vice_president', { dealershipId: null, areaId: 7 });
    expect(reaches(avp, store(3, 6, 7))).toBe(true);
    expect(reaches(avp, far)).toBe(false);
    expect(reaches(actor('admin', { dealershipId: null }), far)).toBe(true);
    // The demo is a sandbox: a demo admin never reaches a real store, nor a real admin a demo one.
    expect(reaches(actor('master_admin', { dealershipId: null, isDemo: true }), far)).toBe(false);
    expect(reaches(actor('master_admin', { dealershipId: null }), store(9, 9, 9, true))).toBe(
      false,
    );
    expect(reaches(actor('salesperson', { isDemo: true }), store(1, 5, 7, true))).toBe(true);
    // A group admin without a group reaches no store, not every store without one.
    expect(reaches(actor('dealer_group_admin', { dealershipId: null }), store(4, 0, 0))).toBe(
      false,
    );
  });

  it('never lets anyone act on themselves or on an equal or higher rank', () => {
    const manager = actor('sales_manager');
    const person = (role: Role, userId = 'them') => ({ userId, role });
    expect(mayActOn(manager, 'staff.setActive', person('salesperson'))).toBe(true);
    expect(mayActOn(manager, 'staff.setActive', person('finance_director'))).toBe(false);
    expect(mayActOn(manager, 'staff.setActive', person('general_manager'))).toBe(false);
    expect(mayActOn(manager, 'staff.setActive', person('salesperson', 'me'))).toBe(false);
    expect(mayActOn(actor('admin'), 'staff.setActive', person('master_admin'))).toBe(false);
    expect(mayActOn(actor('master_admin'), 'staff.setActive', person('admin'))).toBe(true);
  });

  it("keeps each manager to their own team's pay, and a single finance manager to their own", () => {
    const pay = (role: Role, target: Role, userId = 'them') =>
      mayActOn(actor(role), 'payPlan.set', { userId, role: target });
    expect(pay('finance_director', 'finance_manager')).toBe(true);
    expect(pay('finance_director', 'salesperson')).toBe(false);
    expect(pay('sales_manager', 'salesperson')).toBe(true);
    expect(pay('sales_manager', 'finance_manager')).toBe(false);
    expect(pay('general_manager', 'sales_manager')).toBe(true);
    expect(pay('dealership_admin', 'viewer')).toBe(false);
    expect(pay('single_finance_manager', 'single_finance_manager', 'me')).toBe(true);
    expect(pay('single_finance_manager', 'salesperson')).toBe(false);
  });

  it('checks the role first, then the store, then the person', () => {
    const gm = actor('general_manager');
    expect(roleMay('viewer', 'deals.write')).toBe(false);
    expect(roleMay('admin', 'goals.set')).toBe(true);
    expect(can(gm, 'goals.set', store(1, 5, 7))).toBe(true);
    expect(can(gm, 'goals.set', store(2, 5, 7))).toBe(false);
    const person = { ...store(2, 5, 7), userId: 'them', role: 'salesperson' as const };
    expect(can(gm, 'staff.setActive', person)).toBe(false);
    expect(can(gm, 'staff.setActive', { ...person, dealershipId: 1 })).toBe(true);
  });

  it("lets a salesperson correct their own pending sale, managers their store's, staff any", () => {
    const pending = { dealershipId: 1, salespersonId: 'me', status: 'pending' as const };
    const someoneElses = { ...pending, salespersonId: 'them' };
    const otherStore = { ...someoneElses, dealershipId: 2 };
    const seller = actor('salesperson');
    expect(mayCorrectSale(seller, pending)).toBe(true);
    expect(mayCorrectSale(seller, someoneElses)).toBe(false);
    expect(mayCorrectSale(seller, { ...pending, status: 'completed' })).toBe(false);
    expect(mayCorrectSale(seller, { ...pending, status: 'cancelled' })).toBe(false);
    for (const role of ['sales_manager', 'general_manager', 'dealership_admin'] as const) {
      expect(mayCorrectSale(actor(role), someoneElses)).toBe(true);
      expect(mayCorrectSale(actor(role), otherStore)).toBe(false);
      expect(mayCorrectSale(actor(role), { ...someoneElses, status: 'completed' })).toBe(false);
    }
    for (const role of ['viewer', 'finance_manager', 'dealer_group_admin'] as const) {
      expect(mayCorrectSale(actor(role, { id: 'me' }), pending)).toBe(false);
    }
    expect(mayCorrectSale(actor('admin', { dealershipId: null }), otherStore)).toBe(true);
    expect(roleMay('salesperson', 'sales.correct')).toBe(true);
    expect(roleMay('finance_manager', 'sales.correct')).toBe(false);
  });

  it("keeps the panel's People section to platform staff, on their side of the demo sandbox", () => {
    for (const role of ROLES) {
      const platform = role === 'admin' || role === 'master_admin';
      expect(roleMay(role, 'platformPeople.read')).toBe(platform);
      expect(roleMay(role, 'platformPeople.help')).toBe(platform);
      expect(roleMay(role, 'platformPeople.changeRole')).toBe(platform);
    }
    const account = (isDemo: boolean) => ({ userId: 'them', role: 'salesperson' as Role, isDemo });
    const realAdmin = actor('admin', { dealershipId: null });
    const demoAdmin = actor('master_admin', { dealershipId: null, isDemo: true });
    expect(reachesAccount(realAdmin, account(false))).toBe(true);
    expect(reachesAccount(realAdmin, account(true))).toBe(false);
    expect(reachesAccount(demoAdmin, account(true))).toBe(true);
    expect(reachesAccount(demoAdmin, account(false))).toBe(false);
    // A store's own admin reaches its people through the store, never an account from the panel.
    expect(reachesAccount(actor('dealership_admin'), account(false))).toBe(false);
  });

  it('lets only a master admin give or take the admin role, and nobody give master admin', () => {
    const change = (role: Role, from: Role, to: Role) =>
      mayActOn(actor(role), 'platformPeople.changeRole', { userId: 'them', role: from }) &&
      mayActOn(actor(role), 'platformPeople.changeRole', { userId: 'them', role: to });
    // An admin never raises anyone to admin or master admin, nor touches an admin.
    expect(change('admin', 'salesperson', 'admin')).toBe(false);
    expect(change('admin', 'salesperson', 'master_admin')).toBe(false);
    expect(change('admin', 'admin', 'salesperson')).toBe(false);
    expect(change('admin', 'salesperson', 'area_vice_president')).toBe(true);
    expect(grantableRoles(actor('admin'), 'platformPeople.changeRole')).toEqual(
      ROLES.filter((role) => role !== 'admin' && role !== 'master_admin'),
    );
    // A master admin makes and removes admins, and never makes a master admin.
    expect(change('master_admin', 'salesperson', 'admin')).toBe(true);
    expect(change('master_admin', 'admin', 'general_manager')).toBe(true);
    expect(change('master_admin', 'salesperson', 'master_admin')).toBe(false);
    expect(change('master_admin', 'master_admin', 'admin')).toBe(false);
    expect(grantableRoles(actor('master_admin'), 'platformPeople.changeRole')).toEqual(
      ROLES.filter((role) => role !== 'master_admin'),
    );
    // Nobody acts on themselves, not even to step down.
    expect(
      mayActOn(actor('master_admin'), 'platformPeople.help', { userId: 'me', role: 'admin' }),
    ).toBe(false);
  });
});

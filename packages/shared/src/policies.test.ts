import { describe, expect, it } from 'vitest';
import { can, mayActOn, mayCorrectSale, reaches, roleMay, type Actor } from './policies';
import type { Role } from './roles';

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
});

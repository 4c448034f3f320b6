import { describe, expect, it } from 'vitest';
import { mayEditPlan } from './may-edit-plan';

const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';

describe('who may edit a plan', () => {
  it('follows the server: each manager their own people, nobody themselves', () => {
    const as = (role: string) => ({ id: ME, role });
    expect(mayEditPlan(as('sales_manager'), THEM, 'salesperson')).toBe(true);
    expect(mayEditPlan(as('sales_manager'), THEM, 'finance')).toBe(false);
    expect(mayEditPlan(as('sales_manager'), THEM, 'manager')).toBe(false);
    expect(mayEditPlan(as('finance_director'), THEM, 'finance')).toBe(true);
    expect(mayEditPlan(as('finance_director'), THEM, 'salesperson')).toBe(false);
    expect(mayEditPlan(as('general_manager'), THEM, 'manager')).toBe(true);
    expect(mayEditPlan(as('general_manager'), ME, 'manager')).toBe(false);
    expect(mayEditPlan(as('dealership_admin'), THEM, 'finance')).toBe(true);
    expect(mayEditPlan(as('admin'), THEM, 'manager')).toBe(true);
    expect(mayEditPlan(as('salesperson'), THEM, 'salesperson')).toBe(false);
  });
});

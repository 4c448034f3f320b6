import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@/entities/staff/api/get-staff';
import { staffChoices } from './staff-choices';

const staff: StaffMember[] = [
  { id: 'a', name: 'Ann Seller', role: 'salesperson', isActive: true, teamManagerId: null },
  { id: 'b', name: 'Bob Gone', role: 'salesperson', isActive: false, teamManagerId: null },
  { id: 'c', name: 'Cara Desk', role: 'sales_manager', isActive: true, teamManagerId: null },
  { id: 'd', name: 'Dan Finance', role: 'finance_manager', isActive: true, teamManagerId: null },
  { id: 'e', name: 'Eve GM', role: 'general_manager', isActive: true, teamManagerId: null },
];
const options = { roleLabel: (role: string) => role, inactiveLabel: 'inactive' };

describe('staffChoices', () => {
  it('offers the active people of each slot', () => {
    const ids = (slot: Parameters<typeof staffChoices>[1]) =>
      staffChoices(staff, slot, options).map((choice) => choice.value);
    expect(ids('salesperson')).toEqual(['a', 'c']);
    expect(ids('salesManager')).toEqual(['c', 'e']);
    expect(ids('fiManager')).toEqual(['d']);
  });

  it('keeps an inactive or unlisted person the deal already names', () => {
    const choices = staffChoices(staff, 'salesperson', {
      ...options,
      keep: [
        { id: 'b', name: 'Bob Gone' },
        { id: 'z', name: 'Zed Elsewhere' },
      ],
    });
    expect(choices.map((choice) => choice.value)).toEqual(['a', 'b', 'c', 'z']);
    expect(choices[1]?.detail).toBe('salesperson · inactive');
    expect(choices[3]?.label).toBe('Zed Elsewhere');
  });
});

import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@/entities/staff/api/get-staff';
import type { TeamFigures } from '@/entities/sale/api/get-sales-manager-dashboard';
import { filterTeam, mergeTeam, NO_FILTERS, rolesPresent, teamSummaries } from './team-rows';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (
  n: number,
  name: string,
  role: string,
  extra: Partial<StaffMember> = {},
): StaffMember => ({
  id: id(n),
  name,
  role,
  isActive: true,
  teamManagerId: null,
  ...extra,
});
const staff = [
  person(1, 'Gail GM', 'general_manager'),
  person(2, 'Sid Sales', 'sales_manager'),
  person(3, 'Ann', 'salesperson', { teamManagerId: id(2) }),
  person(4, 'Bo', 'salesperson', { teamManagerId: id(2) }),
  person(5, 'Cy', 'salesperson'),
  person(6, 'Dee', 'salesperson', { isActive: false, teamManagerId: id(2) }),
  person(7, 'Fin', 'finance_manager'),
];
const figures = (n: number, units: number, goalUnits: number | null): TeamFigures => ({
  userId: id(n),
  name: '',
  role: 'salesperson',
  isActive: true,
  teamManagerId: null,
  units,
  frontGross: 0,
  backGross: 0,
  pvr: 0,
  goalUnits,
  goalShare: null,
  daysSinceLastSale: null,
});
const rows = mergeTeam(staff, [figures(3, 4, 10), figures(4, 6.5, 12), figures(5, 2, null)]);

describe('team rows', () => {
  it('puts the floor first, best sellers on top, and joins the figures', () => {
    expect(rows.map((row) => row.name)).toEqual([
      'Sid Sales',
      'Bo',
      'Ann',
      'Cy',
      'Dee',
      'Fin',
      'Gail GM',
    ]);
    expect(rows.find((row) => row.name === 'Bo')?.figures?.units).toBe(6.5);
    expect(rows.find((row) => row.name === 'Fin')?.figures).toBeNull();
  });

  it('filters by role, team, status and name', () => {
    const names = (filters: Partial<typeof NO_FILTERS>) =>
      filterTeam(rows, { ...NO_FILTERS, ...filters }).map((row) => row.name);
    expect(names({})).not.toContain('Dee');
    expect(names({ status: 'inactive' })).toEqual(['Dee']);
    expect(names({ role: 'salesperson', status: 'all' })).toEqual(['Bo', 'Ann', 'Cy', 'Dee']);
    expect(names({ team: id(2) })).toEqual(['Sid Sales', 'Bo', 'Ann']);
    expect(names({ team: 'none' })).toEqual(['Cy']);
    expect(names({ query: ' gAi ' })).toEqual(['Gail GM']);
  });

  it('lists the roles present', () => {
    expect(rolesPresent(rows)).toEqual([
      'sales_manager',
      'salesperson',
      'finance_manager',
      'general_manager',
    ]);
  });

  it("sums each manager's active team, then those on no team", () => {
    expect(teamSummaries(rows)).toEqual([
      { managerId: id(2), managerName: 'Sid Sales', salespeople: 2, units: 10.5, goalUnits: 22 },
      { managerId: null, managerName: null, salespeople: 1, units: 2, goalUnits: 0 },
    ]);
  });
});

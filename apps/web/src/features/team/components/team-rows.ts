import type { StaffMember } from '@/entities/staff/api/get-staff';
import type { TeamFigures } from '@/entities/sale/api/get-sales-manager-dashboard';

/** A person on the staff with this month's figures, when the sales board has them. */
export interface TeamRow extends StaffMember {
  figures: TeamFigures | null;
}

export type StatusFilter = 'active' | 'inactive' | 'all';
/** 'all', 'none' (salespeople on no team) or a sales manager's id. */
export type TeamFilter = string;

export interface TeamFilters {
  role: string;
  team: TeamFilter;
  status: StatusFilter;
  query: string;
}

export const NO_FILTERS: TeamFilters = { role: 'all', team: 'all', status: 'active', query: '' };

/** The floor first (its managers, then salespeople), then F&I, the store's managers, the rest. */
const ROLE_ORDER: readonly string[] = [
  'sales_manager',
  'salesperson',
  'finance_director',
  'finance_manager',
  'single_finance_manager',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
  'viewer',
];

const roleIndex = (role: string) => {
  const index = ROLE_ORDER.indexOf(role);
  return index === -1 ? ROLE_ORDER.length : index;
};

export function mergeTeam(
  staff: readonly StaffMember[],
  figures: readonly TeamFigures[],
): TeamRow[] {
  return staff
    .map((person) => ({
      ...person,
      figures: figures.find((row) => row.userId === person.id) ?? null,
    }))
    .sort(
      (a, b) =>
        roleIndex(a.role) - roleIndex(b.role) ||
        (b.figures?.units ?? 0) - (a.figures?.units ?? 0) ||
        a.name.localeCompare(b.name),
    );
}

export function filterTeam(rows: readonly TeamRow[], filters: TeamFilters): TeamRow[] {
  const query = filters.query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.role === 'all' || row.role === filters.role) &&
      (filters.status === 'all' || row.isActive === (filters.status === 'active')) &&
      (filters.team === 'all' ||
        (filters.team === 'none'
          ? row.role === 'salesperson' && row.teamManagerId === null
          : row.teamManagerId === filters.team || row.id === filters.team)) &&
      (query === '' || row.name.toLowerCase().includes(query)),
  );
}

/** The roles present on the staff, in the list's order. */
export function rolesPresent(rows: readonly TeamRow[]): string[] {
  return [...new Set(rows.map((row) => row.role))].sort((a, b) => roleIndex(a) - roleIndex(b));
}

export interface TeamSummary {
  /** null for salespeople on no team. */
  managerId: string | null;
  managerName: string | null;
  salespeople: number;
  units: number;
  goalUnits: number;
}

/** Each sales manager's team (active salespeople), then those on no team when there are any. */
export function teamSummaries(rows: readonly TeamRow[]): TeamSummary[] {
  const managers = rows.filter((row) => row.role === 'sales_manager' && row.isActive);
  const floor = rows.filter((row) => row.role === 'salesperson' && row.isActive);
  const summarise = (managerId: string | null, managerName: string | null): TeamSummary => {
    const members = floor.filter((row) => row.teamManagerId === managerId);
    return {
      managerId,
      managerName,
      salespeople: members.length,
      units: members.reduce((sum, row) => sum + (row.figures?.units ?? 0), 0),
      goalUnits: members.reduce((sum, row) => sum + (row.figures?.goalUnits ?? 0), 0),
    };
  };
  const teams = managers.map((manager) => summarise(manager.id, manager.name));
  const unassigned = summarise(null, null);
  return unassigned.salespeople > 0 ? [...teams, unassigned] : teams;
}

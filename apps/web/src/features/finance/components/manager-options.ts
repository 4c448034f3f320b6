import type { ManagerOption } from './manager-filter';

const FINANCE_MANAGER_ROLES = new Set(['finance_manager', 'single_finance_manager']);

/**
 * The store's finance managers, from the staff list and from the leaderboard
 * (someone who has left may still have deals in an old period), by name.
 */
export function managerOptions(
  staff: readonly { id: string; name: string; role: string; isActive: boolean }[],
  leaderboard: readonly { fiManagerId: string; name: string }[],
): ManagerOption[] {
  const byId = new Map<string, ManagerOption>();
  for (const person of staff) {
    if (FINANCE_MANAGER_ROLES.has(person.role)) {
      byId.set(person.id, { id: person.id, name: person.name, isActive: person.isActive });
    }
  }
  for (const row of leaderboard) {
    if (!byId.has(row.fiManagerId)) {
      byId.set(row.fiManagerId, { id: row.fiManagerId, name: row.name, isActive: true });
    }
  }
  return [...byId.values()].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name),
  );
}

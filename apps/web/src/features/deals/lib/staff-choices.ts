import type { StaffMember } from '@/entities/staff/api/get-staff';
import type { Choice } from './filter-choices';

/**
 * Who may be named in each role on a deal, from the store's staff. Inactive
 * people are left out, except one the deal already names (so an old deal
 * still shows its people and can be saved unchanged).
 */
export type PersonSlot = 'salesperson' | 'salesManager' | 'fiManager';

export const SLOT_ROLES: Readonly<Record<PersonSlot, readonly string[]>> = {
  salesperson: ['salesperson', 'sales_manager'],
  salesManager: ['sales_manager', 'general_manager'],
  fiManager: ['finance_manager', 'single_finance_manager', 'finance_director'],
};

export function staffChoices(
  staff: readonly StaffMember[],
  slot: PersonSlot,
  options: {
    /** Ids already on the deal, with the name the deal carries (for people no longer listed). */
    keep?: readonly { id: string; name: string | null }[];
    roleLabel: (role: string) => string;
    inactiveLabel: string;
  },
): Choice[] {
  const roles = SLOT_ROLES[slot];
  const keep = new Set((options.keep ?? []).map((person) => person.id).filter(Boolean));
  const choices: Choice[] = staff
    .filter((member) => (roles.includes(member.role) && member.isActive) || keep.has(member.id))
    .map((member) => ({
      value: member.id,
      label: member.name,
      detail: member.isActive
        ? options.roleLabel(member.role)
        : `${options.roleLabel(member.role)} · ${options.inactiveLabel}`,
    }));
  for (const person of options.keep ?? []) {
    if (person.id && !choices.some((choice) => choice.value === person.id)) {
      choices.push({ value: person.id, label: person.name ?? person.id });
    }
  }
  return choices;
}

import { shiftMonth } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import type { DefaultGoal, GoalDefaults } from '@das/shared/schemas/store-defaults';
import type { Database } from '../../db/client';
import { peopleOf } from '../dealerships/staff.repository';
import { goalDefaultsBefore, monthGoals } from './goals.repository';

/** A month's goal as the pace reads it: NUMERIC text, as stored. */
export interface MonthTarget {
  userId: string | null;
  role: string | null;
  unitTarget: string;
  grossTarget: string | null;
}

/** Whose default each goal role takes. */
const DEFAULT_OF: Partial<Record<Role, keyof GoalDefaults>> = {
  salesperson: 'salesperson',
  finance_manager: 'financeManager',
};

const asTarget = (userId: string | null, role: string | null, goal: DefaultGoal): MonthTarget => ({
  userId,
  role,
  unitTarget: String(goal.unitTarget),
  grossTarget: goal.grossTarget === null ? null : goal.grossTarget.toFixed(2),
});

/**
 * A month's goals (ADR 020): the ones saved for it when the store saved any,
 * else the store's defaults as last saved before the month ended, given to the
 * store and to each of its salespeople and F&I managers. Defaults are never
 * written into a month: a manager saving the month is what sets its goals.
 */
export async function monthTargets(
  db: Database,
  dealershipId: number,
  monthStart: string,
): Promise<{ fromDefaults: boolean; targets: MonthTarget[] }> {
  const saved = await monthGoals(db, dealershipId, monthStart);
  if (saved.length > 0) return { fromDefaults: false, targets: saved };
  const nextMonth = `${shiftMonth(monthStart.slice(0, 7), 1)}-01`;
  const version = await goalDefaultsBefore(db, dealershipId, nextMonth);
  if (!version) return { fromDefaults: false, targets: [] };
  const { defaults } = version;
  const people = await peopleOf(db, dealershipId, ['salesperson', 'finance_manager']);
  const targets: MonthTarget[] = defaults.store ? [asTarget(null, null, defaults.store)] : [];
  for (const person of people) {
    const key = DEFAULT_OF[person.role];
    const goal = key ? defaults[key] : null;
    if (goal) targets.push(asTarget(person.userId, person.role, goal));
  }
  return { fromDefaults: targets.length > 0, targets };
}

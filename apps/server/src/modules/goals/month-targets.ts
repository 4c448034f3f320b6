import { shiftMonth } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import type { DefaultGoal, GoalDefaults } from '@das/shared/schemas/store-defaults';
import type { Database } from '../../db/client';
import { peopleOfStores } from '../dealerships/staff.repository';
import { goalDefaultsThrough, goalsWithin } from './goals.repository';

/** A month's goal as the pace reads it: NUMERIC text, as stored. */
export interface MonthTarget {
  userId: string | null;
  role: string | null;
  unitTarget: string;
  grossTarget: string | null;
}

/** A store's goals for one month, and whether they are its defaults rather than saved ones. */
export interface StoreMonthTargets {
  fromDefaults: boolean;
  targets: MonthTarget[];
}

/** Whose default each goal role takes. */
const DEFAULT_OF: Partial<Record<Role, keyof GoalDefaults>> = {
  salesperson: 'salesperson',
  finance_manager: 'financeManager',
};
const DEFAULTED_ROLES = Object.keys(DEFAULT_OF) as Role[];

const asTarget = (userId: string | null, role: string | null, goal: DefaultGoal): MonthTarget => ({
  userId,
  role,
  unitTarget: String(goal.unitTarget),
  grossTarget: goal.grossTarget === null ? null : goal.grossTarget.toFixed(2),
});

/** The first day of the month after `month` (YYYY-MM): where the month ends. */
const endOf = (month: string) => `${shiftMonth(month, 1)}-01`;

/**
 * Several stores' goals for several months (ADR 020), by store then month
 * (YYYY-MM): a month's saved goals when the store saved any for it, else the
 * store's defaults as last saved before the month ended, given to the store
 * and to each of its active salespeople and F&I managers. Defaults are never
 * written into a month: a manager saving the month is what sets its goals.
 * Three queries side by side, whatever the stores and months, so a rollup of
 * fifty stores reads them as fast as one store's board; `storeOnly` reads the
 * stores' own goals alone (no person's), in two.
 */
export async function storesMonthTargets(
  db: Database,
  dealershipIds: readonly number[],
  months: readonly string[],
  { storeOnly = false } = {},
): Promise<Map<number, Map<string, StoreMonthTargets>>> {
  const result = new Map(dealershipIds.map((id) => [id, new Map<string, StoreMonthTargets>()]));
  if (dealershipIds.length === 0 || months.length === 0) return result;
  const ordered = [...months].sort();
  const first = ordered[0]!;
  const last = ordered.at(-1)!;
  // One round: the people are read beside the goals (none for the stores' own goals alone).
  const [saved, versions, people] = await Promise.all([
    goalsWithin(db, dealershipIds, { start: `${first}-01`, end: endOf(last) }, { storeOnly }),
    goalDefaultsThrough(db, dealershipIds, endOf(first), endOf(last)),
    storeOnly ? [] : peopleOfStores(db, dealershipIds, DEFAULTED_ROLES),
  ]);
  const savedOf = new Map<string, MonthTarget[]>();
  for (const { dealershipId, month, ...target } of saved) {
    const key = `${dealershipId} ${month.slice(0, 7)}`;
    savedOf.set(key, [...(savedOf.get(key) ?? []), target]);
  }
  for (const dealershipId of dealershipIds) {
    const store = result.get(dealershipId)!;
    const staff = people.filter((person) => person.dealershipId === dealershipId);
    for (const month of months) {
      const own = savedOf.get(`${dealershipId} ${month}`);
      if (own) {
        store.set(month, { fromDefaults: false, targets: own });
        continue;
      }
      // Versions are newest first: the first saved before the month ended is in force.
      const version = versions.find(
        (row) => row.dealershipId === dealershipId && row.savedOn < endOf(month),
      );
      const targets: MonthTarget[] = version?.defaults.store
        ? [asTarget(null, null, version.defaults.store)]
        : [];
      for (const person of staff) {
        const goal = version?.defaults[DEFAULT_OF[person.role]!];
        if (goal) targets.push(asTarget(person.userId, person.role, goal));
      }
      store.set(month, { fromDefaults: targets.length > 0, targets });
    }
  }
  return result;
}

/** One store's goals for one month (`storesMonthTargets`); `monthStart` is its first day. */
export async function monthTargets(
  db: Database,
  dealershipId: number,
  monthStart: string,
): Promise<StoreMonthTargets> {
  const month = monthStart.slice(0, 7);
  return (await storesMonthTargets(db, [dealershipId], [month])).get(dealershipId)!.get(month)!;
}

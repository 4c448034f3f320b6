import type { GoalRow } from './goal-draft';

/** The goals of a small store, for the tests of the goals page's logic. */
export const ANN = '00000000-0000-4000-8000-00000000000a';
export const BO = '00000000-0000-4000-8000-00000000000b';

export const row = (
  userId: string | null,
  unitTarget: number | null,
  grossTarget: number | null = null,
): GoalRow => ({
  userId,
  name: userId ? 'Someone' : '',
  role: userId ? 'salesperson' : null,
  unitTarget,
  grossTarget,
  actualUnits: 5,
  actualGross: 10_000,
  daysOff: 0,
  daysOffSoFar: 0,
});

export const rows = [row(null, 100, 400_000), row(ANN, 12), row(BO, null)];

import { PRODUCTS } from '@das/shared/deals';

/** One line of a pay estimate or statement: what an item paid, on how many deals. */
export interface PayLineInput {
  item: string;
  /** Units the line is paid on; a split deal counts ½. */
  deals: number;
  amount: number;
}

export interface PayRow {
  item: string;
  earned: PayLineInput | null;
  atRisk: PayLineInput | null;
}

/** The floor plans' items (shared `pay-plans.ts`), in the order a pay stub lists them. */
export const PAY_ITEMS = ['base', 'commission', 'minis', 'back', 'volume', 'gross', 'units'];

/** Every plan's items in stub order: the floor's first, then F&I's product bonuses. */
const ORDER = [...PAY_ITEMS, ...PRODUCTS];
const rank = (item: string) => {
  const index = ORDER.indexOf(item);
  return index === -1 ? ORDER.length : index;
};

/** Earned and at-risk lines side by side, one row per item, in the plan's order. */
export function mergePayLines(
  earned: readonly PayLineInput[],
  atRisk: readonly PayLineInput[],
): PayRow[] {
  const rows = new Map<string, PayRow>();
  const row = (item: string) => {
    const existing = rows.get(item);
    if (existing) return existing;
    const created: PayRow = { item, earned: null, atRisk: null };
    rows.set(item, created);
    return created;
  };
  for (const line of earned) row(line.item).earned = line;
  for (const line of atRisk) row(line.item).atRisk = line;
  return [...rows.values()].sort((a, b) => rank(a.item) - rank(b.item));
}

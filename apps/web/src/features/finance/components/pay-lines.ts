import { PRODUCTS } from '@das/shared/deals';

export interface PayLineInput {
  item: string;
  deals: number;
  amount: number;
}

export interface PayRow {
  item: string;
  earned: PayLineInput | null;
  atRisk: PayLineInput | null;
}

const ORDER = ['base', 'commission', ...PRODUCTS];
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

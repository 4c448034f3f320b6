import { PRODUCTS } from '@das/shared/deals';

/** A chargeback taken back from F&I pay (ADR 031): its own line, one per chargeback. */
export interface ChargebackLine {
  id: string;
  dealNumber: string;
  product: string;
  /** What the product lost on the deal; the line's amount is what the pay loses. */
  amount: number;
  date: string;
}

/** One line of a pay estimate or statement: what an item paid, on how many deals. */
export interface PayLineInput {
  item: string;
  /** Units the line is paid on; a split deal counts ½. */
  deals: number;
  amount: number;
  chargeback?: ChargebackLine | undefined;
}

export interface PayRow {
  /** Unique per row: the item, or the chargeback's own id. */
  key: string;
  item: string;
  chargeback?: ChargebackLine | undefined;
  earned: PayLineInput | null;
  atRisk: PayLineInput | null;
}

/** The floor plans' items (shared `pay-plans.ts`), in the order a pay stub lists them. */
export const PAY_ITEMS = ['base', 'commission', 'minis', 'back', 'volume', 'gross', 'units'];

/** Every plan's items in stub order: the floor's first, then F&I's product bonuses, then chargebacks. */
const ORDER = [...PAY_ITEMS, ...PRODUCTS, 'chargeback'];
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
  const row = (line: PayLineInput) => {
    const key = line.chargeback ? `chargeback:${line.chargeback.id}` : line.item;
    const existing = rows.get(key);
    if (existing) return existing;
    const created: PayRow = {
      key,
      item: line.item,
      ...(line.chargeback ? { chargeback: line.chargeback } : {}),
      earned: null,
      atRisk: null,
    };
    rows.set(key, created);
    return created;
  };
  for (const line of earned) row(line).earned = line;
  for (const line of atRisk) row(line).atRisk = line;
  return [...rows.values()].sort((a, b) => rank(a.item) - rank(b.item));
}

import { PRODUCTS } from '@das/shared/deals';
import type { DealFormValues } from './deal-form';

/**
 * An unsaved deal kept in sessionStorage (this tab only, gone when the tab
 * closes), so a reload or a crash does not lose what was typed. Cleared once
 * the deal is saved.
 */
export function draftKey(userId: string, target: { dealId?: string; saleId?: string }): string {
  const what = target.dealId
    ? `deal:${target.dealId}`
    : target.saleId
      ? `sale:${target.saleId}`
      : 'new';
  return `das:deal-draft:${userId}:${what}`;
}

interface StoredDraft {
  version: 1;
  savedAt: number;
  values: DealFormValues;
}

function isValues(value: unknown, shape: DealFormValues): value is DealFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const products = record.products as Record<string, unknown> | undefined;
  return (
    Object.keys(shape).every((key) =>
      key === 'products' ? true : typeof record[key] === typeof shape[key as keyof DealFormValues],
    ) &&
    typeof products === 'object' &&
    products !== null &&
    PRODUCTS.every((product) => typeof products[product] === 'string')
  );
}

/** The stored draft, if one of the expected shape exists; `shape` is a complete form to compare with. */
export function readDraft(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  shape: DealFormValues,
): { values: DealFormValues; savedAt: number } | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft = parsed as Partial<StoredDraft>;
    if (draft.version !== 1 || !isValues(draft.values, shape)) return undefined;
    return { values: draft.values, savedAt: Number(draft.savedAt) || 0 };
  } catch {
    return undefined;
  }
}

export function writeDraft(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  values: DealFormValues,
  now = Date.now(),
): void {
  try {
    storage.setItem(
      key,
      JSON.stringify({ version: 1, savedAt: now, values } satisfies StoredDraft),
    );
  } catch {
    // A full or blocked storage only costs the safety net, never the form.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

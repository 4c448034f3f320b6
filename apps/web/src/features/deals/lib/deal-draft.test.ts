import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './deal-draft';
import { createDefaultValues } from './deal-form';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const shape = createDefaultValues({ today: '2026-11-21' });

describe('deal drafts', () => {
  it('keys a draft by user and by what is being logged', () => {
    expect(draftKey('u1', {})).toBe('das:deal-draft:u1:new');
    expect(draftKey('u1', { dealId: 'd1' })).toBe('das:deal-draft:u1:deal:d1');
    expect(draftKey('u1', { saleId: 's1' })).toBe('das:deal-draft:u1:sale:s1');
  });

  it('keeps what was typed until cleared', () => {
    const storage = memoryStorage();
    const values = {
      ...shape,
      customer_last_name: 'Nelson',
      products: { ...shape.products, vsc: '900' },
    };
    writeDraft(storage, 'k', values, 42);
    expect(readDraft(storage, 'k', shape)).toEqual({ values, savedAt: 42 });
    clearDraft(storage, 'k');
    expect(readDraft(storage, 'k', shape)).toBeUndefined();
  });

  it('ignores a draft of another shape or broken JSON', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ version: 1, values: { customer_last_name: 3 } }));
    storage.setItem('c', JSON.stringify({ version: 2, values: shape }));
    expect(readDraft(storage, 'a', shape)).toBeUndefined();
    expect(readDraft(storage, 'b', shape)).toBeUndefined();
    expect(readDraft(storage, 'c', shape)).toBeUndefined();
  });
});

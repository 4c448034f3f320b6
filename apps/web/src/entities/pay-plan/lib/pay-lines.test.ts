import { describe, expect, it } from 'vitest';
import { mergePayLines } from './pay-lines';

describe('pay lines', () => {
  it('puts earned and at-risk lines of the same item on one row, base first', () => {
    const rows = mergePayLines(
      [
        { item: 'vsc', deals: 3, amount: 300 },
        { item: 'base', deals: 0, amount: 500 },
        { item: 'commission', deals: 5, amount: 1000 },
      ],
      [
        { item: 'commission', deals: 2, amount: 400 },
        { item: 'gap', deals: 1, amount: 50 },
      ],
    );
    expect(rows.map((row) => row.item)).toEqual(['base', 'commission', 'vsc', 'gap']);
    expect(rows[1]).toEqual({
      key: 'commission',
      item: 'commission',
      earned: { item: 'commission', deals: 5, amount: 1000 },
      atRisk: { item: 'commission', deals: 2, amount: 400 },
    });
    expect(rows[3]?.earned).toBeNull();
  });

  it('lists a floor plan in stub order', () => {
    const rows = mergePayLines(
      [
        { item: 'volume', deals: 12, amount: 500 },
        { item: 'back', deals: 12, amount: 310 },
        { item: 'commission', deals: 10.5, amount: 3100 },
      ],
      [
        { item: 'commission', deals: 2, amount: 400 },
        { item: 'minis', deals: 0.5, amount: 75 },
      ],
    );
    expect(rows.map((row) => row.item)).toEqual(['commission', 'minis', 'back', 'volume']);
    expect(rows[1]?.earned).toBeNull();
  });

  it('keeps an item it does not know, last', () => {
    const rows = mergePayLines(
      [
        { item: 'spiff', deals: 1, amount: 20 },
        { item: 'base', deals: 0, amount: 1 },
      ],
      [],
    );
    expect(rows.map((row) => row.item)).toEqual(['base', 'spiff']);
  });

  it('gives each chargeback a row of its own, after the bonuses (ADR 031)', () => {
    const chargeback = (id: string, product: string) => ({
      item: 'chargeback',
      deals: 1,
      amount: -100,
      chargeback: { id, dealNumber: '1001', product, amount: 400, date: '2026-06-02' },
    });
    const rows = mergePayLines(
      [chargeback('a', 'vsc'), { item: 'vsc', deals: 1, amount: 100 }, chargeback('b', 'gap')],
      [],
    );
    expect(rows.map((row) => row.key)).toEqual(['vsc', 'chargeback:a', 'chargeback:b']);
    expect(rows[2]?.chargeback?.product).toBe('gap');
  });
});

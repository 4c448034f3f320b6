import { describe, expect, it } from 'vitest';
import {
  editedCount,
  monthChoices,
  shareOf,
  sumTargets,
  targetsFromMonth,
  tenseOf,
} from './goal-draft';
import { ANN, BO, row, rows } from './goal-rows.fixture';

describe('goal draft', () => {
  it('counts edited rows by their text', () => {
    expect(editedCount(rows, { [ANN]: { units: ' 12 ', gross: '' } })).toBe(0);
    expect(
      editedCount(rows, {
        [ANN]: { units: '13', gross: '' },
        store: { units: '100', gross: '400,000' },
      }),
    ).toBe(1);
  });

  it('starts a month from another month for the people still here', () => {
    const source = [
      row(null, 90, 300_000),
      row(ANN, 10),
      row('00000000-0000-4000-8000-00000000000c', 8),
    ];
    expect(targetsFromMonth(rows, source)).toEqual({
      store: { units: '90', gross: '300000' },
      [ANN]: { units: '10', gross: '' },
    });
  });

  it('reads the share of a goal, none without a target', () => {
    expect(shareOf(5, 10)).toBe(0.5);
    expect(shareOf(5, null)).toBeNull();
    expect(shareOf(5, 0)).toBeNull();
  });

  it('places a month before, at or after today', () => {
    expect(tenseOf('2026-10', '2026-11-21')).toBe('past');
    expect(tenseOf('2026-11', '2026-11-21')).toBe('current');
    expect(tenseOf('2026-12', '2026-11-21')).toBe('future');
  });

  it('offers the history, this month and next, newest first', () => {
    expect(monthChoices(['2026-10', '2026-08'], '2026-11-21', '2025-01')).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-08',
      '2025-01',
    ]);
  });

  it('adds up the targets of one role', () => {
    expect(sumTargets(rows, { [BO]: { units: '7', gross: '' } }, 'salesperson')).toBe(19);
  });
});

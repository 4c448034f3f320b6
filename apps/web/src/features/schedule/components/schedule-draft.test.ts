import type { ScheduleWeek } from '@das/shared/schemas/schedule';
import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  cellKey,
  changedCells,
  coverageGaps,
  coverageOf,
  hasAnyShift,
  inBatches,
  weeklyHours,
} from './schedule-draft';
import { daysOfWeek } from './week-days';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const days = daysOfWeek('2026-03-02');

const week: ScheduleWeek = {
  dealershipId: 1,
  week: '2026-03-02',
  days,
  people: [
    {
      userId: A,
      name: 'Ann',
      role: 'salesperson',
      shifts: ['opening', 'opening', 'off', 'closing', 'mid', 'weekend', null],
    },
    {
      userId: B,
      name: 'Bo',
      role: 'salesperson',
      shifts: ['closing', null, null, null, null, null, null],
    },
  ],
  coverage: [],
  templates: [],
  canEdit: true,
};

describe('schedule draft', () => {
  it('lays edits over the saved week', () => {
    const people = applyDraft(week, {
      [cellKey(B, days[1]!)]: 'mid',
      [cellKey(A, days[0]!)]: null,
    });
    expect(people[0]?.shifts[0]).toBeNull();
    expect(people[1]?.shifts[1]).toBe('mid');
    expect(people[1]?.shifts[0]).toBe('closing');
  });

  it('sends only the cells that differ from what is saved', () => {
    const draft = {
      [cellKey(B, days[1]!)]: 'mid' as const,
      // Set back to what is saved: nothing to send.
      [cellKey(A, days[0]!)]: 'opening' as const,
    };
    expect(changedCells(week, draft)).toEqual([{ userId: B, day: days[1], shift: 'mid' }]);
  });

  it('counts people per day and shift', () => {
    const coverage = coverageOf(week.people, days);
    expect(coverage[0]).toEqual({ opening: 1, mid: 0, closing: 1, weekend: 0, off: 0 });
    expect(coverage[2]?.off).toBe(1);
  });

  it('finds days without an opener or a closer; a weekend shift covers a whole Saturday', () => {
    const coverage = coverageOf(week.people, days);
    expect(coverageGaps(coverage[0]!, days[0]!)).toEqual({ opening: false, closing: false });
    expect(coverageGaps(coverage[1]!, days[1]!)).toEqual({ opening: false, closing: true });
    expect(coverageGaps(coverage[3]!, days[3]!)).toEqual({ opening: true, closing: false });
    expect(coverageGaps(coverage[5]!, days[5]!)).toEqual({ opening: false, closing: false });
    expect(coverageGaps(coverage[6]!, days[6]!)).toEqual({ opening: true, closing: true });
  });

  it('adds up the hours of working shifts', () => {
    expect(weeklyHours(week.people[0]!.shifts, [])).toBe(9 + 9 + 9 + 9 + 8);
    expect(weeklyHours([null, 'off'], [])).toBe(0);
  });

  it('counts a shift the store has a template for by the template’s hours', () => {
    // Opening 08:30–16:00 (7½ h) and weekend 10:00–15:00 (5 h); closing and mid keep 9 h.
    const templates = [
      { shift: 'opening' as const, name: 'Early', start: '08:30', end: '16:00' },
      { shift: 'weekend' as const, name: 'Sat', start: '10:00', end: '15:00' },
    ];
    expect(weeklyHours(week.people[0]!.shifts, templates)).toBe(7.5 + 7.5 + 9 + 9 + 5);
  });

  it('cuts a long save into batches the server accepts', () => {
    const batches = inBatches(Array.from({ length: 205 }, (_, index) => index));
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 5]);
    expect(inBatches([])).toEqual([]);
  });

  it('knows an empty week', () => {
    expect(hasAnyShift(week)).toBe(true);
    expect(
      hasAnyShift({
        ...week,
        people: week.people.map((p) => ({ ...p, shifts: days.map(() => null) })),
      }),
    ).toBe(false);
  });
});

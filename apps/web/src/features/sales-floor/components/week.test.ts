import { describe, expect, it } from 'vitest';
import { shiftTimes } from '@/lib/format';
import { weekSummary } from './week';

describe('a week of shifts', () => {
  it('counts working days, days off and unplanned days', () => {
    expect(
      weekSummary([
        { day: '2026-03-02', shift: 'opening' },
        { day: '2026-03-03', shift: 'mid' },
        { day: '2026-03-04', shift: 'off' },
        { day: '2026-03-05', shift: 'closing' },
        { day: '2026-03-06', shift: null },
        { day: '2026-03-07', shift: 'weekend' },
        { day: '2026-03-08', shift: 'off' },
      ]),
    ).toEqual({ working: 4, off: 2, unplanned: 1 });
  });

  it('gives a shift its hours in the reader’s clock, minutes only where it has them', () => {
    expect(shiftTimes({ start: 540, end: 1080 }, 'en-US')).toEqual({ start: '9 AM', end: '6 PM' });
    expect(shiftTimes({ start: 720, end: 1260 }, 'de-DE')).toEqual({
      start: '12 Uhr',
      end: '21 Uhr',
    });
    expect(shiftTimes({ start: 510, end: 930 }, 'en-US')).toEqual({
      start: '8:30 AM',
      end: '3:30 PM',
    });
  });
});

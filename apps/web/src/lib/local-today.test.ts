import { describe, expect, it } from 'vitest';
import { localToday } from './local-today';

describe('local today', () => {
  it("is the reader's own calendar day, late in the evening too", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 2, 9, 23, 30))).toBe('2026-03-09');
  });
});

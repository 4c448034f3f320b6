import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, getToasts, toast } from './toast';

describe('toasts (SPEC.md §9)', () => {
  it('keeps at most 3, dropping the oldest, each for 5 seconds', () => {
    for (const title of ['one', 'two', 'three', 'four']) toast({ title });
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION_MS).toBe(5_000);
    expect(getToasts().map((item) => item.title)).toEqual(['two', 'three', 'four']);
  });
});

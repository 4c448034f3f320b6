import { describe, expect, it } from 'vitest';
import { readFilters } from './deal-log-params';
import { countsSplitsHalf, dealLogScope } from './deal-log-scope';

const ME = '8e12243c-fd0e-41f4-bd7a-4675112fe1e3';
const OTHER = '1ee3f9cf-5397-4c5d-9ef7-e74afb83d5b7';
const store = { financeMode: false, userId: ME, ownSales: false };
const finance = { financeMode: true, userId: ME, ownSales: false };
const salesperson = { financeMode: false, userId: ME, ownSales: true };
const scopeOf = (address: string, mode: typeof store) =>
  dealLogScope(readFilters(new URLSearchParams(address), mode), mode);

describe('whose deals the log lists', () => {
  it("is a salesperson's own, whatever the address says", () => {
    expect(scopeOf('', salesperson)).toEqual({ kind: 'ownSales' });
    expect(scopeOf(`sp=${OTHER}&fi=${OTHER}`, salesperson)).toEqual({ kind: 'ownSales' });
  });

  it('is one salesperson or one F&I manager when a manager filters on them', () => {
    expect(scopeOf(`sp=${OTHER}`, store)).toEqual({ kind: 'salesperson', personId: OTHER });
    expect(scopeOf(`fi=${OTHER}`, store)).toEqual({ kind: 'fiManager', personId: OTHER });
    expect(scopeOf(`sp=${OTHER}&fi=${ME}`, finance)).toEqual({
      kind: 'salesperson',
      personId: OTHER,
    });
  });

  it("is the F&I manager's own in finance mode, and everyone's otherwise", () => {
    expect(scopeOf('', finance)).toEqual({ kind: 'ownFinance' });
    expect(scopeOf('fi=all', finance)).toEqual({ kind: 'everyone' });
    expect(scopeOf('', store)).toEqual({ kind: 'everyone' });
  });

  it('counts splits ½ only for one salesperson', () => {
    expect(countsSplitsHalf({ kind: 'ownSales' })).toBe(true);
    expect(countsSplitsHalf({ kind: 'salesperson', personId: OTHER })).toBe(true);
    expect(countsSplitsHalf({ kind: 'fiManager', personId: OTHER })).toBe(false);
    expect(countsSplitsHalf({ kind: 'everyone' })).toBe(false);
  });
});

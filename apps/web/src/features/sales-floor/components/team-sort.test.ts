import { describe, expect, it } from 'vitest';
import { defaultDirection, sortTeam } from './team-sort';

const row = (name: string, units: number, goalShare: number | null, days: number | null) => ({
  name,
  units,
  frontGross: units * 1000,
  backGross: units * 800,
  pvr: 1800,
  goalShare,
  daysSinceLastSale: days,
});

const team = [row('Cruz', 6, 0.5, 2), row('Abe', 9.5, null, 0), row('Bell', 6, 0.75, null)];

describe('team table order', () => {
  it('ranks figures best first, ties by name', () => {
    expect(sortTeam(team, 'units', 'desc').map((r) => r.name)).toEqual(['Abe', 'Bell', 'Cruz']);
    expect(sortTeam(team, 'units', 'asc').map((r) => r.name)).toEqual(['Bell', 'Cruz', 'Abe']);
  });

  it('keeps people without a goal or a sale last, whichever the direction', () => {
    expect(sortTeam(team, 'goalShare', 'desc').map((r) => r.name)).toEqual(['Bell', 'Cruz', 'Abe']);
    expect(sortTeam(team, 'goalShare', 'asc').map((r) => r.name)).toEqual(['Cruz', 'Bell', 'Abe']);
    expect(sortTeam(team, 'daysSinceLastSale', 'desc').map((r) => r.name)).toEqual([
      'Cruz',
      'Abe',
      'Bell',
    ]);
  });

  it('sorts names A to Z by default', () => {
    expect(defaultDirection('name')).toBe('asc');
    expect(defaultDirection('pvr')).toBe('desc');
    expect(sortTeam(team, 'name', 'asc').map((r) => r.name)).toEqual(['Abe', 'Bell', 'Cruz']);
  });
});

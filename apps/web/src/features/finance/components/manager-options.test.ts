import { describe, expect, it } from 'vitest';
import { managerOptions } from './manager-options';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('manager filter options', () => {
  it('keeps finance managers of the staff and adds leaderboard names missing from it', () => {
    const options = managerOptions(
      [
        { id: id(1), name: 'Zoe Finance', role: 'finance_manager', isActive: true },
        { id: id(2), name: 'Sam Sales', role: 'salesperson', isActive: true },
        { id: id(3), name: 'Al Former', role: 'finance_manager', isActive: false },
      ],
      [
        { fiManagerId: id(1), name: 'Zoe Finance' },
        { fiManagerId: id(4), name: 'Bea Borrowed' },
      ],
    );
    expect(options.map((option) => option.name)).toEqual([
      'Bea Borrowed',
      'Zoe Finance',
      'Al Former',
    ]);
  });
});

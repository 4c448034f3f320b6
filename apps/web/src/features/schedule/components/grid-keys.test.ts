import { describe, expect, it } from 'vitest';
import { cellKeyAction } from './grid-keys';

const size = { rows: 3, cols: 7 };
const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('cellKeyAction', () => {
  it('moves by arrows and stops at the edges', () => {
    expect(cellKeyAction(press('ArrowRight'), { row: 1, col: 6 }, size, true)).toEqual({
      kind: 'move',
      to: { row: 1, col: 6 },
    });
    expect(cellKeyAction(press('ArrowDown'), { row: 1, col: 2 }, size, true)).toEqual({
      kind: 'move',
      to: { row: 2, col: 2 },
    });
    expect(cellKeyAction(press('ArrowUp'), { row: 0, col: 2 }, size, false)).toEqual({
      kind: 'move',
      to: { row: 0, col: 2 },
    });
  });

  it('goes to the row ends with Home and End, and to the corners with Ctrl', () => {
    expect(cellKeyAction(press('Home'), { row: 1, col: 4 }, size, true)).toEqual({
      kind: 'move',
      to: { row: 1, col: 0 },
    });
    expect(cellKeyAction(press('End', { ctrlKey: true }), { row: 0, col: 0 }, size, true)).toEqual({
      kind: 'move',
      to: { row: 2, col: 6 },
    });
  });

  it('opens the menu, sets and clears only where the grid can be edited', () => {
    const at = { row: 0, col: 0 };
    expect(cellKeyAction(press('Enter'), at, size, true)).toEqual({ kind: 'open' });
    expect(cellKeyAction(press('ArrowDown', { altKey: true }), at, size, true)).toEqual({
      kind: 'open',
    });
    expect(cellKeyAction(press('c'), at, size, true)).toEqual({ kind: 'set', shift: 'closing' });
    expect(cellKeyAction(press('Delete'), at, size, true)).toEqual({ kind: 'set', shift: null });
    expect(cellKeyAction(press('Enter'), at, size, false)).toBeNull();
    expect(cellKeyAction(press('c'), at, size, false)).toBeNull();
    expect(cellKeyAction(press('c', { ctrlKey: true }), at, size, true)).toBeNull();
  });

  it('undoes with Ctrl or ⌘ and Z, even while busy', () => {
    expect(cellKeyAction(press('z', { metaKey: true }), { row: 0, col: 0 }, size, false)).toEqual({
      kind: 'undo',
    });
  });
});

import type { Shift } from '@das/shared/schemas/schedule';
import { SHIFT_SHORTCUTS } from './shift-look';

export interface Position {
  row: number;
  col: number;
}

export type CellKeyAction =
  | { kind: 'move'; to: Position }
  | { kind: 'undo' }
  | { kind: 'open' }
  | { kind: 'set'; shift: Shift | null };

interface Keys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * What a key does on a schedule cell (the APG data grid): arrows, Home and End
 * (with Ctrl, the grid's corners) move; Ctrl/⌘+Z undoes; and where the grid
 * can be edited, Enter, Space, F2 or Alt+↓ open the shift menu, a shift's
 * letter sets it and Delete clears it. Null: the key is not the grid's.
 */
export function cellKeyAction(
  { key, ctrlKey, metaKey, altKey }: Keys,
  at: Position,
  size: { rows: number; cols: number },
  editable: boolean,
): CellKeyAction | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const move = (to: Position): CellKeyAction => ({ kind: 'move', to });
  if (key === 'ArrowRight') return move({ ...at, col: Math.min(lastCol, at.col + 1) });
  if (key === 'ArrowLeft') return move({ ...at, col: Math.max(0, at.col - 1) });
  if (key === 'ArrowDown' && !altKey) return move({ ...at, row: Math.min(lastRow, at.row + 1) });
  if (key === 'ArrowUp') return move({ ...at, row: Math.max(0, at.row - 1) });
  if (key === 'Home') return move(ctrlKey ? { row: 0, col: 0 } : { ...at, col: 0 });
  if (key === 'End')
    return move(ctrlKey ? { row: lastRow, col: lastCol } : { ...at, col: lastCol });
  if ((ctrlKey || metaKey) && key.toLowerCase() === 'z') return { kind: 'undo' };
  if (!editable) return null;
  if (key === 'Enter' || key === ' ' || key === 'F2' || (key === 'ArrowDown' && altKey))
    return { kind: 'open' };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'set', shift: null };
  const shortcut = SHIFT_SHORTCUTS[key.toLowerCase()];
  if (shortcut && !ctrlKey && !metaKey && !altKey) return { kind: 'set', shift: shortcut };
  return null;
}

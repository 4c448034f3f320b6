import type { Shift } from '@das/shared/schemas/schedule';
import type { KeyboardEvent, Ref } from 'react';
import { ShiftChip } from './shift-chip';
import { ShiftMenu } from './shift-menu';

/** An editable schedule cell: a button in the grid's roving Tab order that opens its shift menu. */
export function ShiftCell({
  shift,
  hours,
  label,
  menuLabel,
  changed,
  tabbable,
  busy,
  open,
  onOpenChange,
  onPick,
  onFocus,
  onKeyDown,
  cellRef,
}: {
  shift: Shift | null;
  hours: (shift: Shift) => string;
  label: string;
  menuLabel: string;
  changed: boolean;
  tabbable: boolean;
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (shift: Shift | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  cellRef: Ref<HTMLButtonElement>;
}) {
  return (
    <ShiftMenu
      open={open}
      onOpenChange={onOpenChange}
      value={shift}
      label={menuLabel}
      onPick={onPick}
    >
      <button
        ref={cellRef}
        type="button"
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        disabled={busy}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // The menu opens on a press; a click that comes with none (a screen
          // reader's, detail 0) opens it too.
          if (event.detail === 0) onOpenChange(!open);
        }}
        className={`relative block w-full rounded-lg text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ${
          changed ? 'ring-2 ring-amber-400 ring-offset-1' : ''
        }`}
      >
        <ShiftChip shift={shift} hours={hours} />
        {changed ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 size-2.5 rounded-full bg-amber-500 ring-2 ring-white print:hidden"
          />
        ) : null}
      </button>
    </ShiftMenu>
  );
}

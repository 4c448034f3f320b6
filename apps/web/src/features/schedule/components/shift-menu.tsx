import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { SHIFTS, type Shift } from '@das/shared/schemas/schedule';
import { Check } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_DOT, SHIFT_SHORTCUTS, useShiftHours, useShiftName } from './shift-look';

const CHOICES: readonly (Shift | null)[] = [...SHIFTS, null];
const NONE = 'none';

/**
 * The shifts to choose for one cell, on Radix Dropdown Menu: the cell is its
 * trigger, the menu opens under it (above when there is no room) in a portal
 * the grid's scroll box cannot clip, and follows it. Arrow keys, Home and End
 * move; Enter or Space picks; Escape, Tab or a press elsewhere closes. Ours on
 * top: the shift letters move to a shift in every language, Delete clears, and
 * focus starts on the cell's current shift. It is not modal, so a press on
 * another cell opens that cell's menu at once.
 */
export function ShiftMenu({
  open,
  onOpenChange,
  value,
  label,
  onPick,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: Shift | null;
  /** Whose cell this is, for the menu's name. */
  label: string;
  onPick: (shift: Shift | null) => void;
  /** The cell: a button, which becomes the trigger. */
  children: ReactElement;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const key = event.key.toLowerCase();
    const shortcut = SHIFT_SHORTCUTS[key];
    if (event.key === 'Tab') onOpenChange(false);
    else if (event.key === 'Delete' || event.key === 'Backspace') onPick(null);
    else if (shortcut && !event.ctrlKey && !event.metaKey && !event.altKey)
      event.currentTarget.querySelector<HTMLElement>(`[data-shift="${shortcut}"]`)?.focus();
    else return;
    // Radix's own handling (type-ahead by name, Tab kept inside) is not wanted for these.
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          aria-labelledby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // Closed by a press on another cell, whose menu has focus already: leave it there.
            if (document.activeElement?.closest('[role="menu"]')) event.preventDefault();
          }}
          className="z-50 w-60 rounded-xl bg-white p-1.5 text-slate-900 shadow-xl ring-1 ring-slate-900/10 focus:outline-none"
        >
          <ShiftChoices value={value} onPick={onPick} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The radio items; mounted only while the menu is open. */
function ShiftChoices({
  value,
  onPick,
}: {
  value: Shift | null;
  onPick: (shift: Shift | null) => void;
}) {
  const { t } = useTranslation();
  const hours = useShiftHours();
  const name = useShiftName();
  const groupRef = useRef<HTMLDivElement>(null);
  // Focus starts on the current shift. This runs before the menu's own focus on
  // open, which then sees focus already inside and leaves it there.
  useEffect(() => {
    const group = groupRef.current;
    (
      group?.querySelector<HTMLElement>('[data-state="checked"]') ??
      group?.querySelector<HTMLElement>('[role="menuitemradio"]')
    )?.focus({ preventScroll: true });
  }, []);
  return (
    <DropdownMenu.RadioGroup
      ref={groupRef}
      value={value ?? NONE}
      onValueChange={(next) => onPick(next === NONE ? null : (next as Shift))}
    >
      {CHOICES.map((shift) => (
        <DropdownMenu.RadioItem
          key={shift ?? NONE}
          value={shift ?? NONE}
          data-shift={shift ?? NONE}
          className={`group flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-600 ${
            shift === null ? 'mt-1 border-t border-slate-100 pt-2.5' : ''
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-2.5 shrink-0 rounded-full ${
              shift ? SHIFT_DOT[shift] : 'ring-1 ring-slate-400 ring-inset'
            }`}
          />
          <span className="flex-1 font-medium">
            {shift ? name(shift) : t('schedule.shifts.none')}
          </span>
          {shift && shift !== 'off' ? (
            <span className="text-xs text-slate-600 tabular-nums">{hours(shift)}</span>
          ) : null}
          <Check
            className="invisible size-4 shrink-0 text-brand-700 group-data-[state=checked]:visible"
            aria-hidden="true"
          />
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}

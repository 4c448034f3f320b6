import { SHIFTS, type Shift } from '@das/shared/schemas/schedule';
import { Check } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_DOT, SHIFT_SHORTCUTS, useShiftHours } from './shift-look';

export type MenuCloseReason = 'pick' | 'escape' | 'tab' | 'outside';

const CHOICES: readonly (Shift | null)[] = [...SHIFTS, null];
const GAP = 4;
const EDGE = 8;

/**
 * The shifts to choose for one cell, as a menu of radio items under it. It is
 * a manual popover (the top layer: the grid's scroll box cannot clip it); a
 * press outside, a scroll or a resize closes it. Arrow keys, Home, End and the
 * shift letters move; Enter or Space picks; Escape closes.
 */
export function ShiftMenu({
  anchor,
  value,
  label,
  onPick,
  onClose,
}: {
  anchor: HTMLElement;
  value: Shift | null;
  /** Whose cell this is, for the menu's name. */
  label: string;
  onPick: (shift: Shift | null) => void;
  onClose: (reason: MenuCloseReason) => void;
}) {
  const { t } = useTranslation();
  const hours = useShiftHours();
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (typeof menu.showPopover === 'function' && !menu.matches(':popover-open'))
      menu.showPopover();
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = menu;
      const below = box.bottom + GAP;
      const top =
        below + height > window.innerHeight - EDGE && box.top - GAP - height > EDGE
          ? box.top - GAP - height
          : below;
      const left = Math.min(Math.max(EDGE, box.left), window.innerWidth - width - EDGE);
      menu.style.top = `${Math.max(EDGE, top)}px`;
      menu.style.left = `${Math.max(EDGE, left)}px`;
    };
    place();
    const start = CHOICES.indexOf(value);
    itemRefs.current[start >= 0 ? start : 0]?.focus();
    return () => {
      if (typeof menu.hidePopover === 'function' && menu.matches(':popover-open'))
        menu.hidePopover();
    };
  }, [anchor, value]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !anchor.contains(target)) onClose('outside');
    };
    const onScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose('outside');
    };
    const onResize = () => onClose('outside');
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
    };
  }, [anchor, onClose]);

  function focusItem(index: number) {
    const count = CHOICES.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const key = event.key.toLowerCase();
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(CHOICES.length - 1);
    else if (event.key === 'Escape') onClose('escape');
    else if (event.key === 'Tab') onClose('tab');
    else if (event.key === 'Delete' || event.key === 'Backspace') onPick(null);
    else if (!event.ctrlKey && !event.metaKey && !event.altKey && SHIFT_SHORTCUTS[key])
      focusItem(CHOICES.indexOf(SHIFT_SHORTCUTS[key]));
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div
      ref={menuRef}
      popover="manual"
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ position: 'fixed', inset: 'auto', margin: 0 }}
      className="z-50 w-60 rounded-xl border-0 bg-white p-1.5 text-slate-900 shadow-xl ring-1 ring-slate-900/10"
    >
      {CHOICES.map((shift, index) => {
        const checked = shift === value;
        return (
          <button
            key={shift ?? 'none'}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            onClick={() => onPick(shift)}
            className={`flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm outline-none hover:bg-slate-100 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 ${
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
              {shift ? t(`schedule.shifts.${shift}`) : t('schedule.shifts.none')}
            </span>
            {shift && shift !== 'off' ? (
              <span className="text-xs text-slate-500 tabular-nums">{hours(shift)}</span>
            ) : null}
            <Check
              className={`size-4 shrink-0 text-brand-700 ${checked ? '' : 'invisible'}`}
              aria-hidden="true"
            />
          </button>
        );
      })}
    </div>
  );
}

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a modal opens: `[data-autofocus]`, else the first
 * field, else Radix's own choice (the first focusable element).
 */
export function focusFirstField(event: Event) {
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const target =
    content?.querySelector<HTMLElement>('[data-autofocus]') ??
    content?.querySelector<HTMLElement>('input, select, textarea');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * Whatever had focus when the modal opened, focused again once it closes.
 * Radix gives focus back only to a `Dialog.Trigger`, and our callers open
 * their modals from state. Read in a layout effect: it runs before Radix moves
 * focus into the dialog.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, []);
}

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Entry fields in screen order; a radio group counts once (its checked radio). */
function entryFields(form: HTMLElement): HTMLElement[] {
  const seen = new Set<string>();
  const list: HTMLElement[] = [];
  for (const element of form.querySelectorAll<HTMLElement>('[data-entry]')) {
    if ((element as HTMLInputElement).disabled || element.getClientRects().length === 0) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (seen.has(element.name)) continue;
      seen.add(element.name);
      const group = [...form.querySelectorAll<HTMLInputElement>(`input[name="${element.name}"]`)];
      list.push(group.find((radio) => radio.checked) ?? element);
    } else {
      list.push(element);
    }
  }
  return list;
}

export function focusElement(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.focus();
  if (element instanceof HTMLInputElement && element.type === 'text') element.select();
}

/**
 * The desk's keys: Enter moves to the next field (never submits), Ctrl/⌘+Enter
 * saves from anywhere in the form, and also from the page itself (just opened,
 * or after a click outside a field). A dialog's keys stay its own.
 */
export function useDealFormKeys(
  formRef: RefObject<HTMLFormElement | null>,
  submit: () => void,
): (event: KeyboardEvent<HTMLFormElement>) => void {
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    function onWindowKey(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
        return;
      const active = document.activeElement;
      if (active && active !== document.body && !formRef.current?.contains(active)) return;
      if (active?.closest(DIALOG)) return;
      event.preventDefault();
      submitRef.current();
    }
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, [formRef]);

  return (event) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // A dialog opened from the form is portalled out of it, but React still bubbles its keys here.
    if (event.target instanceof Element && event.target.closest(DIALOG)) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      submitRef.current();
      return;
    }
    const target = event.target;
    if (
      event.shiftKey ||
      event.altKey ||
      !(target instanceof HTMLElement) ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLButtonElement ||
      target instanceof HTMLAnchorElement
    ) {
      return;
    }
    event.preventDefault();
    const form = formRef.current;
    if (!form) return;
    const fields = entryFields(form);
    const index = fields.findIndex(
      (element) =>
        element === target ||
        (target instanceof HTMLInputElement &&
          target.type === 'radio' &&
          element instanceof HTMLInputElement &&
          element.name === target.name),
    );
    focusElement(fields[index + 1] ?? form.querySelector<HTMLElement>('[data-save]:not([hidden])'));
  };
}

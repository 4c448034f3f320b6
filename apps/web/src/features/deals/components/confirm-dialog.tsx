import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { button } from './styles';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the action runs. */
  workingLabel?: string;
  working?: boolean;
  tone?: 'danger' | 'default';
  /** An error of the action, shown inside the dialog (role="alert"). */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that is hard to undo (delete, unwind).
 * Focus starts on Cancel (the safe answer), stays inside while open, Escape
 * cancels, and focus returns to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  workingLabel,
  working = false,
  tone = 'danger',
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here, not by the browser, so the parent's `open` stays the truth.
      event.preventDefault();
      event.stopPropagation();
      if (!working) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-xl ring-1 ring-slate-200 backdrop:bg-ink-900/50 backdrop:backdrop-blur-[2px]"
    >
      <div className="flex gap-4 p-6">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
            tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-amber-50 text-amber-600'
          }`}
        >
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <div id={descriptionId} className="mt-1.5 text-sm/6 text-slate-600">
            {description}
          </div>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-2xl bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          className={button.secondary}
          onClick={onCancel}
          disabled={working}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? button.danger : button.primary}
          onClick={onConfirm}
          disabled={working}
          aria-busy={working || undefined}
        >
          {working && workingLabel ? workingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

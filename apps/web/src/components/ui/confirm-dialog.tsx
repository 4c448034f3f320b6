import { AlertTriangle } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './button-styles';
import { onModalKeyDown, useModalDialog } from './modal';

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
 * A modal question before a change that is hard to take back. Focus starts on
 * Cancel (the safe answer), Tab stays inside, Escape cancels, and focus goes
 * back to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  workingLabel,
  working = false,
  tone = 'default',
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalDialog(dialogRef, open);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) =>
        onModalKeyDown(event, dialogRef.current, () => {
          if (!working) onCancel();
        })
      }
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-xl ring-1 ring-slate-200 backdrop:bg-ink-900/50"
    >
      <div className="flex gap-4 p-6">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
            tone === 'danger' ? 'bg-rose-50 text-rose-600' : 'bg-amber-50 text-amber-700'
          }`}
        >
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-ink-900">
            {title}
          </h2>
          <div id={descriptionId} className="mt-1.5 text-sm/6 text-slate-600">
            {description}
          </div>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-2xl bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          className={secondaryButton}
          onClick={onCancel}
          disabled={working}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? dangerButton : primaryButton}
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

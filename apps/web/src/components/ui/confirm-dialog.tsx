import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './button-styles';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';

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
 * A question before a change that is hard to take back: the app's Dialog as
 * an alertdialog. Focus starts on Cancel (the safe answer), Escape cancels
 * (not while the action runs), a click outside does nothing, and focus goes
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
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      busy={working}
      title={title}
      description={description}
      icon={
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
            tone === 'danger' ? 'bg-rose-50 text-rose-600' : 'bg-amber-50 text-amber-700'
          }`}
        >
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
      }
      footer={
        <>
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
        </>
      }
    >
      <FormAlert message={error} className="mt-3" />
    </Dialog>
  );
}

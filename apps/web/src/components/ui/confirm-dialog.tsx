import { AlertTriangle } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './button-styles';
import { focusFirstField, useReturnFocus } from './dialog-focus';
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
 * A modal question before a change that is hard to take back, on Radix Dialog
 * (role alertdialog). Focus starts on Cancel (the safe answer), Tab stays
 * inside, Escape cancels (not while the action runs), a click outside does
 * nothing, and focus goes back to whatever opened it.
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
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !working) onCancel();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <RadixDialog.Content
          role="alertdialog"
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-0 shadow-xl ring-1 ring-slate-200 focus:outline-none"
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
              <RadixDialog.Title className="text-base font-semibold text-ink-900">
                {title}
              </RadixDialog.Title>
              <RadixDialog.Description asChild>
                <div className="mt-1.5 text-sm/6 text-slate-600">{description}</div>
              </RadixDialog.Description>
              <FormAlert message={error} className="mt-3" />
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
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

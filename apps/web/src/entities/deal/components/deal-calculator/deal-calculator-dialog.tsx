import { Calculator } from 'lucide-react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalCloseButton, onModalKeyDown, useModalDialog } from '@/components/ui/modal';
import { DealCalculator } from './deal-calculator';

export interface DealCalculatorDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The deal calculator as a modal, for any screen's "Calculator" button. It
 * stays mounted while closed, so the figures are still there when the desk
 * reopens it (Reset clears them). Focus moves to the deal type tabs on open,
 * stays inside while open and returns to the opener on close.
 */
export function DealCalculatorDialog({ open, onClose }: DealCalculatorDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useModalDialog(dialogRef, open);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  // A click on the backdrop closes; a text selection that merely ends there, or a
  // click on the dialog's own scrollbar (which also targets the dialog), does not.
  function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
    const dialog = dialogRef.current;
    if (!dialog || event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  }

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) => onModalKeyDown(event, dialogRef.current, onClose)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser may still close it on its own (a repeated Escape): tell the parent.
        // The event arrives late, so ignore it if the dialog has been shown again since.
        if (open && !dialogRef.current?.open) onClose();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && onBackdrop(event)) onClose();
        pressedBackdrop.current = false;
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-6xl flex-col overflow-hidden rounded-2xl bg-slate-50 p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-ink-900/70 open:flex sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]"
    >
      <div className="flex shrink-0 items-start gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:gap-4 sm:px-6 sm:py-4">
        <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-ink-900 text-sky-300 shadow-sm ring-1 ring-ink-800 sm:grid">
          <Calculator className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-ink-900">
            {t('calculator.title')}
          </h2>
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
            {t('calculator.subtitle')}
          </p>
        </div>
        <ModalCloseButton label={t('calculator.close')} onClick={onClose} />
      </div>
      <div className="min-h-0 flex-1 scroll-pb-24 overflow-y-auto overscroll-contain p-4 sm:p-6 lg:scroll-pb-0">
        <DealCalculator />
      </div>
    </dialog>
  );
}

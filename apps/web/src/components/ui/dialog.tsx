import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalCloseButton, onModalKeyDown, useModalDialog } from './modal';

/**
 * A modal on the native <dialog>: focus moves in on open (to `[data-autofocus]`
 * or the first field), Tab stays inside, Escape and the close button close it,
 * and focus goes back to the opener afterwards.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalDialog(ref, open);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => onModalKeyDown(event, ref.current, onClose)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-ink-900/60 open:flex sm:max-h-[calc(100dvh-3rem)]"
    >
      <div className="flex shrink-0 items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        <ModalCloseButton label={t('common.close')} onClick={onClose} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </dialog>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstField, useReturnFocus } from './dialog-focus';
import { ModalCloseButton } from './modal';

/**
 * A modal on Radix Dialog: focus moves in on open (to `[data-autofocus]` or the
 * first field), Tab stays inside, Escape and the close button close it, a click
 * outside does not (a half-filled form is not lost), and focus goes back to the
 * opener afterwards.
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
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <RadixDialog.Content
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:max-h-[calc(100dvh-3rem)]"
        >
          <div className="flex shrink-0 items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold text-ink-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-0.5 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <ModalCloseButton label={t('common.close')} onClick={onClose} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-6xl' } as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** The answers of a question (`alertdialog`), in a bar under it. */
  footer?: ReactNode;
  /** `alertdialog`: a question before a change that is hard to take back. It has no ×; its footer answers. */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof WIDTH;
  /** While its action runs, Escape does not close it. */
  busy?: boolean;
  /** A press on the backdrop closes it: only where nothing typed would be lost. */
  closeOnBackdrop?: boolean;
  /** The ×'s name; the common "Close" unless given. */
  closeLabel?: string;
  /** The frame of the scrolling body (a tint, a bottom scroll padding). */
  bodyClassName?: string;
}

/**
 * The one modal of the app, on Radix Dialog: Tab stays inside, Escape closes
 * (not while busy), the rest of the page is hidden from screen readers and does
 * not scroll. Ours on top: focus starts on `[data-autofocus]` (else the first
 * field, else Radix's choice), and goes back to whatever had it when the dialog
 * opened, since callers open dialogs from state rather than a Radix trigger.
 * A press outside does nothing unless `closeOnBackdrop`, so a half-filled form
 * is not lost.
 *
 * A `dialog` has a header (title, description, ×) over a scrolling body. An
 * `alertdialog` shows its icon, title, description and body together, and its
 * footer's buttons.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  icon,
  children,
  footer,
  role = 'dialog',
  size = role === 'alertdialog' ? 'sm' : 'md',
  busy = false,
  closeOnBackdrop = false,
  closeLabel,
  bodyClassName = '',
}: DialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  const question = role === 'alertdialog';
  const heading = (
    <>
      <RadixDialog.Title
        className={`${question ? 'text-base' : 'text-lg'} font-semibold text-ink-900`}
      >
        {title}
      </RadixDialog.Title>
      {description ? (
        <RadixDialog.Description asChild>
          <div
            className={
              question ? 'mt-1.5 text-sm/6 text-slate-600' : 'mt-0.5 text-sm text-slate-600'
            }
          >
            {description}
          </div>
        </RadixDialog.Description>
      ) : null}
    </>
  );

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <RadixDialog.Content
          role={role}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(event) => {
            if (!closeOnBackdrop) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]`}
        >
          {question ? (
            <div className="flex min-h-0 gap-4 overflow-y-auto p-6">
              {icon}
              <div className="min-w-0">
                {heading}
                {children}
              </div>
            </div>
          ) : (
            <>
              <div className="flex shrink-0 items-start gap-3 border-b border-slate-200 bg-white px-5 py-4 sm:gap-4 sm:px-6">
                {icon}
                <div className="min-w-0 flex-1">{heading}</div>
                <button
                  type="button"
                  onClick={onClose}
                  disabled={busy}
                  aria-label={closeLabel ?? t('common.close')}
                  className="-mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
              <div className={`min-h-0 flex-1 overflow-y-auto overscroll-contain ${bodyClassName}`}>
                {children}
              </div>
            </>
          )}
          {footer ? (
            <div className="flex shrink-0 flex-col-reverse gap-2 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Where focus goes when the dialog opens: `[data-autofocus]`, else the first field. */
function focusFirstField(event: Event) {
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const target =
    content?.querySelector<HTMLElement>('[data-autofocus]') ??
    content?.querySelector<HTMLElement>('input, select, textarea');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * Whatever had focus when the dialog opened, focused again once it closes.
 * Radix gives focus back only to a `Dialog.Trigger`. Read in a layout effect:
 * it runs before Radix moves focus into the dialog.
 */
function useReturnFocus(open: boolean): (event: Event) => void {
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

import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { close, getToasts, subscribe, TOAST_DURATION_MS } from './toast-store';

const SWIPE_THRESHOLD = 50;

const VARIANT = {
  default: { icon: CheckCircle2, tone: 'text-emerald-600', ring: 'ring-slate-200' },
  info: { icon: Info, tone: 'text-sky-600', ring: 'ring-sky-200' },
  warning: { icon: AlertTriangle, tone: 'text-amber-600', ring: 'ring-amber-200' },
  destructive: { icon: AlertTriangle, tone: 'text-rose-600', ring: 'ring-rose-200' },
} as const;

/**
 * The toasts of the whole app, on Radix Toast. Its viewport sits in the root
 * layout's corner stack, so a toast never covers navigation.
 */
export function ToastList() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD}
      label={t('common.toasts.label')}
    >
      {items.map((item) => {
        const variant = VARIANT[item.variant ?? 'default'];
        const Icon = variant.icon;
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) close(item.id);
            }}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl bg-white p-4 shadow-xl ring-1 ${variant.ring} data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)`}
          >
            <Icon className={`mt-0.5 size-5 shrink-0 ${variant.tone}`} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold text-ink-900">
                {item.title}
              </ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="mt-0.5 text-sm text-slate-700">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={t('common.toasts.close')}
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label={t('common.toasts.region')}
        className="pointer-events-none flex w-full flex-col gap-2 outline-none sm:w-96"
      />
    </ToastPrimitive.Provider>
  );
}

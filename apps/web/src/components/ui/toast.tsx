import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from './toast-store';

export { TOAST_DURATION_MS, TOAST_LIMIT, getToasts, toast, type ToastInput } from './toast-store';

// Radix Toast and its icons load with the first toast, not with the first page (issue 11).
const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

let shownOnce = false;
const anyShownYet = () => (shownOnce ||= getToasts().length > 0);

/** The app's toasts (toast-list.tsx), mounted from the first toast on. */
export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, anyShownYet, anyShownYet);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

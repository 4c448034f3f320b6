/** SPEC.md §9 "Toasts": at most 3 kept, each gone after 5 seconds, swiped away past 50 px. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5_000;

/** SPEC.md §3 "Toast": title, description and variant; texts come already translated. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'warning' | 'info';
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the oldest goes when a fourth arrives. */
export function toast(input: ToastInput): void {
  setToasts([...toasts, { ...input, id: nextId++, open: true }].slice(-TOAST_LIMIT));
}

export function close(id: number): void {
  setToasts(toasts.filter((item) => item.id !== id));
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts kept now, newest last. */
export const getToasts = () => toasts;

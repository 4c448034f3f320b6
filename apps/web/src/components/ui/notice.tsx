import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

const TONE = {
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  error: 'bg-rose-50 text-rose-900 ring-rose-200',
} as const;

/**
 * A line saying how an action went ("Saved.", "Couldn't save."). Put it in a
 * `role="status"` box that stays on the page, so screen readers announce it.
 */
export function Notice({
  tone,
  className = '',
  children,
}: {
  /** Done, done with a catch, or failed; the first two carry a check mark. */
  tone: keyof typeof TONE;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={`flex items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-medium ring-1 ring-inset ${TONE[tone]} ${className}`}
    >
      {tone === 'error' ? null : <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />}
      {children}
    </p>
  );
}

/**
 * A notice that clears itself `ms` after it was set, unless `keep` says it
 * should stay (a failure the reader has to act on).
 */
export function useFleetingNotice<T>(
  ms = 6000,
  keep: (notice: T) => boolean = () => false,
): [T | null, (notice: T | null) => void] {
  const [notice, setNotice] = useState<T | null>(null);
  const stays = notice !== null && keep(notice);
  useEffect(() => {
    if (notice === null || stays) return;
    const timer = window.setTimeout(() => setNotice(null), ms);
    return () => window.clearTimeout(timer);
  }, [notice, stays, ms]);
  return [notice, setNotice];
}

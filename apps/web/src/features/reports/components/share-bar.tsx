import type { ReactNode } from 'react';

/** A share (0–1) as a bar beside its percentage; the text carries the number. */
export function ShareBar({ share, text }: { share: number; text: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <div
        aria-hidden="true"
        className="h-2.5 flex-1 rounded-full bg-slate-100 print:border print:border-slate-300"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }}
        />
      </div>
      <span className="min-w-14 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">
        {text}
      </span>
    </div>
  );
}

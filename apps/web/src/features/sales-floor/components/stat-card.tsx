import { Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One headline figure: a group named by its label, so a screen reader hears what the number is. */
export function StatCard({
  label,
  value,
  icon: Icon,
  change,
  hint,
  children,
  className = '',
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The figure against the period before. */
  change?: ReactNode;
  hint?: ReactNode;
  /** Anything drawn under the figure (a mix bar). */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className="mt-1 truncate text-2xl font-semibold tracking-tight text-ink-900 tabular-nums sm:text-[1.7rem]"
        title={typeof value === 'string' ? value : undefined}
      >
        {value}
      </p>
      {children}
      <div className="mt-auto pt-2">
        {change}
        {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

/** A line under a row of cards: what the comparison means. */
export function CardsNote({ note }: { note: string | null }) {
  return note ? (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
      <Info className="size-3.5 shrink-0" aria-hidden="true" />
      {note}
    </p>
  ) : null;
}

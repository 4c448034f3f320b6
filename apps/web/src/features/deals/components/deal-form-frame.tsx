import type { ReactNode } from 'react';
import { cardClass } from './styles';

/** One card of the log-deal form, with its heading and an optional note beside it. */
export function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${cardClass} p-5 sm:p-6`}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A calm note above the form (a restored draft, a deal opened from a sale). */
export function Banner({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-900 ring-1 ring-brand-100"
    >
      <span className="text-brand-700">{icon}</span>
      {children}
    </div>
  );
}

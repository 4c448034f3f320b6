import { useId, type ReactNode } from 'react';
import { SectionBoundary } from './section-boundary';

/**
 * A titled white card: every dashboard and report section sits in one, behind
 * its own error boundary, so one failing section never blanks the page.
 */
export function Panel({
  title,
  description,
  action,
  children,
  className = '',
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 print:break-inside-avoid print:shadow-none ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-ink-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action ? <div className="shrink-0 print:hidden">{action}</div> : null}
      </div>
      <div className="mt-4 min-w-0 flex-1">
        <SectionBoundary>{children}</SectionBoundary>
      </div>
    </section>
  );
}

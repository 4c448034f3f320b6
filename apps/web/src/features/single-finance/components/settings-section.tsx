import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One titled block of the settings page. */
export function SettingsSection({
  icon: Icon,
  title,
  description,
  children,
  className = '',
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <div className="flex gap-4 border-b border-slate-100 px-5 py-5 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-ink-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

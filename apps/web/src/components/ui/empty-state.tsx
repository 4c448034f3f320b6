import type { LucideIcon } from 'lucide-react';

/** A page's card when it has nothing to list yet: an icon, what is missing, and why. */
export function EmptyState({
  icon: Icon,
  title,
  body,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <Icon className="size-8 text-slate-300" aria-hidden="true" />
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{body}</p>
    </div>
  );
}

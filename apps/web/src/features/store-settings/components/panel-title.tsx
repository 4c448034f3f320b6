import type { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A panel's title with its icon, as every panel of the settings page shows it. */
export function PanelTitle({
  icon: Icon,
  children,
}: {
  icon: typeof Building2;
  children: ReactNode;
}) {
  return (
    <span className="flex items-center gap-2">
      <Icon className="size-4 text-brand-600" aria-hidden="true" />
      {children}
    </span>
  );
}

import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A select with an icon at its start and a chevron at its end; its label is
 * for screen readers only. The select (children) leaves room for both icons.
 */
export function SelectFrame({
  id,
  label,
  icon: Icon,
  className,
  children,
}: {
  /** The select's id. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** Width and visibility of the frame. */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      {children}
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

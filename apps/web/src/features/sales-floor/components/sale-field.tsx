import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-xs/5 text-rose-700">
      <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** Label above, control, then the problem below it. */
export function Field({
  id,
  label,
  required,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** A short "required" tag beside the label. */
  required?: string;
  error: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label
        htmlFor={id}
        className="flex items-baseline justify-between gap-2 text-sm font-medium text-slate-800"
      >
        <span className="truncate">{label}</span>
        {required ? (
          <span aria-hidden="true" className="shrink-0 text-xs font-normal text-slate-500">
            {required}
          </span>
        ) : null}
      </label>
      <div className="mt-1">{children}</div>
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
    </div>
  );
}

import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** Ids that tie a control to its hint and error for screen readers. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint && `${id}-hint`, hasError && `${id}-error`].filter(Boolean).join(' ');
  return ids === '' ? undefined : ids;
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-xs/5 text-red-700">
      <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

/**
 * Label above, control, then hint and error below: the same frame for every field.
 * A long label wraps rather than being cut; it grows down to the control, so the
 * controls of a row stay level when one label takes two lines.
 */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  required,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** A short "optional" tag beside the label, read out with it. */
  optional?: string | undefined;
  /** A short "required" tag beside the label; the control's own `required` says it to screen readers. */
  required?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col ${className}`}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="flex flex-1 items-end justify-between gap-2 text-sm font-medium text-slate-800"
      >
        <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
        {optional ? (
          <span className="shrink-0 text-xs font-normal text-slate-500">{optional}</span>
        ) : null}
        {required ? (
          <span aria-hidden="true" className="shrink-0 text-xs font-normal text-slate-500">
            {required}
          </span>
        ) : null}
      </label>
      <div className="mt-1">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

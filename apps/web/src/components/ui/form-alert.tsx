import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What kept a form from saving (not about one field, or a summary of the
 * fields that are wrong): one look for every form. The `role="alert"` box
 * stays on the page while empty, so a message that appears in it is read out.
 */
export function FormAlert({
  message,
  detail,
  children,
  focusRequest = 0,
  className = '',
}: {
  /** Nothing shows while null or empty. */
  message: ReactNode;
  /** A second line: the server's reason, the rules broken. */
  detail?: string | null | undefined;
  /** Under the text, such as links to the fields with a problem. */
  children?: ReactNode;
  /** Bump it to move the focus to the message (when no field can take it). */
  focusRequest?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const more = Boolean(detail) || Boolean(children);
  return (
    <div role="alert" className={`empty:hidden ${className}`}>
      {message ? (
        <div
          ref={ref}
          tabIndex={-1}
          className="scroll-mt-24 rounded-lg bg-rose-50 px-3.5 py-2.5 text-sm text-rose-900 ring-1 ring-rose-200 ring-inset focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <p className={`flex items-start gap-2 ${more ? 'font-semibold' : ''}`}>
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-rose-600" aria-hidden="true" />
            <span className="min-w-0 text-pretty">{message}</span>
          </p>
          {detail ? <p className="mt-1 pl-6 text-rose-800">{detail}</p> : null}
          {children ? <div className="mt-2 pl-6">{children}</div> : null}
        </div>
      ) : null}
    </div>
  );
}

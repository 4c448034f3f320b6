import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, buttonSize, containerClass } from './styles';

/** The row of call-to-action buttons on the dark hero and panels. */
export function CtaActions({
  className = 'mt-8',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`${className} flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center`}
    >
      {children}
    </div>
  );
}

/** The main action on a dark background, with an arrow that moves on hover. */
export function PrimaryCta({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${buttonClass.primaryOnDark} group ${buttonSize.lg}`}>
      {children}
      <ArrowRight
        className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

export function SecondaryCta({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${buttonClass.secondaryOnDark} ${buttonSize.lg}`}>
      {children}
    </Link>
  );
}

/** A dark, centred panel closing a public page: a heading, a sentence and actions. */
export function CtaPanel({
  id,
  title,
  body,
  className,
  children,
}: {
  id: string;
  title: string;
  body: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={containerClass}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center text-white sm:px-12 sm:py-16">
          <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg/8 text-slate-300">{body}</p>
          <CtaActions>{children}</CtaActions>
        </div>
      </div>
    </section>
  );
}

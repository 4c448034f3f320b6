import { PRODUCT_NAME } from '@das/shared/constants';
import { useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PrerenderedContext } from '@/lib/prerendered';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { containerClass } from './styles';

/**
 * The frame of every public page (the landing page, /about, /pricing, the legal
 * pages…): the landing nav with its skip link, one `main`, the footer. A new
 * page starts at its top, or at the section its link names.
 */
export function PublicLayout({ title, children }: { title?: string; children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const prerendered = useContext(PrerenderedContext);

  useEffect(() => {
    if (prerendered) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, prerendered]);

  return (
    <div className="flex min-h-screen flex-col overflow-x-clip bg-white">
      {title ? <title>{`${title} · ${PRODUCT_NAME}`}</title> : null}
      <LandingNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <LandingFooter />
    </div>
  );
}

/** The navy opening band of an inner public page: eyebrow, the page's one h1, a lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="relative isolate bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 overflow-hidden"
      >
        <div
          className="absolute top-[-40%] left-1/2 h-[36rem] w-[64rem] max-w-none -translate-x-1/2 rounded-full opacity-60 blur-3xl"
          style={{
            background:
              'radial-gradient(closest-side, rgb(14 165 233 / 0.4), rgb(2 132 199 / 0.12) 55%, transparent)',
          }}
        />
      </div>
      <div className={`${containerClass} py-16 text-center sm:py-24`}>
        <p className="text-sm font-semibold tracking-wide text-sky-300 uppercase">{eyebrow}</p>
        <h1
          id="page-title"
          className="mx-auto mt-4 max-w-4xl text-4xl font-semibold tracking-tight text-balance break-words hyphens-auto text-white sm:text-5xl"
        >
          {title}
        </h1>
        {lead ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg/8 text-pretty text-slate-300">{lead}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

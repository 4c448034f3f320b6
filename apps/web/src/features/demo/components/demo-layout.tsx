import { PRODUCT_NAME } from '@das/shared/constants';
import { CircleAlert, Info, LogIn, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BrandMark } from '@/components/ui/brand-logo';

/** The demo pages' frame: the landing page's navy, logo home, and a way to sign in for real. */
export function DemoLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-ink-900 text-white">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 overflow-hidden"
      >
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_60%_at_50%_0%,#000_30%,transparent_100%)] bg-size-[56px_56px]" />
        <div className="absolute top-[-30%] left-1/2 h-176 w-5xl max-w-none -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(14_165_233/0.35),rgb(2_132_199/0.12)_55%,transparent)] blur-3xl" />
      </div>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-8 sm:py-6">
        <Link
          to={paths.landing.getHref()}
          aria-label={t('demo.layout.home', { product: PRODUCT_NAME })}
          className="-m-1.5 flex items-center gap-2.5 rounded-lg p-1.5 focus-visible:outline-sky-300"
        >
          <BrandMark />
          <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
        </Link>
        <Link
          to={paths.auth.getHref()}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-200 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-sky-300"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {t('demo.layout.signIn')}
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:px-8 sm:pt-10">
        {children}
      </main>
    </div>
  );
}

/** A coloured line on navy, for alerts and statuses; callers supply the live region. */
export function DarkNotice({
  tone,
  children,
  actions,
}: {
  tone: 'error' | 'warning' | 'info';
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { box, icon: Icon } = {
    error: { box: 'bg-red-500/10 text-red-100 ring-red-400/30', icon: CircleAlert },
    warning: { box: 'bg-amber-400/10 text-amber-100 ring-amber-300/30', icon: TriangleAlert },
    info: { box: 'bg-sky-400/10 text-sky-100 ring-sky-300/30', icon: Info },
  }[tone];
  return (
    <div className={`flex gap-3 rounded-xl p-4 text-sm ring-1 ring-inset ${box}`}>
      <Icon className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="text-pretty">{children}</div>
        {actions && <div className="mt-3 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  );
}

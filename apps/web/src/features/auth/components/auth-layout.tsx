import { PRODUCT_NAME } from '@das/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BrandMark } from '@/components/ui/brand-logo';
import { LanguageSelect } from '@/components/ui/language-select';

interface AuthLayoutProps {
  /** The browser tab's title, without the product name. */
  title: string;
  children: ReactNode;
  /**
   * `wide` fits a two-column form; `form` a longer one with rows (a dealer
   * group's stores); `page` leaves the card out, for a page of several cards.
   */
  width?: keyof typeof CARD_WIDTHS;
}

const CARD = 'w-full rounded-2xl bg-white p-6 shadow-2xl shadow-black/40 ring-1 ring-white/10';
const CARD_WIDTHS = {
  normal: `${CARD} max-w-md sm:p-10`,
  wide: `${CARD} max-w-xl sm:p-10`,
  form: `${CARD} max-w-3xl sm:p-10`,
  page: 'w-full max-w-6xl',
} as const;

/** A white card centred on the landing page's navy, with the logo and legal links around it. */
export function AuthLayout({ title, children, width = 'normal' }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-ink-900">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <AuthBackdrop />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-8 sm:py-6">
        <Link
          to={paths.landing.getHref()}
          aria-label={t('auth.layout.home', { product: PRODUCT_NAME })}
          className="-m-1.5 flex items-center gap-2.5 rounded-lg p-1.5 focus-visible:outline-sky-300"
        >
          <BrandMark />
          <span className="text-lg font-semibold tracking-tight text-white">{PRODUCT_NAME}</span>
        </Link>
        <LanguageSelect />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-2 pb-10 sm:items-center sm:px-6 sm:pt-4"
      >
        <div className={CARD_WIDTHS[width]}>{children}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-slate-400">
        <p>
          {t('auth.layout.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <Link
            to={paths.legalTerms.getHref()}
            className="rounded-sm hover:text-white focus-visible:outline-sky-300"
          >
            {t('auth.layout.terms')}
          </Link>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <Link
            to={paths.legalPrivacy.getHref()}
            className="rounded-sm hover:text-white focus-visible:outline-sky-300"
          >
            {t('auth.layout.privacy')}
          </Link>
        </p>
      </footer>
    </div>
  );
}

/** Soft sky glows over a faint grid, as on the landing page's hero. */
function AuthBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_60%_at_50%_0%,#000_30%,transparent_100%)] bg-size-[56px_56px]" />
      <div className="absolute top-[-30%] left-1/2 h-176 w-5xl max-w-none -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(14_165_233/0.35),rgb(2_132_199/0.12)_55%,transparent)] blur-3xl" />
      <div className="absolute -right-40 bottom-0 size-96 rounded-full bg-[radial-gradient(closest-side,rgb(56_189_248/0.2),transparent)] blur-3xl" />
    </div>
  );
}

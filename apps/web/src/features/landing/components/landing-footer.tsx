import { APP_VERSION, PRODUCT_NAME, SUPPORT_EMAIL } from '@das/shared/constants';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openCookiePreferences } from '@/lib/cookie-preferences';
import { paths } from '@/lib/paths';
import { BrandLogo } from '@/components/ui/brand-logo';
import { containerClass } from './styles';

const PRODUCT_LINKS = [
  { key: 'landing.nav.demo', href: paths.demo.getHref() },
  { key: 'landing.nav.screenshots', href: paths.screenshots.getHref() },
  { key: 'landing.nav.pricing', href: paths.pricing.getHref() },
  { key: 'landing.nav.about', href: paths.about.getHref() },
] as const;

const LEGAL_LINKS = [
  { key: 'landing.footer.terms', href: paths.legalTerms.getHref() },
  { key: 'landing.footer.privacy', href: paths.legalPrivacy.getHref() },
  {
    key: 'landing.footer.subscription',
    href: paths.legalSubscription.getHref(),
  },
] as const;

const linkClass =
  'rounded-sm text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-sky-300';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-ink-900 text-slate-300">
      <div className={`${containerClass} py-14 sm:py-16`}>
        <div className="grid grid-cols-2 gap-x-8 gap-y-12 lg:grid-cols-12">
          <div className="col-span-2 lg:col-span-5">
            <Link
              to={paths.landing.getHref()}
              aria-label={t('landing.nav.home', { product: PRODUCT_NAME })}
              className="-m-1.5 inline-flex rounded-lg p-1.5 focus-visible:outline-sky-300"
            >
              <BrandLogo size="lg" />
            </Link>
            <p className="mt-4 max-w-xs text-sm/6 text-slate-300">{t('landing.footer.tagline')}</p>
          </div>
          <FooterLinks headingKey="landing.footer.productHeading" links={PRODUCT_LINKS} />
          <FooterLinks headingKey="landing.footer.legalHeading" links={LEGAL_LINKS}>
            <li>
              <button type="button" onClick={openCookiePreferences} className={linkClass}>
                {t('landing.footer.cookiePreferences')}
              </button>
            </li>
          </FooterLinks>
          <div className="col-span-2 lg:col-span-3">
            <h2 className="text-sm font-semibold text-white">
              {t('landing.footer.supportHeading')}
            </h2>
            <p className="mt-4 text-sm/6 text-slate-300">
              {t('landing.footer.supportText', { product: PRODUCT_NAME })}
            </p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="mt-3 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-sky-300 transition-colors hover:text-sky-200 focus-visible:outline-sky-300"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t border-white/10 pt-8 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t('landing.footer.copyright', {
              year: new Date().getFullYear(),
              product: PRODUCT_NAME,
            })}
          </p>
          <p>{t('landing.footer.version', { version: APP_VERSION })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  headingKey,
  links,
  children,
}: {
  headingKey: string;
  links: readonly { key: string; href: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(headingKey)} className="lg:col-span-2">
      <h2 className="text-sm font-semibold text-white">{t(headingKey)}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} className={linkClass}>
              {t(link.key)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

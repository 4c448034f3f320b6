import { PRODUCT_NAME } from '@das/shared/constants';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '@/lib/paths';
import { BrandLogo } from '@/components/ui/brand-logo';
import { LanguageSelect } from '@/components/ui/language-select';
import { buttonClass, buttonSize, containerClass } from './styles';

const NAV_LINKS = [
  { key: 'demo', href: paths.demo.getHref() },
  { key: 'screenshots', href: paths.screenshots.getHref() },
  { key: 'pricing', href: paths.pricing.getHref() },
  { key: 'about', href: paths.about.getHref() },
] as const;

/** Tailwind's `lg` breakpoint: from here on the full bar replaces the mobile menu. */
const DESKTOP_QUERY = '(min-width: 64rem)';

export function LandingNav() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    const desktop = window.matchMedia(DESKTOP_QUERY);
    function onBreakpoint(event: MediaQueryListEvent) {
      if (event.matches) setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-ink-900/95 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white text-sm font-semibold text-ink-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50 focus:px-4 focus:py-2 focus-visible:outline-sky-300"
      >
        {t('landing.skipToContent')}
      </a>
      <div className={`${containerClass} flex h-16 items-center gap-8`}>
        <Link
          to={paths.landing.getHref()}
          aria-label={t('landing.nav.home', { product: PRODUCT_NAME })}
          className="-m-1.5 shrink-0 rounded-lg p-1.5 focus-visible:outline-sky-300"
        >
          <BrandLogo size="lg" />
        </Link>

        <nav aria-label={t('landing.nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-sky-300 ${
                      isActive ? 'bg-white/10 text-white' : 'text-slate-200'
                    }`
                  }
                >
                  {t(`landing.nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <LanguageSelect />
          <Link
            to={paths.auth.getHref()}
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-200 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-sky-300"
          >
            {t('landing.nav.login')}
          </Link>
          <Link
            to={paths.signup.getHref()}
            className={`${buttonClass.primaryOnDark} ${buttonSize.sm}`}
          >
            {t('landing.nav.signup')}
          </Link>
        </div>

        <div className="ml-auto flex items-center gap-2 lg:hidden">
          <Link
            to={paths.signup.getHref()}
            className={`${buttonClass.primaryOnDark} ${buttonSize.sm}`}
          >
            {t('landing.nav.signup')}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t(menuOpen ? 'landing.nav.closeMenu' : 'landing.nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-100 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/10 focus-visible:outline-sky-300"
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-white/10 lg:hidden">
        <div className={`${containerClass} pt-3 pb-6`}>
          <nav aria-label={t('landing.nav.label')}>
            <ul className="-mx-3 flex flex-col">
              {NAV_LINKS.map((link) => (
                <li key={link.key}>
                  <NavLink
                    to={link.href}
                    onClick={closeMenu}
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-sky-300 ${
                        isActive ? 'bg-white/10 text-white' : 'text-slate-100'
                      }`
                    }
                  >
                    {t(`landing.nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 space-y-4 border-t border-white/10 pt-5">
            <LanguageSelect />
            <div className="grid grid-cols-2 gap-3">
              <Link
                to={paths.auth.getHref()}
                onClick={closeMenu}
                className={`${buttonClass.secondaryOnDark} ${buttonSize.md}`}
              >
                {t('landing.nav.login')}
              </Link>
              <Link
                to={paths.signup.getHref()}
                onClick={closeMenu}
                className={`${buttonClass.primaryOnDark} ${buttonSize.md}`}
              >
                {t('landing.nav.signup')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}

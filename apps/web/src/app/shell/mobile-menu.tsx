import type { SessionUser } from '@das/shared/schemas/auth';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HomeLogoLink } from './home-logo-link';
import { DemoBadge } from './demo-badge';
import type { SidebarLink } from './sidebar-links';
import { SidebarNav } from './sidebar-nav';
import { AccountLanguageSelect } from './account-language-select';
import { SignOutButton } from './sign-out-button';
import { UserCard } from './user-card';
import { MyRecordLink } from './my-record-link';

/** Tailwind's `lg` breakpoint: from here on the sidebar replaces this menu. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The navy top bar and collapsible menu of narrow screens. The menu belongs to
 * the page it was opened on, so any navigation (a link, Back) closes it.
 */
export function MobileMenu({ user, links }: { user: SessionUser | null; links: SidebarLink[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const open = openOnPage === location.key;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOnPage(null);
      toggleRef.current?.focus();
    }
    const desktop = window.matchMedia(DESKTOP_QUERY);
    function onBreakpoint(event: MediaQueryListEvent) {
      if (event.matches) setOpenOnPage(null);
    }
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [open]);

  const close = () => setOpenOnPage(null);

  return (
    <div className="sticky top-0 z-40 bg-ink-900 shadow-sm lg:hidden print:hidden">
      <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
        <HomeLogoLink />
        <div className="ml-auto flex items-center gap-3">
          {user?.isDemo ? <DemoBadge tone="dark" /> : null}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={t(open ? 'shell.menu.close' : 'shell.menu.open')}
            onClick={() => setOpenOnPage(open ? null : location.key)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-100 ring-1 ring-white/15 transition-colors ring-inset hover:bg-white/10 focus-visible:outline-sky-300"
          >
            {open ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <div
        id={menuId}
        ref={panelRef}
        hidden={!open}
        className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/10 px-3 pt-3 pb-5 sm:px-5"
      >
        <SidebarNav links={links} onNavigate={close} />
        {user ? (
          <div className="mt-4 space-y-1 border-t border-white/10 pt-4">
            <UserCard user={user} />
            <MyRecordLink user={user} onNavigate={close} />
            <AccountLanguageSelect />
            <SignOutButton onNavigate={close} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useViewAs } from '@/entities/dealership/api/view-as';
import { useDealershipInPath } from '@/entities/dealership/components/use-dealership-in-path';
import { useSession } from '@/lib/session/session';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';
import { getSidebarLinks } from './sidebar-links';
import { ViewAsGate } from './view-as-gate';

/** The signed-in layout of SPEC.md §2 "Shell and sidebar": every guarded page renders inside it. */
export function AppShell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dealershipInPath = useDealershipInPath();
  const viewAs = useViewAs();
  const links = user ? getSidebarLinks(user, dealershipInPath) : [];

  return (
    <div data-app-shell className="min-h-screen bg-slate-50 print:bg-white">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white text-sm font-semibold text-ink-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <Sidebar user={user} links={links} />
      <div className="flex min-h-screen flex-col lg:pl-56 print:pl-0">
        <MobileMenu user={user} links={links} />
        <Header user={user} dealershipInPath={dealershipInPath} />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-6xl">
            {viewAs === undefined ? (
              <Outlet />
            ) : (
              <ViewAsGate key={viewAs} dealershipId={viewAs}>
                <Outlet />
              </ViewAsGate>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}

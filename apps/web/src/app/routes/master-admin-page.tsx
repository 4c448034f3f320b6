import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/lib/paths';

/** The panel's sections, each its own page under `/master-admin` (issue 13). */
const SECTIONS = [
  { key: 'overview', to: paths.masterAdmin.getHref(), end: true },
  { key: 'tenants', to: paths.masterAdminTenants.getHref(), end: false },
  { key: 'people', to: paths.masterAdminPeople.getHref(), end: false },
  { key: 'subscriptions', to: paths.masterAdminSubscriptions.getHref(), end: false },
  { key: 'records', to: paths.masterAdminRecords.getHref(), end: false },
] as const;

/**
 * The master admin panel (`/master-admin`): the platform's own work, for
 * platform staff. A row of links between its sections, then the section.
 */
export function MasterAdminPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('masterAdmin.title')}</h1>
        <nav aria-label={t('masterAdmin.sections.label')}>
          <ul className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset sm:inline-flex">
            {SECTIONS.map(({ key, to, end }) => (
              <li key={key} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `block rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      isActive
                        ? 'bg-white text-slate-900 shadow-sm'
                        : 'text-slate-600 hover:text-slate-900'
                    }`
                  }
                >
                  {t(`masterAdmin.sections.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}

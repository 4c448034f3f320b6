import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getActiveLinkKey, type SidebarLink } from './sidebar-links';

/**
 * The sidebar's links. Home points at the `/dashboard` dispatcher, so react-router's
 * NavLink cannot tell when it is current; the active link is computed instead.
 */
export function SidebarNav({
  links,
  onNavigate,
}: {
  links: readonly SidebarLink[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeKey = getActiveLinkKey(links, pathname);

  return (
    <nav aria-label={t('shell.nav.label')}>
      <ul className="flex flex-col gap-1">
        {links.map(({ key, to, icon: Icon, labelKey }) => {
          const active = key === activeKey;
          return (
            <li key={key}>
              <Link
                to={to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-sky-300 ${
                  active
                    ? 'bg-white/10 text-white'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white'
                }`}
              >
                {active ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-1.5 left-0 w-0.5 rounded-full bg-sky-400"
                  />
                ) : null}
                <Icon
                  aria-hidden="true"
                  className={`size-4.5 shrink-0 ${
                    active ? 'text-sky-300' : 'text-slate-400 group-hover:text-slate-200'
                  }`}
                />
                <span className="min-w-0 break-words">{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

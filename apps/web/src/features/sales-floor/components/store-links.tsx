import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface StoreLink {
  href: string;
  icon: LucideIcon;
  label: string;
}

/** The manager's other screens, one tap away, in a row that wraps on a phone. */
export function StoreLinks({ links }: { links: readonly StoreLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('salesFloor.links.label')}>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {links.map(({ href, icon: Icon, label }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex items-center gap-2 rounded-xl bg-white px-3 py-2.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:py-2"
            >
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="flex-1 truncate">{label}</span>
              <ChevronRight
                className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

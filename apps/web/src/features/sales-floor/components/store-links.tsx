import {
  CalendarDays,
  ChevronRight,
  FileBarChart,
  Settings,
  Target,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export interface StoreLink {
  href: string;
  icon: LucideIcon;
  label: string;
}

/** The store's own screens a board links to, each with one address, icon and name. */
const SCREENS = {
  settings: {
    href: paths.storeSettings.getHref,
    icon: Settings,
    label: 'storeAdmin.links.settings',
  },
  team: { href: paths.dashboardTeam.getHref, icon: Users, label: 'salesFloor.links.team' },
  goals: { href: paths.dashboardGoals.getHref, icon: Target, label: 'salesFloor.links.goals' },
  schedule: {
    href: paths.dashboardSchedule.getHref,
    icon: CalendarDays,
    label: 'salesFloor.links.schedule',
  },
  payPlans: {
    href: paths.dashboardPayPlans.getHref,
    icon: Wallet,
    label: 'salesFloor.links.payPlans',
  },
  reports: {
    href: paths.dashboardReports.getHref,
    icon: FileBarChart,
    label: 'salesFloor.links.reports',
  },
} as const;

/** Links to the store's screens, in the order given. */
export function screenLinks(t: TFunction, screens: readonly (keyof typeof SCREENS)[]): StoreLink[] {
  return screens.map((screen) => {
    const { href, icon, label } = SCREENS[screen];
    return { href: href(), icon, label: t(label) };
  });
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
              <span className="min-w-0 flex-1 break-words">{label}</span>
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

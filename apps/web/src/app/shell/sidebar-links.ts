import { decideRoute } from '@das/shared/route-access';
import { ROLE_HOME, isPlatformRole, normalizeRole } from '@das/shared/roles';
import {
  CalendarDays,
  ChartLine,
  ClipboardList,
  FilePlus2,
  FileUp,
  Handshake,
  Hourglass,
  House,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

/**
 * The two sidebars of SPEC.md §2 "Shell and sidebar", as data. Store pages
 * need a store: outside `/dealership/{id}` they are listed only for users who
 * have one, as the route guard would send anyone else straight back home.
 */
export type SidebarLinkKey =
  | 'home'
  | 'deals'
  | 'sales'
  | 'schedule'
  | 'forms'
  | 'dealerInsights'
  | 'logDeal'
  | 'contractsInTransit'
  | 'dealImport'
  | 'settings'
  | 'people'
  | 'masterAdmin';

export interface SidebarLink {
  key: SidebarLinkKey;
  to: string;
  icon: LucideIcon;
  /** Paths (and everything under them) on which this link is the current page. */
  activeFor: readonly string[];
  /** The translation key of its name. */
  labelKey: string;
}

export interface SidebarUser {
  role: string;
  dealershipId: number | null;
}

const link = (
  key: SidebarLinkKey,
  to: string,
  icon: LucideIcon,
  activeFor: readonly string[] = [to],
): SidebarLink => ({
  key,
  to,
  icon,
  activeFor,
  // A feature's own link is named in its own translation section.
  labelKey:
    key === 'contractsInTransit' || key === 'dealImport' ? `${key}.nav` : `shell.nav.${key}`,
});

/** The page of pending deals by age (issue 14), for whoever reads the store's F&I figures. */
const transitLink = () => link('contractsInTransit', paths.contractsInTransit.getHref(), Hourglass);

/** Importing a deal log (issue 15), for whoever may ('deals.import'). */
const importLink = () => link('dealImport', paths.dealImport.getHref(), FileUp);

export function getSidebarLinks(user: SidebarUser, dealershipInPath?: number): SidebarLink[] {
  const role = normalizeRole(user.role);
  if (role === 'single_finance_manager') {
    return [
      link('home', paths.singleFinanceHome.getHref(), House, [
        paths.singleFinanceHome.getHref(),
        paths.singleFinanceDashboard.getHref(),
      ]),
      link('deals', paths.singleFinanceDeals.getHref(), Handshake),
      link('logDeal', paths.singleFinanceLogDeal.getHref(), FilePlus2),
      transitLink(),
      importLink(),
      link('settings', paths.singleFinanceSettings.getHref(), Settings),
    ];
  }

  // Home goes through the dispatcher, which knows each role's home.
  const links = [link('home', paths.dashboard.getHref(), House, [ROLE_HOME[role]])];
  if (dealershipInPath !== undefined) {
    const id = dealershipInPath;
    links.push(
      link('deals', paths.dealershipDeals.getHref(id), Handshake),
      link('schedule', paths.dealershipSchedule.getHref(id), CalendarDays),
      link('forms', paths.dealershipForms.getHref(id), ClipboardList),
      link('dealerInsights', paths.dealershipDealerInsights.getHref(id), ChartLine),
    );
  } else if (user.dealershipId !== null) {
    // A finance manager's deal log is the finance one, which opens on their own deals.
    const finance = role === 'finance_manager';
    links.push(
      finance
        ? link('deals', paths.financeDealLog.getHref(), Handshake, [
            paths.financeDealLog.getHref(),
            paths.dealLog.getHref(),
            paths.dashboardDeals.getHref(),
            paths.financeLogDeal.getHref(),
          ])
        : link('deals', paths.dashboardDeals.getHref(), Handshake),
      link('sales', paths.dashboardSalesLog.getHref(), ShoppingCart),
      ...(decideRoute(paths.contractsInTransit.getHref(), user).kind === 'allow'
        ? [transitLink()]
        : []),
      ...(decideRoute(paths.dealImport.getHref(), user).kind === 'allow' ? [importLink()] : []),
      link('schedule', paths.dashboardSchedule.getHref(), CalendarDays),
      link('forms', paths.dashboardForms.getHref(), ClipboardList),
      link('dealerInsights', paths.dashboardDealerInsights.getHref(), ChartLine),
    );
  }
  // The store's admins keep their store's people and settings beside Home (issue 12).
  if (
    (role === 'dealership_admin' || role === 'single_dealer_admin') &&
    user.dealershipId !== null
  ) {
    links.push(link('people', paths.dealershipAdminPeople.getHref(), Users));
    links.push(link('settings', paths.storeSettings.getHref(), Settings));
  }
  // The group admin keeps the group's settings beside Home, outside a store they drilled into.
  if (role === 'dealer_group_admin' && dealershipInPath === undefined) {
    links.push(link('settings', paths.groupSettings.getHref(), Settings));
  }
  if (isPlatformRole(role) && user.dealershipId === null) {
    links.push(link('masterAdmin', paths.masterAdmin.getHref(), ShieldCheck));
  }
  return links;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The link of the current page: a specific link wins over Home when both match. */
export function getActiveLinkKey(
  links: readonly SidebarLink[],
  pathname: string,
): SidebarLinkKey | undefined {
  const matching = links.filter((candidate) =>
    candidate.activeFor.some((prefix) => isUnder(pathname, prefix)),
  );
  return (matching.find((candidate) => candidate.key !== 'home') ?? matching[0])?.key;
}

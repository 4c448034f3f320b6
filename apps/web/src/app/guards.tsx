import { Navigate, Outlet, useLocation } from 'react-router';
import { decideRoute, homeFor } from '@das/shared/route-access';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { RouteLoading } from './route-loading';

/**
 * Guards every authenticated page with the rules of SPEC.md §6 (shared
 * route-access). The server enforces the same rules on the data; this only
 * decides which page to show.
 */
export function RouteGuard() {
  const session = useSession();
  const location = useLocation();
  const path = location.pathname + location.search;
  const needsDealerships = location.pathname.startsWith('/dealership/');
  const dealerships = useAccessibleDealerships(needsDealerships ? session.user?.id : undefined);

  if (session.status === 'checking') return <RouteLoading message="verifying" />;
  if (needsDealerships && session.user && dealerships.isPending) {
    return <RouteLoading message="verifying" />;
  }
  const visible = new Set((dealerships.data ?? []).map((dealership) => dealership.id));
  const decision = decideRoute(path, session.user, (id) => visible.has(id));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

/** `/dashboard`: each role to its home; a group admin sees the welcome page once. */
export function DashboardDispatcher() {
  const session = useSession();
  if (session.status === 'checking') return <RouteLoading message="verifying" />;
  const user = session.user;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  if (
    user.role === 'dealer_group_admin' &&
    !localStorage.getItem(STORAGE_KEYS.groupWelcomeSeen(user.id))
  ) {
    return <Navigate to={paths.welcomeDealerGroup.getHref(true)} replace />;
  }
  // An account with no reachable home (a store role without a store) is told so on the login page.
  return <Navigate to={homeFor(user) ?? paths.accountNotReady.getHref()} replace />;
}

import { parseDealershipId } from '@das/shared/route-access';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** The store named by a `/dealership/{id}/…` path, if the current page is one. */
export function useDealershipInPath(): number | undefined {
  const { pathname } = useLocation();
  const match = matchPath({ path: paths.dealership.path, end: false }, pathname);
  return parseDealershipId(match?.params.dealershipId);
}

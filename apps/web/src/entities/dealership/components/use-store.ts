import { parseDealershipId } from '@das/shared/route-access';
import { useParams } from 'react-router';
import { useSession } from '@/lib/session/session';
import { useAccessibleDealerships } from '../api/get-dealerships';

export interface PageStore {
  /** dealership_id for the API; null leaves it to the server (the caller's own store). */
  requestId: number | null;
  /** The store's id when known (for cache keys and its staff), else null. */
  id: number | null;
  name: string;
}

/**
 * The store a page is about: the one in a `/dealership/{id}/…` path (passed to
 * the API as dealership_id), else the signed-in user's own (left to the server).
 */
export function useStore(): PageStore {
  const { user } = useSession();
  const routeId = parseDealershipId(useParams().dealershipId) ?? null;
  const dealerships = useAccessibleDealerships(routeId === null ? undefined : user?.id);
  if (routeId === null) {
    return { requestId: null, id: user?.dealershipId ?? null, name: user?.dealershipName ?? '' };
  }
  const name =
    dealerships.data?.find((dealership) => dealership.id === routeId)?.name ??
    (user?.dealershipId === routeId ? (user.dealershipName ?? '') : '');
  return { requestId: routeId, id: routeId, name };
}

import { parseDealershipId } from '@das/shared/route-access';
import { useParams } from 'react-router';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { useSession } from '@/lib/session/session';
import type { DealershipKey } from '@/entities/deal/api/deal-keys';

/**
 * The store the forms are for: the one in a `/dealership/{id}/forms` path (sent
 * to the API as dealership_id), else the signed-in user's own.
 */
export function useStore(): {
  /** dealership_id for the API; null leaves it to the server (the caller's store). */
  requestId: number | null;
  /** The store's id when known (for its staff), else null. */
  id: number | null;
  /** The store in cache keys: `all` when the server chooses. */
  key: DealershipKey;
  name: string;
} {
  const { user } = useSession();
  const routeId = parseDealershipId(useParams().dealershipId) ?? null;
  const dealerships = useAccessibleDealerships(routeId === null ? undefined : user?.id);
  if (routeId === null) {
    const id = user?.dealershipId ?? null;
    return { requestId: null, id, key: id ?? 'all', name: user?.dealershipName ?? '' };
  }
  const name =
    dealerships.data?.find((dealership) => dealership.id === routeId)?.name ??
    (user?.dealershipId === routeId ? (user.dealershipName ?? '') : '');
  return { requestId: routeId, id: routeId, key: routeId, name };
}

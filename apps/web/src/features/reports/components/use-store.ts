import { parseDealershipId } from '@das/shared/route-access';
import { useParams } from 'react-router';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { useSession } from '@/lib/session/session';

/**
 * The store a page is about: the one in a `/dealership/{id}/…` path (passed to
 * the API as dealership_id), else the signed-in user's own (left to the server).
 */
export function useStore(): { requestId: number | null; keyId: number | null; name: string } {
  const { user } = useSession();
  const routeId = parseDealershipId(useParams().dealershipId) ?? null;
  const dealerships = useAccessibleDealerships(routeId === null ? undefined : user?.id);
  if (routeId === null) {
    return { requestId: null, keyId: user?.dealershipId ?? null, name: user?.dealershipName ?? '' };
  }
  const name =
    dealerships.data?.find((dealership) => dealership.id === routeId)?.name ??
    (user?.dealershipId === routeId ? (user.dealershipName ?? '') : '');
  return { requestId: routeId, keyId: routeId, name };
}

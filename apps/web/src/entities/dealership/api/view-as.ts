import { useQuery } from '@tanstack/react-query';
import { isPlatformRole } from '@das/shared/roles';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { useDealershipInPath } from '../components/use-dealership-in-path';

/**
 * The store platform staff are looking at "as admin" (issue 13 "View as"):
 * the one a `/dealership/{id}/…` page names, when the reader is platform staff.
 * Such a view is read-only: pages hide what would change the store.
 */
export function useViewAs(): number | undefined {
  const { user } = useSession();
  const dealershipId = useDealershipInPath();
  return user !== null && isPlatformRole(user.role) ? dealershipId : undefined;
}

/**
 * `POST /dealerships/{id}/view-as`: the opening of a store, recorded in the
 * audit log before its boards show. Once per store while the app is open:
 * moving between the boards of one store is one view.
 */
export function useRecordedViewAs(dealershipId: number) {
  return useQuery({
    queryKey: ['view-as', dealershipId] as const,
    queryFn: () =>
      apiFetch<{ id: number; name: string }>(`/dealerships/${dealershipId}/view-as`, {
        method: 'POST',
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

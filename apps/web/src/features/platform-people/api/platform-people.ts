import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@das/shared/roles';
import type { PlatformPeoplePage } from '@das/shared/schemas/platform-people';
import { apiFetch } from '@/lib/api-client';

const peopleKeys = {
  all: ['platform-people'] as const,
  search: (q: string) => ['platform-people', 'search', q] as const,
};

/** `GET /platform/people`: the people matching `q`, a page at a time ("Show more"). */
export function usePeopleSearch(q: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.search(q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q });
      if (pageParam) params.set('after', pageParam);
      return apiFetch<PlatformPeoplePage>(`/platform/people?${params.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: q.length >= 2,
  });
}

/** What the panel does for a person, each its own POST under `/platform/people/{id}/`. */
export type PersonAction =
  | { kind: 'unlock' }
  | { kind: 'endSessions' }
  | { kind: 'verification' }
  | { kind: 'passwordReset' }
  | { kind: 'role'; role: Role };

const PATH: Record<PersonAction['kind'], string> = {
  unlock: 'unlock',
  endSessions: 'end-sessions',
  verification: 'verification',
  passwordReset: 'password-reset',
  role: 'role',
};

export function usePersonAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: PersonAction }) =>
      apiFetch<unknown>(`/platform/people/${encodeURIComponent(userId)}/${PATH[action.kind]}`, {
        method: 'POST',
        ...(action.kind === 'role' ? { body: { role: action.role } } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

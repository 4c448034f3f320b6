import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardLinks, CreatedBoardLink } from '@das/shared/schemas/showroom-board';
import { apiFetch } from '@/lib/api-client';

export const boardLinkKeys = {
  one: (dealershipId: number) => ['board-links', dealershipId] as const,
};

const base = (dealershipId: number) => `/dealerships/${dealershipId}`;

export const getBoardLinksQueryOptions = (dealershipId: number) =>
  queryOptions({
    queryKey: boardLinkKeys.one(dealershipId),
    queryFn: ({ signal }) => apiFetch<BoardLinks>(`${base(dealershipId)}/board-links`, { signal }),
  });

export function useBoardLinks(dealershipId: number) {
  return useQuery(getBoardLinksQueryOptions(dealershipId));
}

function useInvalidateLinks(dealershipId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: boardLinkKeys.one(dealershipId) });
}

/** Hands out a link; its token is in this answer only, for the screen to show once. */
export function useCreateBoardLink(dealershipId: number) {
  const invalidate = useInvalidateLinks(dealershipId);
  return useMutation({
    mutationFn: (label: string) =>
      apiFetch<CreatedBoardLink>(`${base(dealershipId)}/board-links`, {
        method: 'POST',
        body: { label },
      }),
    onSuccess: invalidate,
  });
}

export function useRevokeBoardLink(dealershipId: number) {
  const invalidate = useInvalidateLinks(dealershipId);
  return useMutation({
    mutationFn: (linkId: string) =>
      apiFetch<void>(`${base(dealershipId)}/board-links/${linkId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSaveBoardSettings(dealershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showGross: boolean) =>
      apiFetch<BoardLinks>(`${base(dealershipId)}/board-settings`, {
        method: 'PUT',
        body: { showGross },
      }),
    onSuccess: (saved) => queryClient.setQueryData(boardLinkKeys.one(dealershipId), saved),
  });
}

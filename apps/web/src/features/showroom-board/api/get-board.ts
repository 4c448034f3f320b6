import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ShowroomBoard } from '@das/shared/schemas/showroom-board';
import { ApiError, apiFetch } from '@/lib/api-client';
import { followStoreStream } from '@/lib/event-stream';

const boardKey = (dealershipId: number) => ['showroom-board', dealershipId] as const;

export const getBoardQueryOptions = (dealershipId: number, token: string) =>
  queryOptions({
    queryKey: boardKey(dealershipId),
    queryFn: ({ signal }) =>
      apiFetch<ShowroomBoard>(`/board/${dealershipId}`, { signal, deviceToken: token }),
    // A refused token stays refused; anything else a TV keeps trying.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export type BoardConnection = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * The board and its live stream (ADR 028): every change in the store, and
 * every reopening after a drop (whatever was missed), refetches the board.
 */
export function useShowroomBoard(dealershipId: number, token: string) {
  const queryClient = useQueryClient();
  const board = useQuery(getBoardQueryOptions(dealershipId, token));
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  useEffect(() => {
    const stop = new AbortController();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: boardKey(dealershipId) });
    let opened = false;
    void followStoreStream(
      `/board/${dealershipId}/events`,
      { signal: stop.signal, deviceToken: token },
      {
        onOpen: () => {
          setConnection('live');
          // The first opening follows the first read; a later one may have missed a `reset`.
          if (opened) refetch();
          opened = true;
        },
        onChange: refetch,
        onDrop: () => setConnection('reconnecting'),
        onRefused: () => setConnection('refused'),
      },
    );
    return () => stop.abort();
  }, [dealershipId, token, queryClient]);
  return { board, connection };
}

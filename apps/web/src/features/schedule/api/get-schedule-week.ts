import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleWeek } from '@das/shared/schemas/schedule';
import { apiFetch } from '@/lib/api-client';
import { SCHEDULE_KEY } from '@/lib/query-keys';

/** The store's schedule keys; `dealershipId` null is the caller's own store. */
export const scheduleKeys = {
  all: (dealershipId: number | null) => [...SCHEDULE_KEY, dealershipId] as const,
  week: (dealershipId: number | null, week: string) =>
    [...SCHEDULE_KEY, dealershipId, week] as const,
};

/** One week (Monday to Sunday) of the store's schedule. */
export function getScheduleWeek(
  { dealershipId, week }: { dealershipId: number | null; week: string },
  signal?: AbortSignal,
): Promise<ScheduleWeek> {
  const search = new URLSearchParams({ week });
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  return apiFetch<ScheduleWeek>(`/schedule?${search.toString()}`, { signal });
}

export const getScheduleWeekQueryOptions = (dealershipId: number | null, week: string) =>
  queryOptions({
    queryKey: scheduleKeys.week(dealershipId, week),
    queryFn: ({ signal }) => getScheduleWeek({ dealershipId, week }, signal),
    // Flipping weeks keeps the last grid on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useScheduleWeek(dealershipId: number | null, week: string) {
  return useQuery(getScheduleWeekQueryOptions(dealershipId, week));
}

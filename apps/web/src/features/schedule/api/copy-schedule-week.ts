import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleWeek } from '@das/shared/schemas/schedule';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { scheduleKeys } from './get-schedule-week';

/** Fills a week (its Monday) with the shifts of the week before it. */
export function copyScheduleWeek({
  dealershipId,
  week,
}: {
  dealershipId: number | null;
  week: string;
}): Promise<ScheduleWeek> {
  return apiFetch<ScheduleWeek>('/schedule/copy-week', {
    method: 'POST',
    body: { ...(dealershipId === null ? {} : { dealership_id: dealershipId }), week },
  });
}

export function useCopyScheduleWeek(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: string) => copyScheduleWeek({ dealershipId, week }),
    onSuccess: (week) => {
      queryClient.setQueryData(scheduleKeys.week(dealershipId, week.week), week);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all(dealershipId) }),
        queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleWeek } from '@das/shared/schemas/schedule';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { inBatches, type ScheduleCell } from '../components/schedule-draft';
import { scheduleKeys } from './get-schedule-week';

export interface SaveScheduleInput {
  dealershipId: number | null;
  cells: readonly ScheduleCell[];
}

/**
 * Saves changed cells, at most 100 a call (the server's limit); the answer of
 * the last call is the week as saved.
 */
export async function saveSchedule({
  dealershipId,
  cells,
}: SaveScheduleInput): Promise<ScheduleWeek> {
  let saved: ScheduleWeek | undefined;
  for (const batch of inBatches(cells)) {
    saved = await apiFetch<ScheduleWeek>('/schedule', {
      method: 'PUT',
      body: { ...(dealershipId === null ? {} : { dealership_id: dealershipId }), cells: batch },
    });
  }
  if (!saved) throw new Error('Nothing to save');
  return saved;
}

/** Days off feed goal pace, so the figures go stale with the schedule. */
export function useSaveSchedule(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cells: readonly ScheduleCell[]) => saveSchedule({ dealershipId, cells }),
    onSuccess: (week) => {
      queryClient.setQueryData(scheduleKeys.week(dealershipId, week.week), week);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all(dealershipId) }),
        queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
      ]);
    },
  });
}

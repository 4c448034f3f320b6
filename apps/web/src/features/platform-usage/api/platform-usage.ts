import { useQuery } from '@tanstack/react-query';
import { USAGE_RANGE, type PlatformUsage } from '@das/shared/schemas/platform-usage';
import { apiFetch } from '@/lib/api-client';

/** The ranges the panel shows: the server's defaults, named here for the texts. */
export const WEEKS_SHOWN = USAGE_RANGE.weeks.default;
export const DAYS_SHOWN = USAGE_RANGE.days.default;

/** `GET /platform/usage`: sign-ups, trials, active people and deals, for platform staff. */
export function usePlatformUsage() {
  return useQuery({
    queryKey: ['platform-usage', WEEKS_SHOWN, DAYS_SHOWN] as const,
    queryFn: ({ signal }) =>
      apiFetch<PlatformUsage>(`/platform/usage?weeks=${WEEKS_SHOWN}&days=${DAYS_SHOWN}`, {
        signal,
      }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { getDealsQueryOptions } from '@/entities/deal/api/get-deals';

/**
 * The month of the office's oldest deal (YYYY-MM), or null with no deals: how
 * far back the month picker reaches, so every past month stays browsable.
 */
export function useFirstDealMonth(dealershipId: number | null, enabled = true) {
  const params: Record<string, string> = { sort: 'deal_date', order: 'asc', page_size: '1' };
  if (dealershipId !== null) params.dealership_id = String(dealershipId);
  return useQuery({
    ...getDealsQueryOptions(dealershipId ?? 'all', params),
    enabled,
    select: (answer) => answer.deals[0]?.deal_date.slice(0, 7) ?? null,
  });
}

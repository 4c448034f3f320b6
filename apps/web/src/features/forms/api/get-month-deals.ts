import type { DealershipKey } from '@/entities/deal/api/deal-keys';
import { useEveryDeal } from '@/entities/deal/api/get-deals';

/** Every deal of a month, by deal number. */
export function useMonthDeals(
  store: DealershipKey,
  dealershipId: number | null,
  month: string | null,
) {
  const params: Record<string, string> = {
    period: month ?? '',
    sort: 'deal_number',
    order: 'asc',
  };
  if (dealershipId !== null) params.dealership_id = String(dealershipId);
  return useEveryDeal(store, params, month !== null);
}

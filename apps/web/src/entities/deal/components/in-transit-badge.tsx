import { daysInTransit, isOverdueInTransit } from '@das/shared/contracts-in-transit';
import type { DealListResponse } from '@das/shared/schemas/deals';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A pending deal waiting on its lender longer than the store's setting (ADR
 * 029), marked in words ("14 days in transit"), not by colour alone.
 */
export function InTransitBadge({
  deal,
  transit,
}: {
  deal: { status: string; deal_date: string };
  transit: DealListResponse['transit'] | undefined;
}) {
  const { t } = useTranslation();
  if (!transit || !isOverdueInTransit(deal, transit)) return null;
  const count = daysInTransit(deal.deal_date, transit.today);
  const full = t('contractsInTransit.badge', { count });
  // A table row has room for "14 days"; the words in full are read out and shown on hover.
  return (
    <span
      title={full}
      className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset"
    >
      <Clock className="size-3" aria-hidden="true" />
      <span aria-hidden="true">{t('contractsInTransit.days', { count })}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

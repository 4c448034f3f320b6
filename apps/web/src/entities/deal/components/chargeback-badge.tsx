import type { Deal } from '@das/shared/schemas/deals';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';

/**
 * A deal with chargebacks (ADR 031), marked in its row: the count beside a
 * return mark, read out and shown on hover in words ("1 chargeback on this
 * deal: $800.00"); the list is in the deal's edit view.
 */
export function ChargebackBadge({
  deal,
}: {
  deal: Pick<Deal, 'chargeback_count' | 'chargeback_amount'>;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const count = deal.chargeback_count;
  if (!count) return null;
  const full = t('chargebacks.badge.full', {
    count,
    amount: fmt.moneyExact(deal.chargeback_amount),
  });
  return (
    <span
      title={full}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <Undo2 className="size-3" aria-hidden="true" />
      <span aria-hidden="true">{fmt.number(count)}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

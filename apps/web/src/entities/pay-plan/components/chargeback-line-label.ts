import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { ChargebackLine } from '../lib/pay-lines';

/** A chargeback's pay line in words: which product of which deal, what it lost and when. */
export function useChargebackLineLabel() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (chargeback: ChargebackLine): string =>
    t('chargebacks.payLine', {
      product: t(`deals.products.${chargeback.product}`, { defaultValue: chargeback.product }),
      deal: chargeback.dealNumber,
      amount: fmt.moneyExact(chargeback.amount),
      date: fmt.date(chargeback.date),
    });
}

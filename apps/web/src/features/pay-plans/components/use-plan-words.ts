import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { SummaryPart } from './plan-summary';

/** Turns a plan's summary parts into one sentence in the reader's language. */
export function usePlanWords(): (parts: readonly SummaryPart[]) => string {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const percent = (value: number) => fmt.percent(value / 100);
  const part = (piece: SummaryPart): string => {
    switch (piece.key) {
      case 'flatOrPercent':
        return t('payPlans.summary.flatOrPercent', {
          flat: fmt.money(piece.flat),
          percent: percent(piece.percent),
        });
      case 'flat':
        return t('payPlans.summary.flat', { flat: fmt.money(piece.flat) });
      case 'frontPercent':
        return t('payPlans.summary.frontPercent', { percent: percent(piece.percent) });
      case 'noCommission':
        return t('payPlans.summary.noCommission');
      case 'mini':
        return t('payPlans.summary.mini', {
          amount: fmt.money(piece.amount),
          floor: fmt.money(piece.floor),
        });
      case 'backPercent':
        return t('payPlans.summary.backPercent', { percent: percent(piece.percent) });
      case 'tiers':
        return piece.tiers
          .map((tier) =>
            t('payPlans.summary.tier', {
              bonus: fmt.money(tier.bonus),
              count: tier.units,
              units: fmt.number(tier.units),
            }),
          )
          .join(t('payPlans.summary.listSeparator'));
      case 'base':
        return t('payPlans.summary.base', { amount: fmt.money(piece.amount) });
      case 'grossPercent':
        return t('payPlans.summary.grossPercent', { percent: percent(piece.percent) });
      case 'perUnit':
        return t('payPlans.summary.perUnit', { amount: fmt.money(piece.amount) });
      case 'backEndPercent':
        return t('payPlans.summary.backEndPercent', { percent: percent(piece.percent) });
      case 'bonuses':
        return t('payPlans.summary.bonuses', {
          list: piece.bonuses
            .map(
              (bonus) => `${t(`finance.productNames.${bonus.product}`)} ${fmt.money(bonus.amount)}`,
            )
            .join(t('payPlans.summary.listSeparator')),
        });
    }
  };
  return (parts) => parts.map(part).join(t('payPlans.summary.separator'));
}

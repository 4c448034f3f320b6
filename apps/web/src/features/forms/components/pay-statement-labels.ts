import type { PayStatement } from '@das/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { isProduct, type PlanTerm } from './pay-terms';

/** The label of a pay line; "commission" is a share of back gross for F&I, of front for sales. */
export function usePayItemLabel(kind: PayStatement['kind']) {
  const { t } = useTranslation();
  return (item: string): string => {
    if (isProduct(item)) {
      return t('forms.pay.items.productBonus', { product: t(`forms.products.${item}`) });
    }
    switch (item) {
      case 'base':
        return t('forms.pay.items.base');
      case 'commission':
        return kind === 'finance'
          ? t('forms.pay.items.backShare')
          : t('forms.pay.items.commission');
      case 'back':
        return t('forms.pay.items.back');
      case 'minis':
        return t('forms.pay.items.minis');
      case 'volume':
        return t('forms.pay.items.volume');
      case 'gross':
        return t('forms.pay.items.gross');
      case 'units':
        return t('forms.pay.items.units');
      default:
        return item;
    }
  };
}

/** A pay plan term as a label and its amount or rate, in the reader's language. */
export function useTermText() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (term: PlanTerm): { label: string; value: string } => {
    const value =
      term.kind === 'percent' ? fmt.percent(term.value / 100) : fmt.moneyExact(term.value);
    switch (term.key) {
      case 'productBonus':
        return {
          label: t('forms.pay.terms.productBonus', {
            product: t(`forms.products.${term.product}`),
          }),
          value,
        };
      case 'volumeTier':
        return { label: t('forms.pay.terms.volumeTier', { units: fmt.number(term.units) }), value };
      default:
        return { label: t(`forms.pay.terms.${term.key}`), value };
    }
  };
}

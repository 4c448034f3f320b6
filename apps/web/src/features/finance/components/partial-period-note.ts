import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { isUnderWay } from '@/entities/period/lib/period-options';

/**
 * A period still under way is compared with the same days of the period
 * before: said under the cards, so nobody reads it as a whole month.
 */
export function usePartialPeriodNote(
  dashboard: FinanceDashboard | undefined,
  from: { long: string },
): string | null {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (!dashboard || dashboard.period.key === 'year_to_date') return null;
  if (!isUnderWay(dashboard.period, dashboard.today)) return null;
  return t('finance.cards.partialNote', { through: fmt.date(dashboard.today), from: from.long });
}

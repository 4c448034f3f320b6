import { addDays } from '@das/shared/periods';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { isMonth, isNamedPeriod } from './period-options';

/** "This month" or "March 2026", and the days it covers so far. */
export function usePeriodLabel(period: string, dashboard: FinanceDashboard | undefined) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const name = isNamedPeriod(period)
    ? t(`finance.period.keys.${period}`)
    : isMonth(period)
      ? fmt.month(period)
      : period;
  if (!dashboard) return { name, range: '' };
  const lastDay = addDays(dashboard.period.end, -1);
  const through = lastDay > dashboard.today ? dashboard.today : lastDay;
  const range =
    through < dashboard.period.start
      ? fmt.date(dashboard.period.start)
      : t('finance.period.range', {
          start: fmt.date(dashboard.period.start),
          end: fmt.date(through),
        });
  return { name, range };
}

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
  const lastDay = addDays(dashboard.period.end, -1);
  if (lastDay <= dashboard.today) return null;
  return t('finance.cards.partialNote', { through: fmt.date(dashboard.today), from: from.long });
}

import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { isMonth, isNamedPeriod, shownThrough } from '@/entities/period/lib/period-options';

/**
 * "This month" or "March 2026", and the days its figures cover so far
 * ("Nov 1, 2026 – Nov 21, 2026"); no days until the figures of `shown` are in.
 */
export function usePeriodLabel(
  period: string,
  shown: { period: { start: string; end: string }; today: string } | undefined,
): { name: string; range: string } {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const name = isNamedPeriod(period)
    ? t(`common.period.keys.${period}`)
    : isMonth(period)
      ? fmt.month(period)
      : period;
  if (!shown) return { name, range: '' };
  const { start } = shown.period;
  const through = shownThrough(shown.period, shown.today);
  const range =
    through < start
      ? fmt.date(start)
      : t('common.period.range', { start: fmt.date(start), end: fmt.date(through) });
  return { name, range };
}

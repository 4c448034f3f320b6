import type { UseQueryResult } from '@tanstack/react-query';
import type { DateRange } from '@das/shared/periods';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useComparisonLabels } from './comparison-labels';
import { comparisonOf, isMonth, isNamedPeriod, isUnderWay, shownThrough } from './period-options';

/** What every sales-floor dashboard answers with besides its figures. */
export interface FloorDashboardBase {
  today: string;
  period: { key: string; start: string; end: string; previous: DateRange };
}

/** Until the server says what day it is at the store, the browser's day sizes the month list. */
export const browserToday = () => new Date().toLocaleDateString('en-CA');

/**
 * What a dashboard says about the figures it shows: the period's name and the
 * days it covers, what it is compared with, and whether another period is loading.
 */
export function useDashboardLabels<T extends FloorDashboardBase>(
  period: string,
  dashboard: UseQueryResult<T>,
) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const data = dashboard.data;
  // While another period loads, the old figures stay on screen but its dates are not claimed.
  const settled = dashboard.isPlaceholderData ? undefined : data;
  const name = isNamedPeriod(period)
    ? t(`salesFloor.period.keys.${period}`)
    : isMonth(period)
      ? fmt.month(period)
      : period;
  let range = '';
  if (settled) {
    const through = shownThrough(settled.period, settled.today);
    range =
      through < settled.period.start
        ? fmt.date(settled.period.start)
        : t('salesFloor.period.range', {
            start: fmt.date(settled.period.start),
            end: fmt.date(through),
          });
  }
  const from = useComparisonLabels(
    data ? comparisonOf(data.period) : { kind: 'month', month: browserToday().slice(0, 7) },
  );
  // A period under way is compared with the same days of the one before: said, so nobody reads it as a whole month.
  const partialNote =
    data && data.period.key !== 'year_to_date' && isUnderWay(data.period, data.today)
      ? t('salesFloor.cards.partialNote', { through: fmt.date(data.today), from: from.long })
      : null;
  return {
    label: { name, range },
    from,
    partialNote,
    updating: dashboard.isPlaceholderData && dashboard.isFetching,
  };
}

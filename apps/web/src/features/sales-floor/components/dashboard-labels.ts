import type { UseQueryResult } from '@tanstack/react-query';
import type { DateRange } from '@das/shared/periods';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useComparisonLabels } from '@/entities/period/components/comparison-labels';
import { usePeriodLabel } from '@/entities/period/components/period-label';
import { comparisonOf, isUnderWay } from '@/entities/period/lib/period-options';
import { localToday } from '@/lib/local-today';

/** What every sales-floor dashboard answers with besides its figures. */
export interface FloorDashboardBase {
  today: string;
  period: { key: string; start: string; end: string; previous: DateRange };
}

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
  const label = usePeriodLabel(period, settled);
  const from = useComparisonLabels(
    data ? comparisonOf(data.period) : { kind: 'month', month: localToday().slice(0, 7) },
  );
  // A period under way is compared with the same days of the one before: said, so nobody reads it as a whole month.
  const partialNote =
    data && data.period.key !== 'year_to_date' && isUnderWay(data.period, data.today)
      ? t('salesFloor.cards.partialNote', { through: fmt.date(data.today), from: from.long })
      : null;
  return {
    label,
    from,
    partialNote,
    updating: dashboard.isPlaceholderData && dashboard.isFetching,
  };
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { DateRange } from '@das/shared/periods';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseDealershipId } from '@das/shared/route-access';
import { useComparisonLabels } from '@/entities/period/components/comparison-labels';
import { usePeriodLabel } from '@/entities/period/components/period-label';
import { comparisonOf } from '@/entities/period/lib/period-options';
import { localToday } from '@/lib/local-today';

interface Answer {
  today: string;
  period: { key: string; start: string; end: string; previous: DateRange };
}

/** The store whose trend is charted lives in the address (`?store=`), like the period. */
export function useTrendStoreParam(): [number | null, (id: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const store = parseDealershipId(searchParams.get('store') ?? undefined) ?? null;
  const setStore = useCallback(
    (id: number | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (id === null) params.delete('store');
          else params.set('store', String(id));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [store, setStore];
}

/**
 * What a rollup page says about its figures: the period's name and days, the
 * period before they are compared with, and whether another period is loading.
 */
export function useRollupLabels<T extends Answer>(period: string, query: UseQueryResult<T>) {
  const data = query.data;
  const label = usePeriodLabel(period, query.isPlaceholderData ? undefined : data);
  const from = useComparisonLabels(
    data ? comparisonOf(data.period) : { kind: 'month', month: localToday().slice(0, 7) },
  );
  return {
    label,
    from,
    today: data?.today ?? localToday(),
    updating: query.isPlaceholderData && query.isFetching,
  };
}

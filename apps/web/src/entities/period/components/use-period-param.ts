import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPeriod } from '@/entities/period/lib/period-options';

/** The period lives in the address (`?period=`), so a view can be shared or reloaded. */
export function usePeriodParam(fallback = 'this_month'): [string, (period: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = readPeriod(searchParams.get('period'), fallback);
  const setPeriod = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete('period');
          else params.set('period', next);
          return params;
        },
        { replace: true },
      ),
    [fallback, setSearchParams],
  );
  return [period, setPeriod];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The director's manager filter, kept in the address (`?manager=`). */
export function useManagerParam(): [string | null, (managerId: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('manager');
  const managerId = value !== null && UUID.test(value) ? value : null;
  const setManager = useCallback(
    (next: string | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('manager', next);
          else params.delete('manager');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [managerId, setManager];
}

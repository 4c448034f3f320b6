import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSalesQueryOptions } from '@/entities/sale/api/get-sales';
import { floorKeys } from '@/entities/sale/api/floor-keys';
import { cancelSaleMutationOptions, correctSaleMutationOptions } from './change-sale';

const SALE_ID = '0b6f5b8e-3c1a-4f7e-9a52-6d1f2c3b4a59';
const answered: { url: string; method: string; body: unknown }[] = [];

/** The network, not our code, is what stands in: the real client and mutation run. */
function serve(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/csrf')) {
        return Response.json({ token: 'csrf', expiresAt: Math.floor(Date.now() / 1000) + 1800 });
      }
      answered.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  answered.length = 0;
});

function storeWithSales(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getSalesQueryOptions(46, { page: '1' }).queryKey, {
    sales: [],
    total: 0,
    page: 1,
    page_size: 50,
    totals: { amount: 0 },
  });
  queryClient.setQueryData(floorKeys.dashboard(46, 'salesperson', {}), {});
  queryClient.setQueryData(['staff', 46, 'list'], { staff: [] });
  return queryClient;
}

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('correcting or cancelling a sale', () => {
  it('patches the sale and makes its lists and the floor figures stale, not the staff', async () => {
    serve(() => Response.json({ id: SALE_ID }));
    const queryClient = storeWithSales();
    await new MutationObserver(queryClient, correctSaleMutationOptions(queryClient)).mutate({
      id: SALE_ID,
      input: { amount: 21_500 },
    });
    expect(answered).toEqual([
      { url: `/api/sales/${SALE_ID}`, method: 'PATCH', body: { amount: 21_500 } },
    ]);
    expect(isStale(queryClient, getSalesQueryOptions(46, { page: '1' }).queryKey)).toBe(true);
    expect(isStale(queryClient, floorKeys.dashboard(46, 'salesperson', {}))).toBe(true);
    expect(isStale(queryClient, ['staff', 46, 'list'])).toBe(false);
  });

  it('cancels through the status route and refreshes the same keys', async () => {
    serve(() => Response.json({ id: SALE_ID, status: 'cancelled' }));
    const queryClient = storeWithSales();
    await new MutationObserver(queryClient, cancelSaleMutationOptions(queryClient)).mutate(SALE_ID);
    expect(answered).toEqual([
      { url: `/api/sales/${SALE_ID}/status`, method: 'POST', body: { status: 'cancelled' } },
    ]);
    expect(isStale(queryClient, getSalesQueryOptions(46, { page: '1' }).queryKey)).toBe(true);
  });

  it('is not retried when the sale is no longer pending', async () => {
    serve(() =>
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            message: 'Only a pending sale can be changed',
            details: [{ field: 'status', code: 'not_pending', params: {}, message: 'x' }],
          },
        },
        { status: 409 },
      ),
    );
    const queryClient = storeWithSales();
    await expect(
      new MutationObserver(queryClient, cancelSaleMutationOptions(queryClient)).mutate(SALE_ID),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(answered).toHaveLength(1);
    expect(isStale(queryClient, getSalesQueryOptions(46, { page: '1' }).queryKey)).toBe(false);
  });
});

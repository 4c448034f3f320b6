import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffList } from '@das/shared/schemas/finance';
import { getStaffQueryOptions } from '@/entities/staff/api/get-staff';
import { getTeamMembersQueryOptions } from '@/entities/staff/api/get-team-members';
import { updateStaffMutationOptions } from './update-staff';

const ann = {
  id: '0b6f5b8e-3c1a-4f7e-9a52-6d1f2c3b4a59',
  name: 'Ann Seller',
  role: 'salesperson',
  isActive: true,
  teamManagerId: null,
};

/** The network, not our code, is what stands in: the real client and mutation run. */
function serve(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/auth/csrf')
        ? Response.json({ token: 'csrf', expiresAt: Math.floor(Date.now() / 1000) + 1800 })
        : answer,
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function storeWithStaff(): QueryClient {
  const queryClient = new QueryClient();
  for (const dealershipId of [5, 6, null]) {
    queryClient.setQueryData<StaffList>(getStaffQueryOptions(dealershipId).queryKey, {
      staff: [ann],
    });
  }
  queryClient.setQueryData(getTeamMembersQueryOptions(5).queryKey, []);
  return queryClient;
}

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('saving a staff member', () => {
  it('makes the one staff key of the store stale, which the deal form reads too', async () => {
    serve(Response.json({ ...ann, isActive: false }));
    const queryClient = storeWithStaff();

    await new MutationObserver(queryClient, updateStaffMutationOptions(queryClient, 5)).mutate({
      userId: ann.id,
      change: { isActive: false },
    });

    expect(isStale(queryClient, getStaffQueryOptions(5).queryKey)).toBe(true);
    expect(isStale(queryClient, getTeamMembersQueryOptions(5).queryKey)).toBe(true);
    // The caller's own store may be store 5.
    expect(isStale(queryClient, getStaffQueryOptions(null).queryKey)).toBe(true);
    expect(isStale(queryClient, getStaffQueryOptions(6).queryKey)).toBe(false);
    expect(
      queryClient.getQueryData<StaffList>(getStaffQueryOptions(5).queryKey)?.staff[0]?.isActive,
    ).toBe(false);
  });

  it('takes the change back when the server refuses it', async () => {
    serve(
      Response.json(
        { error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [] } },
        { status: 400 },
      ),
    );
    const queryClient = storeWithStaff();

    await expect(
      new MutationObserver(queryClient, updateStaffMutationOptions(queryClient, 5)).mutate({
        userId: ann.id,
        change: { isActive: false },
      }),
    ).rejects.toThrow('Validation failed');

    expect(
      queryClient.getQueryData<StaffList>(getStaffQueryOptions(5).queryKey)?.staff[0]?.isActive,
    ).toBe(true);
  });
});

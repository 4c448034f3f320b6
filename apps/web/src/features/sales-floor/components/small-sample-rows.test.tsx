import type { SalesManagerDashboard, SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, staticMarkup as html } from '@/lib/static-markup';
import { StoreLeaderboardPanel } from './store-leaderboard-panel';
import { TeamTablePanel } from './team-table-panel';

// Amounts shown, without a signed-in session behind them.
vi.mock('@/lib/preferences', () => ({ usePreferences: () => ({ data: undefined }) }));

const SMALL = 'aria-label="Small sample: 3 deals"';

describe('small-sample flags on the sales floor (ADR 029)', () => {
  const person = (userId: string, name: string, units: number) => ({
    userId,
    name,
    units,
    frontGross: units * 1000,
    totalGross: units * 2500,
    pvr: 2500,
    lastSale: '2026-11-20',
  });

  it("flag a salesperson's PVR under the store's setting on the store board, not one at it", () => {
    const rows: SalespersonDashboard['leaderboard'] = [
      person('00000000-0000-4000-8000-000000000001', 'Ada Few', 3),
      person('00000000-0000-4000-8000-000000000002', 'Bo Enough', 10),
    ];
    const markup = html(
      <StoreLeaderboardPanel rows={rows} meId="" periodName="November" smallSampleDeals={10} />,
    );
    expect(rowOf(markup, 'Ada Few')).toContain(SMALL);
    expect(rowOf(markup, 'Bo Enough')).not.toContain('Small sample');
    // The same three units are enough for a store that set the line at three.
    const lenient = html(
      <StoreLeaderboardPanel rows={rows} meId="" periodName="November" smallSampleDeals={3} />,
    );
    expect(lenient).not.toContain('Small sample');
  });

  it("flag a team member's PVR on the sales manager's team table", () => {
    const row = (userId: string, name: string, units: number) => ({
      userId,
      name,
      role: 'salesperson',
      isActive: true,
      teamManagerId: null,
      units,
      frontGross: units * 1000,
      backGross: units * 1500,
      pvr: 2500,
      goalUnits: null,
      goalShare: null,
      daysSinceLastSale: 1,
    });
    const rows: SalesManagerDashboard['team'] = [
      row('00000000-0000-4000-8000-000000000003', 'Cy Few', 3),
      row('00000000-0000-4000-8000-000000000004', 'Di Over', 12),
    ];
    const markup = html(
      <TeamTablePanel rows={rows} meId="" periodName="November" smallSampleDeals={10} />,
    );
    expect(rowOf(markup, 'Cy Few')).toContain(SMALL);
    expect(rowOf(markup, 'Di Over')).not.toContain('Small sample');
  });
});

import type { SalesReport } from '@das/shared/schemas/reports';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, staticMarkup as html } from '@/lib/static-markup';
import { SalesTable } from './sales-table';

// Amounts shown, without a signed-in session behind them.
vi.mock('@/lib/preferences', () => ({ usePreferences: () => ({ data: undefined }) }));

const SMALL = 'aria-label="Small sample: 3 deals"';

describe('small-sample flags on the sales report (ADR 029)', () => {
  it("flag every PVR of a salesperson under the setting on the sales report, the store's not", () => {
    const figures = (units: number) => ({
      units,
      newUnits: units,
      usedUnits: 0,
      cpoUnits: 0,
      frontGross: units * 1000,
      backGross: units * 1500,
      totalGross: units * 2500,
      frontPvr: 1000,
      backPvr: 1500,
      totalPvr: 2500,
    });
    const few = {
      ...figures(3),
      userId: '00000000-0000-4000-8000-000000000005',
      name: 'Ed Few',
      isActive: true,
    };
    const many = {
      ...figures(9),
      userId: '00000000-0000-4000-8000-000000000006',
      name: 'Flo Nine',
      isActive: true,
    };
    const report: SalesReport = {
      dealershipId: 1,
      period: { key: 'this_month', start: '2026-11-01', end: '2026-12-01' },
      people: [few, many],
      store: figures(12),
      group: null,
      smallSampleDeals: 5,
    };
    const markup = html(
      <SalesTable
        report={report}
        people={report.people}
        sort={{ key: 'units', order: 'desc' }}
        onSort={() => {}}
      />,
    );
    // Front, back and total PVR: three flags on the row of three units.
    expect(rowOf(markup, 'Ed Few').split(SMALL)).toHaveLength(4);
    expect(rowOf(markup, 'Flo Nine')).not.toContain('Small sample');
    expect(markup.split('<tfoot')[1]).not.toContain('Small sample');
  });
});

import type { SalesReport } from '@das/shared/schemas/reports';
import type { SalesManagerDashboard, SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { StoreLeaderboardPanel } from '@/features/sales-floor/components/store-leaderboard-panel';
import { TeamTablePanel } from '@/features/sales-floor/components/team-table-panel';
import { SalesTable } from '@/features/reports/components/sales-table';
import { readLanguage } from '@/lib/translation-files';

// Amounts shown, without a signed-in session behind them.
vi.mock('@/lib/preferences', () => ({ usePreferences: () => ({ data: undefined }) }));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: readLanguage('en') } },
  interpolation: { escapeValue: false },
});

function html(element: ReactElement): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** Each body row's markup, by the name it starts with. */
function rowOf(markup: string, name: string): string {
  const row = markup.split('<tr').find((part) => part.includes(`>${name}<`));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const SMALL = 'aria-label="Small sample: 3 deals"';

describe('small-sample flags in tables (ADR 029)', () => {
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

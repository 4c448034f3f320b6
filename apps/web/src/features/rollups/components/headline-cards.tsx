import type { RollupFigures, RollupLine } from '@das/shared/schemas/rollups';
import { useTranslation } from 'react-i18next';
import { ChangeIndicator } from '@/entities/period/components/change-indicator';
import { useFormatters } from '@/lib/format';
import { isSmallSample } from '@das/shared/small-sample';
import { SmallSampleMark } from '@/components/ui/stat-card';
import { changeOf, sampleOf } from './rollup-columns';

type Compared = 'units' | 'totalGross' | 'frontPvr' | 'backPvr' | 'ppd';
const COMPARED: readonly Compared[] = ['units', 'totalGross', 'frontPvr', 'backPvr', 'ppd'];

/**
 * A line's headline figures as cards: the compared ones with their change
 * against the period before, then penetration, funded and at risk, goal pace,
 * unwinds and the deals pending too long. A rate or change over fewer deals
 * than the line's setting says so (ADR 029).
 */
export function HeadlineCards({
  line,
  from,
}: {
  line: RollupLine;
  from: { long: string; short: string };
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const shown = (key: keyof RollupFigures) =>
    key === 'units'
      ? fmt.units(line.units)
      : key === 'ppd' || key === 'unwinds'
        ? fmt.number(line[key])
        : key === 'vscPenetration' || key === 'gapPenetration'
          ? fmt.percent(line[key])
          : fmt.money(line[key]);
  const name = (key: string) => t(`groupViews.columns.${key}`);
  /**
   * A compared figure's card stands on the fewer deals of its rate and of its
   * change: a PVR over this period's units, its change over both periods' (ADR 029).
   */
  const compared = (key: Compared): number | null => {
    const change = sampleOf(line, 'unitsChange');
    const rate = sampleOf(line, key);
    return rate === null ? change : change === null ? rate : Math.min(rate, change);
  };
  const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
  const label = 'text-xs font-medium tracking-wide text-slate-500 uppercase';
  // A group's money runs to seven figures: as many cards to a row as keep it whole,
  // and it breaks only where even one card a row is too narrow.
  const value = 'mt-1 text-xl font-semibold [overflow-wrap:anywhere] text-ink-900 tabular-nums';
  return (
    <dl className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-3">
      {COMPARED.map((key) => (
        <div key={key} className={card}>
          <dt className={label}>{name(key)}</dt>
          <dd className={value}>{shown(key)}</dd>
          <dd className="mt-1">
            <ChangeIndicator change={changeOf(line, key)} from={from} subject={name(key)} />
          </dd>
          <SampleNote deals={compared(key)} smallSampleDeals={line.smallSampleDeals} />
        </div>
      ))}
      {(['vscPenetration', 'gapPenetration', 'fundedGross', 'atRiskGross', 'unwinds'] as const).map(
        (key) => (
          <div key={key} className={card}>
            <dt className={label}>{name(key)}</dt>
            <dd className={value}>{shown(key)}</dd>
            <SampleNote deals={sampleOf(line, key)} smallSampleDeals={line.smallSampleDeals} />
          </div>
        ),
      )}
      <div className={card}>
        <dt className={label}>{name('pace')}</dt>
        <dd className={value}>{line.pace ? fmt.percent(line.pace.progress / 100) : '–'}</dd>
        <dd className="mt-1 text-xs text-slate-600">
          {line.pace
            ? t('groupViews.pace.of', {
                status: t(`goalStatus.${line.pace.status}`),
                target: fmt.number(line.pace.target),
                projection: fmt.number(line.pace.projection),
              })
            : t('groupViews.pace.none')}
        </dd>
      </div>
      <div className={card}>
        <dt className={label}>{name('pendingOver10Days')}</dt>
        <dd className={value}>{fmt.number(line.pendingOver10Days)}</dd>
      </div>
    </dl>
  );
}

/** "⚠ Small sample: 7 deals" under a card's figure, when it stands on too few. */
function SampleNote({
  deals,
  smallSampleDeals,
}: {
  deals: number | null;
  smallSampleDeals: number;
}) {
  return deals !== null && isSmallSample(deals, smallSampleDeals) ? (
    <dd className="mt-1">
      <SmallSampleMark deals={deals} />
    </dd>
  ) : null;
}

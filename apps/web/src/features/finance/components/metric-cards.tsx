import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { Banknote, Car, Gauge, Layers, PackageCheck, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { changeBetween } from '@/entities/period/lib/change';
import { ChangeIndicator } from '@/entities/period/components/change-indicator';
import { CardsNote, StatCard } from '@/components/ui/stat-card';

type Metrics = FinanceDashboard['metrics'];

/** The period's headline figures, each against the period before. */
export function MetricCards({
  metrics,
  previous,
  from,
  note,
  smallSampleDeals,
}: {
  metrics: Metrics;
  previous: Metrics;
  from: { long: string; short: string };
  /** A word on the comparison, shown under the cards. */
  note?: string | null;
  /** The store's setting: fewer deals than this behind a card mark it a small sample. */
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  // Every card compares with the period before: it stands on the fewer deals of the two.
  const sample = { deals: Math.min(metrics.units, previous.units), smallSampleDeals };
  const change = (pick: (m: Metrics) => number) => (
    <ChangeIndicator change={changeBetween(pick(metrics), pick(previous))} from={from} />
  );
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={t('finance.cards.backGross')}
          value={fmt.money(metrics.backGross)}
          icon={Banknote}
          change={change((m) => m.backGross)}
          hint={t('finance.cards.totalGrossHint', { amount: fmt.money(metrics.totalGross) })}
          sample={sample}
        />
        <StatCard
          label={t('finance.cards.deals')}
          value={fmt.number(metrics.units)}
          icon={Car}
          change={change((m) => m.units)}
          hint={t('finance.cards.dealsHint', {
            count: metrics.minis,
            minis: fmt.number(metrics.minis),
            unwound: fmt.number(metrics.unwound),
          })}
          sample={sample}
        />
        <StatCard
          label={t('finance.cards.backPvr')}
          value={fmt.money(metrics.backPvr)}
          icon={Gauge}
          change={change((m) => m.backPvr)}
          sample={sample}
        />
        <StatCard
          label={t('finance.cards.ppd')}
          value={fmt.number(metrics.ppd)}
          icon={PackageCheck}
          change={change((m) => m.ppd)}
          hint={t('finance.cards.ppdHint', { count: metrics.productsSold })}
          sample={sample}
        />
        <StatCard
          label={t('finance.cards.frontPvr')}
          value={fmt.money(metrics.frontPvr)}
          icon={ReceiptText}
          change={change((m) => m.frontPvr)}
          sample={sample}
        />
        <StatCard
          label={t('finance.cards.totalPvr')}
          value={fmt.money(metrics.totalPvr)}
          icon={Layers}
          change={change((m) => m.totalPvr)}
          sample={sample}
        />
        <FundedCard metrics={metrics} previous={previous} from={from} />
      </div>
      <CardsNote note={note ?? null} />
    </div>
  );
}

/** Funded (paid) against at-risk (Pending) back-end gross: both shown, as DOMAIN.md asks. */
function FundedCard({
  metrics,
  previous,
  from,
}: {
  metrics: Metrics;
  previous: Metrics;
  from: { long: string; short: string };
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { funded, atRisk } = metrics;
  const whole = funded.backGross + atRisk.backGross;
  const fundedShare = whole > 0 ? funded.backGross / whole : 0;
  return (
    <div className="col-span-2 flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t('finance.cards.fundedTitle')}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-4">
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {t('finance.cards.funded')}
          </dt>
          <dd
            className="mt-0.5 truncate text-xl font-semibold text-ink-900 tabular-nums sm:text-2xl"
            title={fmt.money(funded.backGross)}
          >
            {fmt.money(funded.backGross)}
          </dd>
          <dd className="text-xs text-slate-500">
            {t('finance.cards.fundedDeals', { count: funded.deals })}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <span className="size-2 rounded-full bg-amber-400" aria-hidden="true" />
            {t('finance.cards.atRisk')}
          </dt>
          <dd
            className="mt-0.5 truncate text-xl font-semibold text-ink-900 tabular-nums sm:text-2xl"
            title={fmt.money(atRisk.backGross)}
          >
            {fmt.money(atRisk.backGross)}
          </dd>
          <dd className="text-xs text-slate-500">
            {t('finance.cards.pendingDeals', { count: atRisk.deals })}
          </dd>
        </div>
      </dl>
      <div
        className="mt-3 flex h-2 overflow-hidden rounded-full bg-slate-100"
        role="img"
        aria-label={t('finance.cards.fundedShare', { value: fmt.percent(fundedShare) })}
      >
        <div className="bg-emerald-500" style={{ width: `${fundedShare * 100}%` }} />
        {whole > 0 ? <div className="flex-1 bg-amber-400" /> : null}
      </div>
      <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 pt-2">
        <ChangeIndicator
          change={changeBetween(funded.backGross, previous.funded.backGross)}
          from={from}
          subject={t('finance.cards.funded')}
        />
        <p className="text-xs text-slate-500">
          {t('finance.cards.fundedShareShort', { value: fmt.percent(fundedShare) })}
        </p>
      </div>
    </div>
  );
}

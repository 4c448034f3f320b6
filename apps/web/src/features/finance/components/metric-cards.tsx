import type { FinanceDashboard } from '@das/shared/schemas/finance';
import {
  Banknote,
  Car,
  Gauge,
  Info,
  Layers,
  PackageCheck,
  ReceiptText,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { changeBetween } from '@/entities/period/lib/change';
import { ChangeIndicator } from '@/entities/period/components/change-indicator';

type Metrics = FinanceDashboard['metrics'];

function MetricCard({
  label,
  value,
  icon: Icon,
  change,
  hint,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  change: ReactNode;
  hint?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className="mt-1 truncate text-2xl font-semibold tracking-tight text-ink-900 tabular-nums sm:text-[1.7rem]"
        title={value}
      >
        {value}
      </p>
      <div className="mt-auto pt-2">
        {change}
        {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

/** The period's headline figures, each against the period before. */
export function MetricCards({
  metrics,
  previous,
  from,
  note,
}: {
  metrics: Metrics;
  previous: Metrics;
  from: { long: string; short: string };
  /** A word on the comparison, shown under the cards. */
  note?: string | null;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const change = (pick: (m: Metrics) => number) => (
    <ChangeIndicator change={changeBetween(pick(metrics), pick(previous))} from={from} />
  );
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <MetricCard
          label={t('finance.cards.backGross')}
          value={fmt.money(metrics.backGross)}
          icon={Banknote}
          change={change((m) => m.backGross)}
          hint={t('finance.cards.totalGrossHint', { amount: fmt.money(metrics.totalGross) })}
        />
        <MetricCard
          label={t('finance.cards.deals')}
          value={fmt.number(metrics.units)}
          icon={Car}
          change={change((m) => m.units)}
          hint={t('finance.cards.dealsHint', {
            count: metrics.minis,
            minis: fmt.number(metrics.minis),
            unwound: fmt.number(metrics.unwound),
          })}
        />
        <MetricCard
          label={t('finance.cards.backPvr')}
          value={fmt.money(metrics.backPvr)}
          icon={Gauge}
          change={change((m) => m.backPvr)}
        />
        <MetricCard
          label={t('finance.cards.ppd')}
          value={fmt.number(metrics.ppd)}
          icon={PackageCheck}
          change={change((m) => m.ppd)}
          hint={t('finance.cards.ppdHint', { count: metrics.productsSold })}
        />
        <MetricCard
          label={t('finance.cards.frontPvr')}
          value={fmt.money(metrics.frontPvr)}
          icon={ReceiptText}
          change={change((m) => m.frontPvr)}
        />
        <MetricCard
          label={t('finance.cards.totalPvr')}
          value={fmt.money(metrics.totalPvr)}
          icon={Layers}
          change={change((m) => m.totalPvr)}
        />
        <FundedCard metrics={metrics} previous={previous} from={from} />
      </div>
      {note ? (
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
          <Info className="size-3.5 shrink-0" aria-hidden="true" />
          {note}
        </p>
      ) : null}
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

import { isSmallSample } from '@das/shared/small-sample';
import { Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One headline figure: a group named by its label, so a screen reader hears what
 * the number is. A rate or per-deal figure says how many deals it stands on; under
 * the store's small-sample setting the card shows the count and marks it, in words
 * the group is described by (issue 14, ADR 029).
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  change,
  hint,
  sample,
  children,
  className = '',
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The figure against the period before. */
  change?: ReactNode;
  hint?: ReactNode;
  /**
   * The deals behind the figure (the fewer of this period's and the one compared
   * with) and the store's small-sample setting.
   */
  sample?: { deals: number; smallSampleDeals: number };
  /** Anything drawn under the figure (a mix bar). */
  children?: ReactNode;
  className?: string;
}) {
  const sampleId = useId();
  const small = sample !== undefined && isSmallSample(sample.deals, sample.smallSampleDeals);
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={small ? sampleId : undefined}
      className={`flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className="mt-1 truncate text-2xl font-semibold tracking-tight text-ink-900 tabular-nums sm:text-[1.7rem]"
        title={typeof value === 'string' ? value : undefined}
      >
        {value}
      </p>
      {children}
      <div className="mt-auto pt-2">
        {small ? <SmallSampleMark id={sampleId} deals={sample.deals} className="mb-0.5" /> : null}
        {change}
        {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

/**
 * "Small sample: 7 deals", in words with a warning sign: the one mark of a rate
 * over fewer deals than the store's setting, wherever such a rate is shown.
 */
export function SmallSampleMark({
  deals,
  id,
  className = '',
}: {
  deals: number;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      className={`flex items-center gap-1 text-xs font-semibold text-amber-800 ${className}`}
    >
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {t('contractsInTransit.smallSample', { count: deals })}
    </p>
  );
}

/**
 * The compact mark of a table cell or a chart's row: a ⚠ before the figure (so
 * figures stay aligned on the right), named "Small sample: 3 deals" for a screen
 * reader, and the same words shown beside it on hover or keyboard focus (it is a
 * tab stop for that). A shape and words, not colour alone. Draws the figure
 * alone when `deals` reach the store's setting (ADR 029).
 */
export function SmallSampleFlag({
  deals,
  smallSampleDeals,
  children,
  className = '',
}: {
  deals: number;
  smallSampleDeals: number;
  /** The figure the mark stands beside. */
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!isSmallSample(deals, smallSampleDeals)) return <>{children}</>;
  const text = t('contractsInTransit.smallSample', { count: deals });
  // The figure first, drawn after the mark: read in that order, and on the figure's baseline.
  return (
    <span className={`inline-flex flex-row-reverse items-center gap-1 ${className}`}>
      {children}
      <span className="group/sample relative inline-flex">
        <span
          role="img"
          aria-label={text}
          tabIndex={0}
          className="inline-flex rounded-sm text-amber-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
        </span>
        {/* Beside the mark, not above it: a table's scroll box would clip it at the top row. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-full z-20 mr-1 hidden -translate-y-1/2 rounded-md bg-ink-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-sm group-focus-within/sample:block group-hover/sample:block"
        >
          {text}
        </span>
      </span>
    </span>
  );
}

/** A line under a row of cards: what the comparison means. */
export function CardsNote({ note }: { note: string | null }) {
  return note ? (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
      <Info className="size-3.5 shrink-0" aria-hidden="true" />
      {note}
    </p>
  ) : null;
}

import { useTranslation } from 'react-i18next';

export function SkeletonBlock({
  className = '',
  rounded = 'rounded-xl',
}: {
  className?: string;
  /** Cards are rounder than rows. */
  rounded?: string;
}) {
  return <div aria-hidden="true" className={`bg-slate-200/70 ${rounded} ${className}`} />;
}

/** A dashboard's shape while its figures load: cards, three panels, a wide one. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-6 motion-safe:animate-pulse">
      <span className="sr-only">{t('common.loadingFigures')}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonBlock key={index} className="h-28" />
        ))}
        <SkeletonBlock className="col-span-2 h-28" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <SkeletonBlock className="h-72" />
        <SkeletonBlock className="h-72" />
        <SkeletonBlock className="h-72" />
      </div>
      <SkeletonBlock className="h-80" />
    </div>
  );
}

/** A card's body while its own figures load. */
export function PanelSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3 motion-safe:animate-pulse">
      <span className="sr-only">{t('common.loadingFigures')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} className="h-6" />
      ))}
    </div>
  );
}

/** A page's shape while it loads: a row of three cards (their height), then blocks. */
export function PageSkeleton({
  label,
  cards,
  blocks,
  className = 'space-y-4',
}: {
  /** What is loading, for screen readers. */
  label: string;
  cards?: string;
  /** Each block's height. */
  blocks: readonly string[];
  /** The spacing between blocks (and any padding). */
  className?: string;
}) {
  return (
    <div role="status" className={`motion-safe:animate-pulse ${className}`}>
      <span className="sr-only">{label}</span>
      {cards ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <SkeletonBlock key={key} className={cards} rounded="rounded-2xl" />
          ))}
        </div>
      ) : null}
      {blocks.map((height, index) => (
        <SkeletonBlock key={index} className={height} />
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-xl bg-slate-200/70 ${className}`} />;
}

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-6 motion-safe:animate-pulse">
      <span className="sr-only">{label ?? t('finance.states.loading')}</span>
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
      <span className="sr-only">{t('finance.states.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} className="h-6" />
      ))}
    </div>
  );
}

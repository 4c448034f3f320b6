import { useTranslation } from 'react-i18next';

export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-xl bg-slate-200/70 ${className}`} />;
}

/** A report's shape while its figures load. */
export function ReportSkeleton({ blocks = ['h-80', 'h-96'] }: { blocks?: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-6 motion-safe:animate-pulse">
      <span className="sr-only">{t('reports.states.loading')}</span>
      {blocks.map((height, index) => (
        <SkeletonBlock key={index} className={height} />
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** The grid's shape while the week loads. */
export function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 motion-safe:animate-pulse"
    >
      <span className="sr-only">{t('schedule.loading')}</span>
      {Array.from({ length: 6 }, (_, row) => (
        <div key={row} aria-hidden="true" className="grid grid-cols-[8rem_repeat(7,1fr)] gap-2">
          {Array.from({ length: 8 }, (_, col) => (
            <div key={col} className="h-12 rounded-lg bg-slate-200/70" />
          ))}
        </div>
      ))}
    </div>
  );
}

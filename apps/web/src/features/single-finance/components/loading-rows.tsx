import { useTranslation } from 'react-i18next';

export function LoadingRows({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3 motion-safe:animate-pulse">
      <span className="sr-only">{t('singleFinance.settings.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-10 rounded-lg bg-slate-200/70" />
      ))}
    </div>
  );
}

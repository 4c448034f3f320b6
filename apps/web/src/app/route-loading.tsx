import { useTranslation } from 'react-i18next';

/** SPEC.md §2 "Route guard loading messages". */
export function RouteLoading({ message }: { message: 'verifying' | 'completing' }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen items-center justify-center bg-slate-50"
    >
      <div className="flex items-center gap-3 text-slate-600">
        <span className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none" />
        <span>{t(`guard.${message}`)}</span>
      </div>
    </div>
  );
}

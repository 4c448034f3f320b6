import { CalendarX2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** Why a report did not load, in the reader's words. */
export function useLoadErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.status === 403) return t('reports.states.forbidden');
      if (error.status === 404) return t('reports.states.notFound');
      if (error.status === 0) return t('reports.states.network');
    }
    return t('reports.states.failed');
  };
}

/** New figures on their way while the old ones stay on screen. */
export function UpdatingStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 sm:ml-auto">
      <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      {t('reports.states.updating')}
    </p>
  );
}

/** A period without deals: said so, not drawn as a row of zeros. */
export function EmptyReport({ title, description }: { title: string; description: string }) {
  return (
    <section
      aria-live="polite"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <CalendarX2 className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>
    </section>
  );
}

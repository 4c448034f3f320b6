import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** Why a document did not load, in the reader's words. */
export function useDocumentErrorText() {
  const { t } = useTranslation();
  return (error: unknown, notFound: string): string => {
    if (error instanceof ApiError) {
      if (error.status === 403) return t('forms.states.forbidden');
      if (error.status === 404) return notFound;
      if (error.status === 0) return t('forms.states.network');
    }
    return t('forms.states.failed');
  };
}

/** A document's shape while it loads. */
export function DocumentSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mx-auto w-full max-w-5xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 motion-safe:animate-pulse sm:p-10"
    >
      <span className="sr-only">{t('forms.states.loading')}</span>
      <div aria-hidden="true" className="h-5 w-40 rounded bg-slate-200" />
      <div aria-hidden="true" className="h-8 w-72 max-w-full rounded bg-slate-200" />
      <div aria-hidden="true" className="h-px bg-slate-200" />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-4 rounded bg-slate-100" />
      ))}
    </div>
  );
}

/** Nothing to show yet: a deal to choose, a month without deals. */
export function DocumentEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section
      aria-live="polite"
      className="mx-auto flex w-full max-w-5xl flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <FileQuestion className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-ink-900">{title}</h2>
      {children ? <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div> : null}
    </section>
  );
}

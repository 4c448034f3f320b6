import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-logo';
import type { StartupError } from './start-app';
import { startupText as t } from './startup-text';

/** SPEC.md §2: the loading, failed and critical-error screens shown around the app. */
function StartupFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-5 py-10">
      {children}
    </main>
  );
}

function InstanceLabel({ instanceId }: { instanceId: string }) {
  return (
    <p className="font-mono text-xs text-slate-400">{t('startup.instance', { id: instanceId })}</p>
  );
}

function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-ink-800 focus-visible:outline-brand-600"
    >
      <RotateCw className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}

export function InitializingScreen({ instanceId }: { instanceId: string }) {
  return (
    <StartupFrame>
      <div role="status" aria-live="polite" className="flex flex-col items-center text-center">
        <BrandMark className="size-12" />
        <div className="mt-6 flex items-center gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none"
          />
          <p className="text-sm font-medium">{t('startup.initializing')}</p>
        </div>
        <div className="mt-3">
          <InstanceLabel instanceId={instanceId} />
        </div>
      </div>
    </StartupFrame>
  );
}

function AlertCard({
  title,
  children,
  action,
  instanceId,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
  instanceId?: string;
}) {
  return (
    <StartupFrame>
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex size-11 items-center justify-center rounded-full bg-red-50 ring-1 ring-red-100">
          <TriangleAlert className="size-5 text-red-600" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-lg font-semibold text-slate-900">{title}</h1>
        <div className="mt-2 text-sm text-slate-600">{children}</div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          {action}
          {instanceId ? <InstanceLabel instanceId={instanceId} /> : null}
        </div>
      </div>
    </StartupFrame>
  );
}

export function InitializationFailedScreen({
  errors,
  instanceId,
}: {
  errors: readonly StartupError[];
  instanceId: string;
}) {
  return (
    <AlertCard
      title={t('startup.failed.title')}
      instanceId={instanceId}
      action={<ReloadButton>{t('startup.failed.reload')}</ReloadButton>}
    >
      <p>{t('startup.failed.description')}</p>
      <ul className="mt-3 space-y-2">
        {errors.map((error, index) => (
          <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <span className="block font-medium text-slate-800">
              {t(`startup.steps.${error.step}`)}
            </span>
            <span className="mt-0.5 block font-mono text-xs break-words text-slate-500">
              {error.detail}
            </span>
          </li>
        ))}
      </ul>
    </AlertCard>
  );
}

export function CriticalErrorScreen() {
  return (
    <AlertCard
      title={t('startup.critical.title')}
      action={<ReloadButton>{t('startup.critical.reload')}</ReloadButton>}
    >
      <p>{t('startup.critical.description')}</p>
    </AlertCard>
  );
}

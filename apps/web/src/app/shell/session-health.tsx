import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session';

const DOT_CLASS = {
  healthy: 'bg-emerald-500',
  degraded: 'bg-amber-500',
  unhealthy: 'bg-red-500',
} as const;

/** SPEC.md §4 "session health", shown quietly: a dot, its label, and a tooltip. */
export function SessionHealth({ showLabel = true }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const { health } = useSession();
  const label = t(`shell.health.${health}`);
  const description = t(`shell.health.${health}Description`);
  return (
    <span
      title={description}
      className="inline-flex items-center gap-2 rounded-full px-2 py-1 text-xs font-medium text-slate-600"
    >
      <span className="relative flex size-2">
        {health === 'healthy' ? null : (
          <span
            aria-hidden="true"
            className={`absolute inline-flex size-full rounded-full opacity-60 motion-safe:animate-ping ${DOT_CLASS[health]}`}
          />
        )}
        <span
          aria-hidden="true"
          className={`relative inline-flex size-2 rounded-full ${DOT_CLASS[health]}`}
        />
      </span>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}

import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Buttons drawn on the bar's dark ground (the shared ones are for white). */
const barButton =
  'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50';
export const quietBarButton = `${barButton} px-3 text-white hover:bg-white/10`;
const saveBarButton = `${barButton} bg-white px-4 text-ink-900 shadow-sm hover:bg-slate-100`;

/**
 * Unsaved edits, held at the bottom of the screen until saved or dropped: how
 * many there are, what kept the last save from working, Discard and Save.
 */
export function SaveBar({
  label,
  status,
  problem,
  hint,
  saveLabel,
  saving,
  canSave = true,
  actions,
  className = '',
  onDiscard,
  onSave,
}: {
  /** The region's name. */
  label: string;
  /** How many edits wait, in words; read out as it changes. */
  status: string;
  /** What kept the last try from saving. */
  problem: string | null;
  /** A line under the status while there is no problem (wide screens only). */
  hint?: string;
  saveLabel: string;
  saving: boolean;
  canSave?: boolean;
  /** More buttons, before Discard (use `quietBarButton`). */
  actions?: ReactNode;
  className?: string;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={label}
      className={`sticky bottom-3 z-30 rounded-2xl bg-ink-900 px-4 py-3 text-white shadow-xl ring-1 ring-ink-900/10 sm:bottom-5 sm:px-5 print:hidden ${className}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold" aria-live="polite">
            {status}
          </p>
          {problem ? (
            <p role="alert" className="text-sm text-rose-200">
              {problem}
            </p>
          ) : hint ? (
            <p className="hidden text-xs text-slate-300 sm:block">{hint}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button type="button" onClick={onDiscard} disabled={saving} className={quietBarButton}>
            {t('common.discard')}
          </button>
          <button
            type="button"
            onClick={onSave}
            disabled={saving || !canSave}
            className={`${saveBarButton} ml-auto sm:ml-0`}
          >
            {saving ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {saving ? t('common.saving') : saveLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

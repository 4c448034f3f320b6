import { Loader2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Buttons drawn on the bar's dark ground (the shared ones are for white). */
const barButton =
  'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50';
const quietBarButton = `${barButton} px-3 text-white hover:bg-white/10`;
const saveBarButton = `${barButton} bg-white px-4 text-ink-900 shadow-sm hover:bg-slate-100`;

/** Unsaved edits, held at the bottom of the screen until saved or dropped. */
export function SaveBar({
  count,
  canUndo,
  saving,
  failed,
  onUndo,
  onDiscard,
  onSave,
}: {
  count: number;
  canUndo: boolean;
  saving: boolean;
  failed: boolean;
  onUndo: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('schedule.save.region')}
      className="sticky bottom-3 z-30 mt-4 rounded-2xl bg-ink-900 px-4 py-3 text-white shadow-xl ring-1 ring-ink-900/10 sm:bottom-5 sm:px-5 print:hidden"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold" aria-live="polite">
            {t('schedule.save.count', { count })}
          </p>
          {failed ? (
            <p role="alert" className="text-sm text-rose-200">
              {t('schedule.save.error')}
            </p>
          ) : (
            <p className="hidden text-xs text-slate-300 sm:block">{t('schedule.save.hint')}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={onUndo}
            disabled={!canUndo || saving}
            aria-keyshortcuts="Control+Z"
            className={quietBarButton}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {t('schedule.save.undo')}
          </button>
          <button type="button" onClick={onDiscard} disabled={saving} className={quietBarButton}>
            {t('schedule.save.discard')}
          </button>
          <button
            type="button"
            onClick={onSave}
            disabled={saving || count === 0}
            className={`${saveBarButton} ml-auto sm:ml-0`}
          >
            {saving ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {saving ? t('schedule.save.saving') : t('schedule.save.save')}
          </button>
        </div>
      </div>
    </div>
  );
}

import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Buttons drawn on the bar's dark ground (the shared ones are for white). */
const barButton =
  'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50';
const quietBarButton = `${barButton} px-3 text-white hover:bg-white/10`;
const saveBarButton = `${barButton} bg-white px-4 text-ink-900 shadow-sm hover:bg-slate-100`;

/** Edited targets, held at the bottom of the screen until saved or dropped. */
export function SaveBar({
  count,
  saving,
  problem,
  onDiscard,
  onSave,
}: {
  count: number;
  saving: boolean;
  /** What kept the last try from saving. */
  problem: 'invalid' | 'failed' | null;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('goals.save.region')}
      className="sticky bottom-3 z-30 rounded-2xl bg-ink-900 px-4 py-3 text-white shadow-xl sm:bottom-5 sm:px-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold" aria-live="polite">
            {t('goals.save.count', { count })}
          </p>
          {problem ? (
            <p role="alert" className="text-sm text-rose-200">
              {t(`goals.save.${problem}`)}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <button type="button" onClick={onDiscard} disabled={saving} className={quietBarButton}>
            {t('goals.save.discard')}
          </button>
          <button
            type="button"
            onClick={onSave}
            disabled={saving}
            className={`${saveBarButton} ml-auto sm:ml-0`}
          >
            {saving ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {saving ? t('goals.save.saving') : t('goals.save.save')}
          </button>
        </div>
      </div>
    </div>
  );
}

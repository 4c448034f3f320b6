import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences, useUpdatePreferences } from '@/lib/preferences';
import { LoadError } from '@/components/ui/load-error';
import { SettingsSection } from './settings-section';

/** Hide amounts on screen: kept on the server, so it follows the manager to any device. */
export function PrivacySection() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const labelId = useId();
  const descriptionId = useId();
  const on = preferences.data?.hideAmounts ?? false;

  return (
    <SettingsSection
      icon={EyeOff}
      title={t('singleFinance.privacy.title')}
      description={t('singleFinance.privacy.description')}
    >
      {preferences.isError ? (
        <LoadError
          message={t('singleFinance.privacy.loadError')}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      ) : (
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p id={labelId} className="text-sm font-medium text-slate-900">
              {t('singleFinance.privacy.label')}
            </p>
            <p id={descriptionId} className="text-sm text-slate-500">
              {on ? t('singleFinance.privacy.on') : t('singleFinance.privacy.off')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            disabled={!preferences.data || update.isPending}
            onClick={() => update.mutate({ hideAmounts: !on })}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
              on ? 'bg-brand-600' : 'bg-slate-300'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                on ? 'translate-x-6' : 'translate-x-1'
              }`}
            />
          </button>
        </div>
      )}
      {update.isError ? (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {t('singleFinance.settings.saveError')}
        </p>
      ) : null}
    </SettingsSection>
  );
}

import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences, useUpdatePreferences } from '@/lib/preferences';
import { iconButton, iconButtonOn } from './button-styles';

/** The eye: hides every amount on screen (a customer may be sitting across the desk). */
export function PrivacyToggle() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const hidden = preferences.data?.hideAmounts ?? false;
  const label = hidden ? t('common.privacy.show') : t('common.privacy.hide');
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={hidden}
        aria-label={t('common.privacy.label')}
        title={label}
        disabled={!preferences.data || update.isPending}
        onClick={() => update.mutate({ hideAmounts: !hidden })}
        className={hidden ? iconButtonOn : iconButton}
      >
        {hidden ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
      {update.isError ? (
        <span role="alert" className="text-xs text-rose-700">
          {t('common.privacy.error')}
        </span>
      ) : null}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/ui/language-select';
import { useUpdatePreferences } from '@/lib/preferences';

/**
 * The user menu's language: applied at once and saved on the person's account,
 * so their next sign-in on any browser, and their e-mails, use it (ADR 022).
 */
export function AccountLanguageSelect() {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  return (
    <div className="px-3 py-1">
      <LanguageSelect onChosen={(language) => update.mutate({ language })} />
      {update.isError ? (
        <p role="alert" className="mt-1 text-xs text-rose-200">
          {t('languagePreference.saveError')}
        </p>
      ) : null}
    </div>
  );
}

import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@das/shared/languages';
import { CheckCircle2, Languages } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n';
import { useUpdatePreferences } from '@/lib/preferences';
import { fieldControl } from '@/components/ui/button-styles';
import { SettingsSection } from './settings-section';

/** The interface language: applied at once, remembered here and on the server. */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const update = useUpdatePreferences();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const current =
    LANGUAGES.find((language) => language.code === i18n.language)?.code ?? DEFAULT_LANGUAGE;

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value as LanguageCode;
    setSaved(false);
    chooseLanguage(code);
    update.mutate({ language: code }, { onSuccess: () => setSaved(true) });
  }

  return (
    <SettingsSection
      icon={Languages}
      title={t('singleFinance.language.title')}
      description={t('singleFinance.language.description')}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('singleFinance.language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={onChange}
        className={`${fieldControl} mt-1 sm:max-w-xs`}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
      {saved ? (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('singleFinance.language.saved')}
        </p>
      ) : null}
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {t('singleFinance.language.saveError')}
        </p>
      ) : null}
    </SettingsSection>
  );
}

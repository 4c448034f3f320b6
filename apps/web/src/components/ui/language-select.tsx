import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@das/shared/languages';
import { ChevronDown, Globe } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n';

/**
 * Labelled native select of the ten interface languages, by native name;
 * `onChosen` also hears the choice (the user menu saves it on the account).
 */
export function LanguageSelect({
  className = '',
  onChosen,
}: {
  className?: string;
  onChosen?: (code: LanguageCode) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current =
    LANGUAGES.find((language) => language.code === i18n.language)?.code ?? DEFAULT_LANGUAGE;

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value as LanguageCode;
    chooseLanguage(code);
    onChosen?.(code);
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <div className="relative">
        <Globe
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-300"
          aria-hidden="true"
        />
        <select
          id={id}
          value={current}
          onChange={onChange}
          className="w-full cursor-pointer appearance-none rounded-lg bg-white/5 py-2 pr-9 pl-9 text-base font-medium text-slate-100 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 sm:text-sm"
        >
          {LANGUAGES.map((language) => (
            <option
              key={language.code}
              value={language.code}
              lang={language.locale}
              className="bg-white text-slate-900"
            >
              {language.name}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-300"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

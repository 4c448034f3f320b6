import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  type PRELOADED_LANGUAGES,
} from '@das/shared/languages';
import en from '../../public/translations/en.json';
import es from '../../public/translations/es.json';
import fr from '../../public/translations/fr.json';

/** SPEC.md §1: these ship inside the bundle; the others load from /translations on demand. */
const BUNDLED = { en, es, fr } satisfies Record<(typeof PRELOADED_LANGUAGES)[number], object>;

const SUPPORTED = new Set<string>(LANGUAGES.map((language) => language.code));
// Browsers say "el" for Greek; our file is gr.json (DECISIONS.md "Languages").
const BROWSER_ALIASES: Record<string, LanguageCode> = { el: 'gr' };

function toSupported(tag: string | null | undefined): LanguageCode | undefined {
  const base = tag?.toLowerCase().split('-')[0];
  if (!base) return undefined;
  const code = BROWSER_ALIASES[base] ?? base;
  return SUPPORTED.has(code) ? (code as LanguageCode) : undefined;
}

/** The saved choice, else the browser's first supported language, else English. */
export function detectLanguage(): LanguageCode {
  const saved = toSupported(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  if (saved) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const supported = toSupported(tag);
    if (supported) return supported;
  }
  return DEFAULT_LANGUAGE;
}

/** Applies a language now and remembers it for the next visit. */
export function chooseLanguage(code: LanguageCode): void {
  void i18n.changeLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still applies to this visit.
  }
}

/** Screen readers and the browser's own formatting follow the chosen language. */
function setDocumentLanguage(code: string): void {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  document.documentElement.lang = language?.locale ?? code;
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', setDocumentLanguage);
  // A language file that cannot be fetched leaves the whole interface in English,
  // dates and money included, rather than a mix of English words and foreign formats.
  i18n.on('failedLoading', (language) => {
    if (language !== DEFAULT_LANGUAGE) void i18n.changeLanguage(DEFAULT_LANGUAGE);
  });
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      resources: Object.fromEntries(
        Object.entries(BUNDLED).map(([code, translation]) => [code, { translation }]),
      ),
      partialBundledLanguages: true,
      backend: { loadPath: '/translations/{{lng}}.json' },
      // Two quick retries, then English: start-up waits for the language file.
      maxRetries: 2,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

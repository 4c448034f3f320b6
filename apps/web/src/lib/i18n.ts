import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  PRELOADED_LANGUAGES,
  type LanguageCode,
} from '@das/shared/languages';
// Named imports of a JSON file keep only those sections in the bundle (issue 11):
// the English the first page and the app's frame need. Every other text, and every
// other language, is fetched from /translations/{lang}.json (docs/decisions/018).
import {
  common,
  cookies,
  demo,
  errors,
  goalStatus,
  guard,
  landing,
  pricing,
  publicSite,
  roles,
  shell,
  startup,
  update,
} from '../../public/translations/en.json';

const FIRST_PAGE_ENGLISH = {
  common,
  cookies,
  demo,
  errors,
  goalStatus,
  guard,
  landing,
  pricing,
  publicSite,
  roles,
  shell,
  startup,
  update,
};

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

const translationsUrl = (code: string) => `/translations/${code}.json`;

async function fetchTranslations(code: string): Promise<object> {
  const response = await fetch(translationsUrl(code));
  if (!response.ok) throw new Error(`${translationsUrl(code)} answered ${response.status}`);
  return (await response.json()) as object;
}

/** One language file per language (DECISIONS.md "Languages"); i18next retries a failure twice. */
const translationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetchTranslations(language).then(
      (data) => callback(null, data as never),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), true),
    );
  },
};

// The router starts loading the first route's code at import, before start-up
// has initialised i18next; pages wait for it here.
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

let allTextsWanted = false;
let restOfEnglish: Promise<void> | undefined;

async function fetchRestOfEnglish(): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const texts = await fetchTranslations(DEFAULT_LANGUAGE);
      // Deep, without overwriting: the bundled sections stay as they are.
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false);
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

function loadRestOfEnglish(): Promise<void> {
  restOfEnglish ??= fetchRestOfEnglish().catch(() => {
    // The page shows with the sections it has; the next page tries again.
    restOfEnglish = undefined;
  });
  return restOfEnglish;
}

/**
 * Every page but the first one awaits this beside its code: English beyond the
 * bundled sections. Other languages arrive whole from their file at start-up.
 */
export async function loadAllTexts(): Promise<void> {
  allTextsWanted = true;
  await initialised;
  // A language whose file failed is on its way to English (see failedLoading below).
  const own = i18n.hasResourceBundle(i18n.language, 'translation');
  if (i18n.language === DEFAULT_LANGUAGE || !own) await loadRestOfEnglish();
}

async function switchLanguage(code: LanguageCode): Promise<void> {
  if (code === DEFAULT_LANGUAGE && allTextsWanted) await loadRestOfEnglish();
  await i18n.changeLanguage(code);
}

/**
 * SPEC.md §1 "en, es and fr are preloaded": fetched once the first page is up and
 * the browser is idle, so switching to them is instant without weighing on the
 * first paint.
 */
function preloadLanguagesWhenIdle(): void {
  const preload = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(
      () =>
        void i18n.loadLanguages(PRELOADED_LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)),
    );
  };
  if (document.readyState === 'complete') preload();
  else window.addEventListener('load', preload, { once: true });
}

/** The language the interface is showing, one of the ten. */
export function currentLanguage(): LanguageCode {
  return toSupported(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Applies a language now and remembers it for the next visit. */
export function chooseLanguage(code: LanguageCode): void {
  void switchLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still applies to this visit.
  }
}

/**
 * A signed-in person's saved language (ADR 022), applied once the translations
 * are up: the session can come back before they are.
 */
export async function adoptSavedLanguage(code: LanguageCode): Promise<void> {
  await initialised;
  if (i18n.language !== code) chooseLanguage(code);
}

/** Screen readers and the browser's own formatting follow the chosen language. */
function setDocumentLanguage(code: string): void {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  document.documentElement.lang = language?.locale ?? code;
}

const BUNDLED_ENGLISH = {
  resources: { [DEFAULT_LANGUAGE]: { translation: FIRST_PAGE_ENGLISH } },
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/**
 * Build time: the landing page is prerendered in English with the same texts
 * (app/light-landing/prerender.tsx, docs/decisions/018).
 */
export async function initEnglishForPrerender(): Promise<void> {
  await i18n.use(initReactI18next).init({ lng: DEFAULT_LANGUAGE, ...BUNDLED_ENGLISH });
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', setDocumentLanguage);
  // A language file that cannot be fetched leaves the whole interface in English,
  // dates and money included, rather than a mix of English words and foreign formats.
  i18n.on('failedLoading', (language) => {
    if (language !== DEFAULT_LANGUAGE) void switchLanguage(DEFAULT_LANGUAGE);
  });
  await i18n
    .use(translationsBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      ...BUNDLED_ENGLISH,
      partialBundledLanguages: true,
      // Two quick retries, then English: start-up waits for the language file.
      maxRetries: 2,
    });
  markInitialised();
  preloadLanguagesWhenIdle();
  return i18n;
}

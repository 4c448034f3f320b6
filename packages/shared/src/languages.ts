/** The ten interface languages (SPEC.md §1); `gr` is Greek (DECISIONS.md "Languages"). */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'es', name: 'Español', locale: 'es-ES' },
  { code: 'fr', name: 'Français', locale: 'fr-FR' },
  { code: 'de', name: 'Deutsch', locale: 'de-DE' },
  { code: 'cs', name: 'Čeština', locale: 'cs-CZ' },
  { code: 'it', name: 'Italiano', locale: 'it-IT' },
  { code: 'pl', name: 'Polski', locale: 'pl-PL' },
  { code: 'pt', name: 'Português', locale: 'pt-PT' },
  { code: 'nl', name: 'Nederlands', locale: 'nl-NL' },
  { code: 'gr', name: 'Ελληνικά', locale: 'el-GR' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The codes alone, as a schema's enum: a saved language is one of these or none. */
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  LanguageCode,
  ...LanguageCode[],
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * SPEC.md §1's preloaded languages: the web fetches them while idle after the first
 * page; English's first-page sections are bundled (docs/decisions/018).
 */
export const PRELOADED_LANGUAGES = ['en', 'es', 'fr'] as const satisfies readonly LanguageCode[];

export const LANGUAGE_STORAGE_KEY = 'app-language';

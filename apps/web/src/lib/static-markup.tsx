import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readLanguage } from './translation-files';

/**
 * For unit tests (node, no DOM): a component's HTML in English, as a page would
 * draw it. A test that draws amounts mocks `@/lib/preferences`, which would ask
 * a signed-in session for them.
 */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: readLanguage('en') } },
  interpolation: { escapeValue: false },
});

export function staticMarkup(element: ReactElement): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** A table row's markup, found by the name it shows. */
export function rowOf(markup: string, name: string): string {
  const row = markup.split('<tr').find((part) => part.includes(`>${name}<`));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

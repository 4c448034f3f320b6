import { PRODUCT_NAME } from '@das/shared/constants';
import i18n from 'i18next';
// Only the startup section: the rest of the file stays out of the bundle (issue 11).
import { startup } from '../../../public/translations/en.json';

/**
 * Text for the start-up screens. They show before translations are ready, or
 * when loading them failed, so they fall back to the bundled English file
 * instead of depending on i18next being initialised.
 */
type Values = Record<string, string | number>;

function bundledEnglish(key: string): string | undefined {
  const value = key.split('.').reduce<unknown>(
    (node, part) => {
      return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    },
    { startup },
  );
  return typeof value === 'string' ? value : undefined;
}

function interpolate(text: string, values: Values): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function startupText(key: string, values: Values = {}): string {
  const withProduct = { product: PRODUCT_NAME, ...values };
  if (i18n.isInitialized && i18n.exists(key)) return i18n.t(key, withProduct);
  return interpolate(bundledEnglish(key) ?? key, withProduct);
}

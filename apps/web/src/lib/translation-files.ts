import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reading the translation files from tests (Node only; the app fetches them). */
export const TRANSLATIONS_DIR = new URL('../../public/translations/', import.meta.url).pathname;
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export type Tree = { [key: string]: string | Tree };

export function readLanguage(code: string): Tree {
  return JSON.parse(readFileSync(join(TRANSLATIONS_DIR, `${code}.json`), 'utf8')) as Tree;
}

/** Every string of a translation file by its dotted key. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** The English a translated key renders: its own key, or English's _other for plural forms English lacks (_few, _many). */
export function englishSource(english: Map<string, string>, key: string): string | undefined {
  return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
}

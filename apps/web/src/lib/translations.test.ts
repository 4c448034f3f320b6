import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@das/shared/languages';
import {
  englishSource,
  flatten,
  PLURAL_SUFFIX,
  readLanguage,
  TRANSLATIONS_DIR,
} from './translation-files';

const SOURCE_DIR = new URL('..', import.meta.url).pathname;

/**
 * The keys a language must have: English's, with each plural group spelt in the
 * plural forms that language's grammar uses (Polish needs _few and _many, German
 * only _one and _other), which is how i18next looks them up.
 */
function expectedKeys(english: Map<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return keys;
}

/** The parts of a string that code fills in or turns into markup. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?[a-z][\w-]*>/g)].map((m) => m[0]).sort();
}

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = flatten(readLanguage('en'));

describe('translation files', () => {
  it('names each section once (JSON keeps only the last of two, losing the first)', () => {
    for (const language of LANGUAGES) {
      const text = readFileSync(join(TRANSLATIONS_DIR, `${language.code}.json`), 'utf8');
      const sections = [...text.matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1]);
      expect(
        sections.filter((name, index) => sections.indexOf(name) !== index),
        language.code,
      ).toEqual([]);
    }
  });

  it('has one file for each of the ten languages and no other', () => {
    const files = readdirSync(TRANSLATIONS_DIR).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((language) => `${language.code}.json`).sort());
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en'))(
    '$name has exactly the keys English has',
    ({ code, locale }) => {
      const translated = flatten(readLanguage(code));
      const expected = expectedKeys(english, locale);
      const missing = [...expected].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !expected.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LANGUAGES.filter((language) => language.code !== 'en'))(
    '$name keeps every placeholder and tag and leaves nothing empty',
    ({ code }) => {
      const broken: string[] = [];
      for (const [key, text] of flatten(readLanguage(code))) {
        const source = englishSource(english, key);
        if (source === undefined) continue;
        if (text.trim() === '' || tokens(text).join() !== tokens(source).join()) broken.push(key);
      }
      expect(broken).toEqual([]);
    },
  );
});

describe('strings on screen', () => {
  function lookup(key: string): unknown {
    return english.get(key);
  }

  it('every literal key the code asks for exists in en.json', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SOURCE_DIR, /\.tsx?$/)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        const key = match[1] ?? '';
        // i18next plural forms live under key_one / key_other.
        const found = [key, `${key}_one`, `${key}_other`].some(
          (k) => typeof lookup(k) === 'string',
        );
        if (!found) missing.push(`${file.slice(SOURCE_DIR.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // It parses every component of the app: seconds on a busy machine, past the 5-second default.
  it('no component writes words into the page except through i18n', () => {
    // Text between tags, {'literal'} children and the attributes people read or hear.
    const spoken = new Set([
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'alt',
      'label',
      'placeholder',
      'title',
    ]);
    const words = /\p{L}{2,}/u;
    const literals: string[] = [];
    for (const file of sourceFiles(SOURCE_DIR, /\.tsx$/)) {
      const source = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      );
      const where = (node: ts.Node) =>
        `${file.slice(SOURCE_DIR.length)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const visit = (node: ts.Node): void => {
        if (ts.isJsxText(node) && words.test(node.text))
          literals.push(`${where(node)} ${node.text.trim()}`);
        if (
          ts.isJsxAttribute(node) &&
          spoken.has(node.name.getText()) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer) &&
          words.test(node.initializer.text)
        ) {
          literals.push(`${where(node)} ${node.getText()}`);
        }
        if (
          ts.isJsxExpression(node) &&
          !ts.isJsxAttribute(node.parent) &&
          node.expression &&
          (ts.isStringLiteral(node.expression) ||
            ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
          words.test(node.expression.text)
        ) {
          literals.push(`${where(node)} ${node.getText()}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(literals).toEqual([]);
  }, 60_000);
});

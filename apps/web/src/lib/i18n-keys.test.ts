import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../public/translations/en.json';

const SOURCE_DIR = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, en);
}

describe('translation keys', () => {
  it('every literal key the code asks for exists in en.json', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SOURCE_DIR)) {
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
});

import { describe, expect, it } from 'vitest';
import { GLOSSARIES, glossaryProblems } from '@das/shared/glossary';
import { englishSource, flatten, readLanguage } from './translation-files';

const english = flatten(readLanguage('en'));

describe('the glossary in the translation files', () => {
  it.each(Object.entries(GLOSSARIES))(
    '%s names each concept with its own term',
    (code, glossary) => {
      const problems: string[] = [];
      for (const [key, text] of flatten(readLanguage(code))) {
        const source = englishSource(english, key);
        if (source === undefined) continue;
        for (const problem of glossaryProblems(glossary, source, text))
          problems.push(`${key} ${problem}: ${text}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { GLOSSARIES, glossaryProblems } from '@das/shared/glossary';
import { EMAIL_TEXTS } from './email-texts';

/**
 * Every text of a language's e-mails by its path, functions filled with the same
 * stand-ins in every language so each lines up with its English source.
 */
function textsOf(node: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (key: string, value: unknown) => {
    for (const [k, v] of textsOf(value, key)) texts.set(k, v);
  };
  if (typeof node === 'string') texts.set(path, node);
  else if (typeof node === 'function')
    add(path, (node as (...args: string[]) => unknown)(...Array<string>(node.length).fill('X')));
  else if (Array.isArray(node)) node.forEach((item, index) => add(`${path}[${index}]`, item));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) add(path ? `${path}.${key}` : key, value);
  return texts;
}

describe('the e-mail texts', () => {
  const english = textsOf(EMAIL_TEXTS.en);

  it.each(Object.entries(GLOSSARIES))('%s follow the glossary', (code, glossary) => {
    const texts = textsOf(EMAIL_TEXTS[code as keyof typeof GLOSSARIES]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    const problems = [...texts].flatMap(([key, text]) =>
      glossaryProblems(glossary, english.get(key) ?? '', text).map((p) => `${key} ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

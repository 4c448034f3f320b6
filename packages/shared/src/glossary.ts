import type { LanguageCode } from './languages';
import english from './glossary/en.json';
import cs from './glossary/cs.json';
import de from './glossary/de.json';
import es from './glossary/es.json';
import fr from './glossary/fr.json';
import gr from './glossary/gr.json';
import it from './glossary/it.json';
import nl from './glossary/nl.json';
import pl from './glossary/pl.json';
import pt from './glossary/pt.json';

/**
 * The product's words in each language (issue 16): glossary/en.json names each
 * concept and the English forms that mention it; glossary/<code>.json gives the
 * forms a translation must use for it and the ones it must not (a deal is never
 * called a sale, and the other way round). README.md in that folder explains the
 * form syntax and the choices.
 */
export type Concept = keyof typeof english;

export interface Terms {
  /** At least one of these where the English names the concept. */
  use: string[];
  /** None of these there: the word of the concept it must not be confused with. */
  avoid?: string[];
  /** Set phrases that contain an avoided form in another sense ("punto de venta", a location). */
  allow?: string[];
  note?: string;
}

export type Glossary = Record<Concept, Terms>;

interface EnglishEntry {
  forms: string[];
  /** English phrases where the word means something else ("sales tax"). */
  except?: string[];
}

export const ENGLISH: Record<Concept, EnglishEntry> = english;

export const GLOSSARIES: Record<Exclude<LanguageCode, 'en'>, Glossary> = {
  cs,
  de,
  es,
  fr,
  gr,
  it,
  nl,
  pl,
  pt,
};

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form is matched whole-word and case-insensitively; `*` stands for any letters,
 * so "συναλλαγ*" takes every case ending and "*verkauf*" every German compound.
 */
export function formPattern(form: string): RegExp {
  const body = form.split('*').map(escape).join('\\p{L}*');
  const start = form.startsWith('*') ? '' : '(?<![\\p{L}\\p{N}])';
  const end = form.endsWith('*') ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`${start}${body}${end}`, 'iu');
}

const mentions = (text: string, forms: readonly string[]) =>
  forms.some((form) => formPattern(form).test(text));

const without = (text: string, phrases: readonly string[] = []) =>
  phrases.reduce(
    (rest, phrase) => rest.replace(new RegExp(formPattern(phrase).source, 'giu'), ' '),
    text,
  );

/**
 * What is wrong with one translated string: for every concept its English source
 * mentions, a missing required form or a forbidden one. A forbidden form is let
 * through when another concept of the same English string requires it ("the sales
 * manager of this deal" names both).
 */
export function glossaryProblems(glossary: Glossary, source: string, translated: string): string[] {
  const concepts = (Object.keys(ENGLISH) as Concept[]).filter((concept) =>
    mentions(without(source, ENGLISH[concept].except), ENGLISH[concept].forms),
  );
  const required = new Set(concepts.flatMap((concept) => glossary[concept].use));
  const problems: string[] = [];
  for (const concept of concepts) {
    const { use, avoid = [], allow } = glossary[concept];
    if (!mentions(translated, use)) problems.push(`${concept}: lacks ${use.join(' | ')}`);
    const rest = without(translated, allow);
    const wrong = avoid.filter((form) => !required.has(form) && formPattern(form).test(rest));
    if (wrong.length > 0) problems.push(`${concept}: uses ${wrong.join(' | ')}`);
  }
  return problems;
}

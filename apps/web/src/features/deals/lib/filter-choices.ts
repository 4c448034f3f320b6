/**
 * Type-to-filter for the searchable choices (lenders, makes, staff): matches
 * anywhere in the label, case- and accent-insensitively, with the labels that
 * start with what was typed first and the list's own order kept otherwise.
 */
export interface Choice {
  value: string;
  label: string;
  /** A second line, such as a person's role. */
  detail?: string;
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function filterChoices(choices: readonly Choice[], query: string): Choice[] {
  const needle = normalizeText(query);
  if (needle === '') return [...choices];
  const starts: Choice[] = [];
  const wordStarts: Choice[] = [];
  const contains: Choice[] = [];
  for (const choice of choices) {
    const label = normalizeText(choice.label);
    const at = label.indexOf(needle);
    if (at === 0) starts.push(choice);
    else if (at > 0 && /[\s\-&/(]/.test(label[at - 1] ?? '')) wordStarts.push(choice);
    else if (at > 0) contains.push(choice);
  }
  return [...starts, ...wordStarts, ...contains];
}

/** The choice whose label is exactly what was typed (ignoring case and spacing). */
export function exactChoice(choices: readonly Choice[], text: string): Choice | undefined {
  const needle = normalizeText(text);
  return needle === ''
    ? undefined
    : choices.find((choice) => normalizeText(choice.label) === needle);
}

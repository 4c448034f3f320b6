/**
 * What text a field can hold (ADR 016). Text is stored as the user typed it and
 * escaped where it is shown, so markup is only text; what is refused is what no
 * one types and PostgreSQL or a screen cannot take: control characters (NUL
 * among them), halves of a surrogate pair, and the invisible bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which a
 * right-to-left override shows "Smith" where "htimS" is stored and a name or a
 * file name reads as something it is not (ADR 015). Tabs and line breaks belong
 * only in fields of several lines, such as a deal's notes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_TAB_AND_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAB_OR_LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text any field could hold: no control character but tab and line breaks, no
 * bidirectional control, no lone surrogate.
 */
export function isStorableText(value: string): boolean {
  return (
    !CONTROL_EXCEPT_TAB_AND_LINE_BREAKS.test(value) &&
    !BIDI_CONTROL.test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/** One line as typed: a name, a stock number, a city. */
export function isOneLineText(value: string): boolean {
  return isStorableText(value) && !TAB_OR_LINE_BREAK.test(value);
}

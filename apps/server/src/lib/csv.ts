/**
 * RFC 4180 CSV. A cell that starts like a formula is prefixed with an apostrophe,
 * so a spreadsheet never runs what a customer's name might contain.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines, each ending in CRLF: a streamed export writes them page by page. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(cell).join(',') + '\r\n').join('');
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvLines([header, ...rows]);
}

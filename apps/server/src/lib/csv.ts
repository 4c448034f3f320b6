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

/**
 * RFC 4180 records: quoted fields may hold the separator, doubled quotes and
 * line breaks; CRLF, LF and CR all end a record. Null when a quote is left open.
 */
export function readCsvRecords(
  text: string,
  separator: string,
): { cells: string[]; line: number }[] | null {
  const out: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    out.push({ cells, line: start });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== '' || cells.length > 0) endRecord();
  return out;
}

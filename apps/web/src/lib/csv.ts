import { roundMoney } from '@das/shared/money';
/**
 * Client-side CSV of any table (RFC 4180): fields quoted when they hold a
 * comma, quote or line break, rows ended by CRLF. Text that a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return in front) gets an
 * apostrophe in front, so an exported customer name can never become a formula.
 * Numbers stay numbers, so the sheet can add them up.
 */
export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = readonly CsvCell[];

/** Excel reads UTF-8 only when the file starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // Money to the cent, without the float noise of sums (0.1 + 0.2).
    return String(roundMoney(value));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly CsvRow[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A file name of plain letters, digits and dashes: `sales-report-2026-05.csv`. */
export function csvFileName(...parts: readonly (string | number | null | undefined)[]): string {
  const stem = parts
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${stem || 'export'}.csv`;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled and the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands the table to the browser as a download. */
export function downloadCsv(fileName: string, rows: readonly CsvRow[]): void {
  saveFile(new Blob([UTF8_BOM, toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

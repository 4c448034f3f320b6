import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import type { Cell } from '@das/shared/deal-import';
import { readChargebackLine, type RecordChargebackLine } from '@das/shared/my-record';
import { DEAL_IMPORT_LIMITS } from '@das/shared/schemas/deal-import';
import { fieldIssue } from '@das/shared/validation';
import { AppError, validationError } from '../../lib/app-error';
import { readCsvRecords } from '../../lib/csv';

/**
 * An uploaded deal log as a header and rows of cells (ADR 032): a CSV (UTF-8,
 * with or without a BOM, commas or semicolons), an Excel workbook (.xlsx, its
 * first sheet) or a person's DAS Board record (its `deals.csv`, ADR 033). The
 * kind is told by the bytes, not the name: a workbook and a record are ZIPs, and
 * only a workbook holds `[Content_Types].xml`. Anything else (an old .xls, a
 * PDF, a picture) is 415.
 */
export interface DealFile {
  headers: string[];
  /** `row` is the spreadsheet's row number: the header is row 1. */
  rows: { row: number; cells: Cell[] }[];
  /** A record's chargebacks (ADR 033), written on its deals as they land. */
  chargebacks: RecordChargebackLine[];
}

export const ACCEPTED_FILES = [
  'text/csv (.csv)',
  'Excel workbook (.xlsx)',
  'DAS Board record (.zip)',
];

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV file (.csv) or an Excel workbook (.xlsx)', {
    accepted: ACCEPTED_FILES,
  });

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
/** The old binary Excel format (and other OLE files). */
const isOle = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

function limitRows(file: DealFile): DealFile {
  if (file.rows.length === 0) throw validationError([fieldIssue('file', 'required')]);
  if (file.rows.length > DEAL_IMPORT_LIMITS.maxRows) {
    throw validationError([
      fieldIssue('file', 'too_many_items', { maximum: DEAL_IMPORT_LIMITS.maxRows }),
    ]);
  }
  return { ...file, headers: file.headers.slice(0, DEAL_IMPORT_LIMITS.maxColumns) };
}

/** A cell as written before an export's guard (`lib/csv.ts`) put an apostrophe before a formula. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const RECORD_ENTRIES = ['deals.csv', 'chargebacks.csv', '[Content_Types].xml'];

/**
 * A DAS Board record's deals and chargebacks, or null for any other ZIP (a
 * workbook holds `[Content_Types].xml`).
 */
function readRecord(bytes: Uint8Array): DealFile | null {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (entry) => RECORD_ENTRIES.includes(entry.name) });
  } catch {
    return null;
  }
  const deals = entries['deals.csv'];
  if (entries['[Content_Types].xml'] || !deals) return null;
  const chargebacks = entries['chargebacks.csv'];
  return { ...readCsv(deals), chargebacks: chargebacks ? readChargebacks(chargebacks) : [] };
}

/** A record's `chargebacks.csv`: a line the export would not write makes the file unreadable. */
function readChargebacks(bytes: Uint8Array): RecordChargebackLine[] {
  const [header, ...lines] =
    readCsvRecords(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), ',')?.filter((record) =>
      record.cells.some((cell) => cell.trim() !== ''),
    ) ?? [];
  const names = (header?.cells ?? []).map((cell) => cell.trim());
  const read = lines.map((line) => readChargebackLine(names, line.cells.map(unguarded)));
  if (read.some((line) => line === null)) {
    throw validationError([fieldIssue('file', 'invalid_format', { format: 'csv' })]);
  }
  return read as RecordChargebackLine[];
}

function readCsv(bytes: Uint8Array): DealFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported();
  }
  // A NUL is never in a text file: this is some other binary.
  if (text.includes('\u0000')) throw unsupported();
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r\n|\r|\n/, 1)[0] ?? '';
  // Spreadsheets set to a decimal comma save with semicolons.
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records = readCsvRecords(body, separator);
  if (records === null) {
    throw validationError([fieldIssue('file', 'invalid_format', { format: 'csv' })]);
  }
  const filled = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = filled;
  return limitRows({
    headers: (header?.cells ?? []).map((cell) => cell.trim()),
    rows: rows.map(({ cells, line }) => ({ row: line, cells: cells.map(unguarded) })),
    chargebacks: [],
  });
}

/** A workbook cell's value as text, number or date: formulas by their result, rich text as text. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return null;
  return null;
}

async function readWorkbook(bytes: Uint8Array): Promise<DealFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    // A ZIP that is not a workbook (or a damaged one).
    throw validationError([fieldIssue('file', 'invalid_format', { format: 'xlsx' })]);
  }
  const sheet = workbook.worksheets[0];
  const rows: { row: number; cells: Cell[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    // ExcelJS numbers columns from 1: index 0 is always empty.
    const cells = values.slice(1).map(cellOf);
    if (cells.some((cell) => cell !== null && String(cell).trim() !== '')) {
      rows.push({ row: number, cells });
    }
  });
  const [header, ...data] = rows;
  return limitRows({
    headers: (header?.cells ?? []).map((cell) => (cell === null ? '' : String(cell).trim())),
    rows: data,
    chargebacks: [],
  });
}

export async function readDealFile(bytes: Uint8Array): Promise<DealFile> {
  if (bytes.byteLength === 0) throw validationError([fieldIssue('file', 'required')]);
  if (isZip(bytes)) return readRecord(bytes) ?? readWorkbook(bytes);
  if (isOle(bytes)) throw unsupported();
  return readCsv(bytes);
}

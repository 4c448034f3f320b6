import { downloadApiCsv } from '@/lib/download-csv';
import { localToday } from '@/lib/local-today';

/** The whole record as a zip of CSV files (ADR 033); answers the file name. */
export function exportMyRecord(): Promise<string> {
  return downloadApiCsv(
    '/me/record/export',
    `das-board-record-${localToday()}.zip`,
    'application/zip',
  );
}

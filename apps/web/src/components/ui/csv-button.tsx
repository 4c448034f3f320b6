import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, type CsvRow } from '@/lib/csv';

/** Downloads one table as CSV; the rows are built only when asked for. */
export function CsvButton({
  fileName,
  rows,
  tableName,
  disabled = false,
}: {
  fileName: string;
  rows: () => readonly CsvRow[];
  /** Which table, for screen readers: "Export Lender mix as CSV". */
  tableName: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => downloadCsv(fileName, rows())}
      aria-label={t('reports.csv.exportNamed', { table: tableName })}
      className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Download className="size-4" aria-hidden="true" />
      {t('reports.csv.export')}
    </button>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';

/**
 * A printable document: paper-like on screen, black on white on paper, headed
 * with the store's name, what it is and when it was printed. The global print
 * rules (styles.css) keep only the element marked `data-print-root`.
 */
export function DocumentSheet({
  storeName,
  title,
  subtitle,
  meta,
  today,
  landscape = false,
  children,
}: {
  storeName: string;
  title: string;
  subtitle?: ReactNode;
  /** Small lines on the right of the header (a deal's number, a month). */
  meta?: ReactNode;
  /** The reader's day (YYYY-MM-DD), printed as the document's date. */
  today: string;
  /** Wide tables (the month-end log) print across the page. */
  landscape?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-print-root=""
      data-print-document=""
      data-print-landscape={landscape ? '' : undefined}
      className="mx-auto w-full max-w-5xl rounded-2xl bg-white px-4 py-6 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:px-10 sm:py-10 print:max-w-none print:rounded-none print:p-0 print:text-[10pt] print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-3 border-b-2 border-ink-900 pb-4 sm:flex-row sm:items-end sm:justify-between print:flex-row print:items-end print:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {storeName || t('forms.sheet.noStore')}
          </p>
          <h2 id={titleId} className="mt-1 text-xl font-semibold text-ink-900 sm:text-2xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-0.5 text-sm text-slate-700">{subtitle}</p> : null}
        </div>
        <div className="shrink-0 text-sm text-slate-700 sm:text-right print:text-right">
          {meta}
          <p>{t('forms.sheet.printed', { date: fmt.date(today) })}</p>
        </div>
      </header>
      <div className="mt-6 space-y-6 print:mt-4 print:space-y-4">{children}</div>
      <footer className="mt-10 flex justify-between gap-4 border-t border-slate-300 pt-2 text-xs text-slate-600 print:mt-6">
        <span>{t('forms.sheet.footer', { store: storeName || t('forms.sheet.noStore') })}</span>
        <span>{title}</span>
      </footer>
    </article>
  );
}

/** A titled part of a document. */
export function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="print:break-inside-avoid">
      <h3
        id={titleId}
        className="border-b border-slate-300 pb-1 text-sm font-semibold tracking-wide text-ink-900 uppercase"
      >
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Label and value pairs, one per line (or two side by side), as on a paper form. */
export function FieldList({
  fields,
  columns = 1,
}: {
  fields: readonly { label: string; value: ReactNode }[];
  columns?: 1 | 2;
}) {
  return (
    <dl
      className={`grid grid-cols-1 gap-x-8 text-sm print:text-[9.5pt] ${
        columns === 2 ? 'sm:grid-cols-2 print:grid-cols-2' : ''
      }`}
    >
      {fields.map((field) => (
        <div
          key={field.label}
          className="flex items-baseline justify-between gap-4 border-b border-dotted border-slate-300 py-1.5 print:py-1"
        >
          <dt className="shrink-0 text-slate-600">{field.label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-slate-900 tabular-nums">
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

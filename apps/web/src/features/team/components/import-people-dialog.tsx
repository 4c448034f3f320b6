import {
  PEOPLE_IMPORT_LIMITS,
  type ImportResult,
  type ImportRow,
} from '@das/shared/schemas/people';
import { CheckCircle2, FileUp, Loader2, XCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field, describedBy } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { EDGE_CELL, PanelTable } from '@/components/ui/panel-table';
import { ApiError } from '@/lib/api-client';
import { readFieldIssues } from '@/lib/field-issues';
import { useImportPeople } from '../api/people';

/** The rows of a refused commit: the server checked them again and names the problems. */
function refusedRows(error: unknown): ImportRow[] | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return null;
  const details = error.details as { rows?: ImportRow[] } | undefined;
  return Array.isArray(details?.rows) ? details.rows : null;
}

/**
 * "Import from CSV": the admin chooses a file (or pastes its rows), checks
 * them (a dry run: each row's result, nothing written), then imports: every
 * row invited as "Add person" does, or, if one row has a problem, no one.
 */
export function ImportPeopleDialog({
  dealershipId,
  onClose,
  onImported,
}: {
  dealershipId: number;
  onClose: () => void;
  onImported: (count: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const importing = useImportPeople(dealershipId);
  const [csv, setCsv] = useState('');
  /** The last answer, and the text it answered: a change asks for a new check. */
  const [checked, setChecked] = useState<{ csv: string; result: ImportResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const fieldName = (field: string) => t(`people.fields.${field}`);
  /** A file the server could not read at all: the reason, on `csv`. */
  function fileProblem(error: unknown): string {
    if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') {
      return t('peopleImport.fileIssues.tooLarge');
    }
    const [issue] = readFieldIssues(error);
    if (!issue) return t('peopleImport.error');
    if (issue.field.startsWith('csv.')) {
      return t('peopleImport.fileIssues.missingColumn', {
        column: fieldName(issue.field.slice(4)),
      });
    }
    const known = ['required', 'too_many_items', 'too_long', 'invalid_format'];
    return known.includes(issue.code)
      ? t(`peopleImport.fileIssues.${issue.code}`, issue.params)
      : t('peopleImport.error');
  }

  function run(dryRun: boolean) {
    setProblem(null);
    const sent = csv;
    importing.mutate(
      { csv: sent, dryRun },
      {
        onSuccess: (result) =>
          dryRun ? setChecked({ csv: sent, result }) : onImported(result.rows.length),
        onError: (error) => {
          const rows = refusedRows(error);
          if (rows && !dryRun) {
            const invalid = rows.filter((row) => row.issues.length > 0).length;
            setChecked({ csv: sent, result: { dryRun: true, rows, invalid } });
            return setProblem(t('peopleImport.failed'));
          }
          setChecked(null);
          setProblem(fileProblem(error));
        },
      },
    );
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      // UTF-8, as spreadsheets save "CSV UTF-8"; the server drops a byte-order mark.
      setCsv(await file.text());
      setChecked(null);
      setProblem(null);
    } catch {
      setProblem(t('peopleImport.fileRead'));
    }
  }

  const result = checked?.csv === csv ? checked.result : null;
  const valid = result ? result.rows.length - result.invalid : 0;
  const canCommit = result !== null && result.invalid === 0 && result.rows.length > 0;
  const issueText = (issue: ImportRow['issues'][number]) =>
    t(`peopleImport.issues.${issue.code}`, { field: fieldName(issue.field), ...issue.params });

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      busy={importing.isPending}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
          <FileUp className="size-5 text-brand-700" aria-hidden="true" />
        </span>
      }
      title={t('peopleImport.title')}
      description={t('peopleImport.description')}
    >
      <div className="space-y-4 px-5 py-4 sm:px-6">
        <Field
          id={`${id}-file`}
          label={t('peopleImport.file')}
          hint={t('peopleImport.fileHint', { maxRows: PEOPLE_IMPORT_LIMITS.maxRows })}
        >
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={describedBy(`${id}-file`, true, false)}
            onChange={(event) => void choose(event)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
            data-autofocus
          />
        </Field>
        <Field id={`${id}-csv`} label={t('peopleImport.paste')}>
          <textarea
            id={`${id}-csv`}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            rows={5}
            spellCheck={false}
            placeholder={t('peopleImport.placeholder')}
            className={`${fieldControl} font-mono`}
          />
        </Field>

        <FormAlert message={problem} />

        {result ? (
          <section aria-labelledby={`${id}-summary`} className="space-y-2">
            <p id={`${id}-summary`} className="text-sm font-medium text-ink-900">
              {t('peopleImport.summary', { valid, invalid: result.invalid })}
            </p>
            {result.invalid > 0 ? (
              <p className="text-sm text-slate-700">{t('peopleImport.fixFirst')}</p>
            ) : null}
            <PanelTable
              label={t('peopleImport.table.caption')}
              caption={t('peopleImport.table.caption')}
              className="w-full min-w-[40rem] text-sm"
              head={
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  {(['line', 'person', 'result', 'email', 'role', 'team'] as const).map((key) => (
                    <th key={key} scope="col" className={`${EDGE_CELL} py-2 text-left font-medium`}>
                      {t(`peopleImport.table.${key}`)}
                    </th>
                  ))}
                </tr>
              }
            >
              {result.rows.map((row) => (
                <tr key={row.line} className="align-top">
                  <td className={`${EDGE_CELL} py-2 text-slate-600 tabular-nums`}>{row.line}</td>
                  <th
                    scope="row"
                    className={`${EDGE_CELL} py-2 text-left font-medium text-ink-900`}
                  >
                    {`${row.firstName} ${row.lastName}`.trim() || '—'}
                  </th>
                  <td className={`${EDGE_CELL} py-2`}>
                    {row.issues.length === 0 ? (
                      <span className="inline-flex items-center gap-1 text-emerald-800">
                        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
                        {t('peopleImport.result.invite')}
                      </span>
                    ) : (
                      <ul className="space-y-0.5 text-rose-800">
                        {row.issues.map((issue) => (
                          <li key={`${issue.field}-${issue.code}`} className="flex gap-1">
                            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                            {issueText(issue)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={`${EDGE_CELL} py-2 break-all text-slate-700`}>
                    {row.email || '—'}
                  </td>
                  <td className={`${EDGE_CELL} py-2 text-slate-700`}>
                    {row.issues.some((issue) => issue.field === 'role') || !row.role
                      ? row.role || '—'
                      : t(`roles.${row.role}`)}
                  </td>
                  <td className={`${EDGE_CELL} py-2 text-slate-700`}>{row.team || '—'}</td>
                </tr>
              ))}
            </PanelTable>
          </section>
        ) : checked ? (
          <p className="text-sm text-slate-700">{t('peopleImport.changed')}</p>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={importing.isPending}
            className={secondaryButton}
          >
            {t('peopleImport.cancel')}
          </button>
          <button
            type="button"
            onClick={() => run(true)}
            disabled={importing.isPending || csv.trim() === ''}
            className={canCommit ? secondaryButton : primaryButton}
          >
            {importing.isPending && importing.variables.dryRun ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {t('peopleImport.check')}
          </button>
          {canCommit ? (
            <button
              type="button"
              onClick={() => run(false)}
              disabled={importing.isPending}
              className={primaryButton}
            >
              {importing.isPending && !importing.variables.dryRun ? (
                <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : null}
              {t('peopleImport.commit', { n: valid })}
            </button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

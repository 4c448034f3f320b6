import type { ImportField } from '@das/shared/deal-import';
import type {
  DealImportBatch,
  DealImportOptions,
  DealImportPreview,
  DealImportProgress,
} from '@das/shared/schemas/deal-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, Loader2, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, quietButton, secondaryButton } from '@/components/ui/button-styles';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { invalidateDeals } from '@/entities/deal/api/deal-keys';
import { ApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import {
  dealImportsKey,
  previewDealImport,
  runDealImport,
  undoDealImport,
  useDealImports,
} from '../api/deal-import';
import {
  DuplicatesPanel,
  MappingPanel,
  NamesPanel,
  PreviewPanel,
  ProblemsPanel,
  type PersonChoices,
} from '../components/import-panels';

/**
 * `/deals/import` (issue 15, ADR 032): upload a deal log, correct the columns
 * and the names, read the dry run's problems and first rows, import it in one
 * step with its progress shown, and undo it within 24 hours.
 */
export function DealImportPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const dealershipId = user?.dealershipId ?? null;
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<(ImportField | null)[] | null>(null);
  const [choices, setChoices] = useState<PersonChoices>({});
  const [duplicates, setDuplicates] = useState<'skip' | 'import'>('skip');
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [progress, setProgress] = useState<DealImportProgress | null>(null);
  const [result, setResult] = useState<DealImportBatch | null>(null);

  const options = (): DealImportOptions => ({
    ...(dealershipId === null ? {} : { dealership_id: dealershipId }),
    ...(mapping ? { mapping } : {}),
    people: Object.entries(choices).flatMap(([name, value]) =>
      value === undefined ? [] : [{ name, user_id: value === '' ? null : value }],
    ),
    duplicates,
    skip_invalid: skipInvalid,
  });

  const check = useMutation({
    mutationFn: () => previewDealImport(file!, options()),
    retry: false,
    onSuccess: (answer: DealImportPreview) => {
      setMapping(answer.columns.map((column) => column.field));
      setResult(null);
    },
  });
  const afterChange = () =>
    Promise.all([
      dealershipId === null ? undefined : invalidateDeals(queryClient, dealershipId),
      queryClient.invalidateQueries({ queryKey: dealImportsKey(dealershipId ?? 0) }),
    ]);
  const importer = useMutation({
    mutationFn: () => runDealImport(file!, options(), setProgress),
    retry: false,
    onSuccess: (batch) => {
      setResult(batch);
      check.reset();
      setFile(null);
      setMapping(null);
      setChoices({});
      void afterChange();
    },
    onSettled: () => setProgress(null),
  });

  const preview = check.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) check.mutate();
  };
  const failure = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.status < 500 && error.status !== 0
      ? error.message
      : fallback;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user?.dealershipName ?? undefined}
        title={t('dealImport.title')}
        subtitle={t('dealImport.subtitle')}
      />
      <Panel title={t('dealImport.upload.title')} description={t('dealImport.upload.description')}>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          {/* Beside the button when there is room, above it on a phone. */}
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="deal-import-file" className="block text-sm font-medium text-ink-900">
              {t('dealImport.upload.file')}
            </label>
            <input
              id="deal-import-file"
              type="file"
              accept=".csv,.xlsx,.zip,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip"
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-900"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMapping(null);
                setChoices({});
                setSkipInvalid(false);
                check.reset();
              }}
            />
          </div>
          <button type="submit" className={secondaryButton} disabled={!file || check.isPending}>
            {check.isPending ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <FileSpreadsheet className="size-4" aria-hidden="true" />
            )}
            {preview ? t('dealImport.upload.checkAgain') : t('dealImport.upload.check')}
          </button>
        </form>
        <FormAlert
          className="mt-3"
          message={check.isError ? failure(check.error, t('dealImport.upload.failed')) : null}
        />
      </Panel>

      {result ? <ImportedNotice batch={result} onUndone={afterChange} /> : null}

      {preview && mapping ? (
        <>
          <p role="status" className="text-sm text-slate-700">
            {t('dealImport.counts', {
              rows: preview.counts.rows,
              valid: preview.counts.valid,
              invalid: preview.counts.invalid,
              duplicates: preview.counts.duplicates,
            })}
          </p>
          <ProblemsPanel preview={preview} />
          <div className="grid gap-6 lg:grid-cols-2">
            <MappingPanel
              preview={preview}
              mapping={mapping}
              onChange={(index, field) =>
                setMapping(mapping.map((old, at) => (at === index ? field : old)))
              }
            />
            <NamesPanel
              preview={preview}
              choices={choices}
              onChange={(name, value) => setChoices({ ...choices, [name]: value })}
            />
          </div>
          <DuplicatesPanel preview={preview} choice={duplicates} onChange={setDuplicates} />
          <PreviewPanel preview={preview} />
          <Panel title={t('dealImport.confirm.title')} description={t('dealImport.confirm.note')}>
            {preview.counts.invalid > 0 ? (
              <Checkbox
                label={t('dealImport.confirm.skipInvalid', { n: preview.counts.invalid })}
                checked={skipInvalid}
                onChange={(event) => setSkipInvalid(event.target.checked)}
              />
            ) : null}
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={secondaryButton}
                disabled={check.isPending}
                onClick={() => check.mutate()}
              >
                {t('dealImport.upload.checkAgain')}
              </button>
              <button
                type="button"
                className={primaryButton}
                disabled={
                  importer.isPending ||
                  preview.counts.to_import === 0 ||
                  (preview.counts.invalid > 0 && !skipInvalid)
                }
                onClick={() => importer.mutate()}
              >
                {t('dealImport.confirm.button', { n: preview.counts.to_import })}
              </button>
            </div>
            {preview.counts.invalid > 0 && !skipInvalid ? (
              <p className="mt-2 text-sm text-slate-600">{t('dealImport.confirm.fixFirst')}</p>
            ) : null}
            {importer.isPending ? <ImportProgress progress={progress} /> : null}
            <FormAlert
              className="mt-3"
              message={
                importer.isError ? failure(importer.error, t('dealImport.confirm.failed')) : null
              }
            />
          </Panel>
        </>
      ) : null}

      <RecentImports dealershipId={dealershipId} onUndone={afterChange} />
    </div>
  );
}

/** A moment (an import's time, its undo deadline) in the reader's language and time zone. */
const moment = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The import's progress as the server reports it: checking, then deals written of the total. */
function ImportProgress({ progress }: { progress: DealImportProgress | null }) {
  const { t } = useTranslation();
  const writing = progress?.phase === 'writing';
  const total = progress?.total ?? 0;
  const done = writing ? (progress?.done ?? 0) : 0;
  const text = !progress
    ? t('dealImport.progress.sending')
    : writing
      ? t('dealImport.progress.writing', { done, total })
      : t('dealImport.progress.checking', { total });
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('dealImport.progress.label')}
        aria-valuemin={0}
        aria-valuemax={writing ? total : 100}
        aria-valuenow={writing ? done : 0}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${writing && total > 0 ? (done / total) * 100 : 2}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

function UndoButton({ batch, onUndone }: { batch: DealImportBatch; onUndone: () => unknown }) {
  const { t } = useTranslation();
  const undo = useMutation({
    mutationFn: () => undoDealImport(batch.id),
    retry: false,
    onSettled: () => onUndone(),
  });
  if (undo.isSuccess)
    return <p className="text-sm text-slate-700">{t('dealImport.result.undone')}</p>;
  return (
    <div>
      <button
        type="button"
        className={quietButton}
        disabled={undo.isPending}
        onClick={() => undo.mutate()}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('dealImport.result.undo')}
      </button>
      <FormAlert
        message={
          undo.isError
            ? undo.error instanceof ApiError && undo.error.status === 409
              ? undo.error.message
              : t('dealImport.result.undoFailed')
            : null
        }
      />
    </div>
  );
}

function ImportedNotice({ batch, onUndone }: { batch: DealImportBatch; onUndone: () => unknown }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <div
      role="status"
      className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200"
    >
      <p className="font-medium">
        {t('dealImport.result.done', { n: batch.deals, file: batch.file_name })}
      </p>
      {batch.skipped > 0 ? <p>{t('dealImport.result.skipped', { n: batch.skipped })}</p> : null}
      <p>{t('dealImport.recent.undoUntil', { time: moment(fmt.locale, batch.undo_until) })}</p>
      {batch.undoable ? <UndoButton batch={batch} onUndone={onUndone} /> : null}
    </div>
  );
}

function RecentImports({
  dealershipId,
  onUndone,
}: {
  dealershipId: number | null;
  onUndone: () => unknown;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const imports = useDealImports(dealershipId);
  const batches = imports.data?.batches ?? [];
  return (
    <Panel title={t('dealImport.recent.title')}>
      {batches.length === 0 ? (
        <p className="text-sm text-slate-600">{t('dealImport.recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {batches.map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium [overflow-wrap:anywhere] text-ink-900">
                  {t('dealImport.recent.item', {
                    file: batch.file_name,
                    n: batch.deals,
                  })}
                </p>
                <p className="text-slate-600">
                  {moment(fmt.locale, batch.created_at)}
                  {batch.created_by_name ? ` · ${batch.created_by_name}` : ''}
                  {' · '}
                  {batch.undone_at
                    ? t('dealImport.recent.undone')
                    : batch.undoable
                      ? t('dealImport.recent.undoUntil', {
                          time: moment(fmt.locale, batch.undo_until),
                        })
                      : t('dealImport.recent.locked')}
                </p>
              </div>
              {batch.undoable ? <UndoButton batch={batch} onUndone={onUndone} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import type {
  DealImportBatch,
  DealImportOptions,
  DealImportPreview,
  DealImportProgress,
} from '@das/shared/schemas/deal-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The deal-log import's calls (ADR 032): the file goes as a form, the options beside it as JSON. */
function form(file: File, options: DealImportOptions): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('options', JSON.stringify(options));
  return body;
}

export const previewDealImport = (file: File, options: DealImportOptions) =>
  apiFetch<DealImportPreview>('/deals/import/preview', {
    method: 'POST',
    body: form(file, options),
  });

export const runDealImport = (
  file: File,
  options: DealImportOptions,
  onProgress: (progress: DealImportProgress) => void,
) =>
  apiFetch<DealImportBatch>('/deals/import', {
    method: 'POST',
    body: form(file, options),
    onProgress: (line) => onProgress(line as DealImportProgress),
  });

export const undoDealImport = (batchId: string) =>
  apiFetch<DealImportBatch>(`/deals/import/${batchId}/undo`, { method: 'POST' });

export const dealImportsKey = (dealershipId: number) => ['deal-imports', dealershipId] as const;

export const dealImportsQueryOptions = (dealershipId: number) =>
  queryOptions({
    queryKey: dealImportsKey(dealershipId),
    queryFn: ({ signal }) =>
      apiFetch<{ batches: DealImportBatch[] }>(`/deals/imports?dealership_id=${dealershipId}`, {
        signal,
      }),
  });

export const useDealImports = (dealershipId: number | null) =>
  useQuery({ ...dealImportsQueryOptions(dealershipId ?? 0), enabled: dealershipId !== null });

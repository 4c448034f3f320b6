import { useMutation } from '@tanstack/react-query';
import { isErrorBody } from '@das/shared/errors';
import { ApiError } from '@/lib/api-client';
import { getSessionState, refreshSession } from '@/lib/session/session';
import type { DealListParams } from '@/entities/deal/api/get-deals';
import { buildExportPath, fileNameFrom } from '../lib/deal-log-params';
import { localToday } from '@/lib/local-today';

/**
 * `GET /deals/export`: the CSV of what the log shows. It needs the Bearer
 * token, so a plain link cannot fetch it: the file is fetched here and handed
 * to the browser as a download.
 */
async function fetchCsv(path: string): Promise<Response> {
  const headers = new Headers({ Accept: 'text/csv', 'X-Requested-With': 'XMLHttpRequest' });
  const token = getSessionState().accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(`/api${path}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error occurred');
  }
}

export async function exportDeals(params: DealListParams): Promise<string> {
  const path = buildExportPath(params);
  let response = await fetchCsv(path);
  // An access token that expired since the page loaded gets one refresh.
  if (response.status === 401 && (await refreshSession())) response = await fetchCsv(path);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isErrorBody(body)) {
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    }
    throw new ApiError(response.status, 'UNKNOWN_ERROR', response.statusText);
  }
  const name = fileNameFrom(response.headers.get('Content-Disposition'), localToday());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useExportDeals() {
  return useMutation({ mutationFn: exportDeals, retry: false });
}

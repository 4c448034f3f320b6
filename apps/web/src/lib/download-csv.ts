import { isErrorBody } from '@das/shared/errors';
import { ApiError } from './api-client';
import { saveFile } from './csv';
import { getSessionState, refreshSession } from './session/session';

async function fetchFile(path: string, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'X-Requested-With': 'XMLHttpRequest' });
  const token = getSessionState().accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(`/api${path}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error occurred');
  }
}

/** The file name a download gets from `Content-Disposition`, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[\\/]/g, '') : '';
  return name || fallback;
}

/**
 * Downloads a file of the API (a CSV unless `accept` says otherwise, e.g. a
 * zip). It needs the Bearer token, so a plain link cannot fetch it: the file
 * is fetched here and handed to the browser. Answers the file name.
 */
export async function downloadApiCsv(
  path: string,
  fallbackName: string,
  accept = 'text/csv',
): Promise<string> {
  let response = await fetchFile(path, accept);
  // An access token that expired since the page loaded gets one refresh.
  if (response.status === 401 && (await refreshSession())) response = await fetchFile(path, accept);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isErrorBody(body)) {
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    }
    throw new ApiError(response.status, 'UNKNOWN_ERROR', response.statusText);
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  saveFile(await response.blob(), name);
  return name;
}

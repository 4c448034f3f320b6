import { useMutation } from '@tanstack/react-query';
import type { DealListParams } from '@/entities/deal/api/get-deals';
import { downloadApiCsv } from '@/lib/download-csv';
import { localToday } from '@/lib/local-today';
import { buildExportPath } from '../lib/deal-log-params';

/** `GET /deals/export`: the CSV of what the log shows, as a download. Answers the file name. */
export function exportDeals(params: DealListParams): Promise<string> {
  return downloadApiCsv(buildExportPath(params), `deals-${localToday()}.csv`);
}

export function useExportDeals() {
  return useMutation({ mutationFn: exportDeals, retry: false });
}

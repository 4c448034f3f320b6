import { downloadApiCsv } from '@/lib/download-csv';
import { localToday } from '@/lib/local-today';
import { storeQuery } from './get-contracts-in-transit';

/**
 * Every pending deal as CSV, oldest first; answers the file name. Apart from the
 * read, so the dashboards' card does not load the download code.
 */
export function exportContractsInTransit(dealershipId: number | null): Promise<string> {
  return downloadApiCsv(
    `/finance/contracts-in-transit/export${storeQuery(dealershipId)}`,
    `contracts-in-transit-${localToday()}.csv`,
  );
}

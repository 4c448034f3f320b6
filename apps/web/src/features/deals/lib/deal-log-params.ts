import {
  DEAL_STATUSES,
  DEAL_TYPES,
  VEHICLE_TYPES,
  type DealStatus,
  type DealType,
  type VehicleType,
} from '@das/shared/deals';
import { PERIOD_KEYS, isPeriodSpec } from '@das/shared/periods';
import { DEAL_SORT_FIELDS } from '@das/shared/schemas/deals';
import { toQueryString, type DealListParams } from '@/entities/deal/api/get-deals';

/**
 * The deal log's filters live in the address (so a filtered log can be
 * bookmarked, shared and exported as shown). This module reads them from the
 * search params, writes them back, and turns them into the API's query.
 */
export type DealSortField = (typeof DEAL_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** `all` is every date; a `YYYY-MM` month or a named period otherwise. */
export type PeriodChoice = string;

export interface DealLogFilters {
  period: PeriodChoice;
  status: DealStatus | '';
  deal_type: DealType | '';
  vehicle_type: VehicleType | '';
  /** '' = everyone; otherwise an F&I manager's id. */
  fi_manager_id: string;
  /**
   * '' = everyone; otherwise a salesperson's id (`sp` in the address). The
   * server then counts a split deal ½ and that person's share in the totals.
   */
  salesperson_id: string;
  lender: string;
  q: string;
  sort: DealSortField;
  order: SortOrder;
}

export const DEFAULT_PERIOD = 'this_month';
export const ALL_DATES = 'all';
export const DEFAULT_SORT: DealSortField = 'deal_date';
/** `fi=all` in the address: a finance-mode log showing the whole store. */
export const WHOLE_STORE = 'all';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | '' {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';
}

export interface LogMode {
  /** `/finance-deal-log`: starts on the signed-in manager's own deals. */
  financeMode: boolean;
  userId: string | undefined;
  /** A salesperson's log: only their own deals, always (the server enforces it too). */
  ownSales: boolean;
}

/** The filters an address asks for, with anything unknown dropped. */
export function readFilters(params: URLSearchParams, mode: LogMode): DealLogFilters {
  const period = params.get('period');
  const fi = params.get('fi');
  let fiManagerId = '';
  if (fi && UUID.test(fi)) fiManagerId = fi;
  else if (fi !== WHOLE_STORE && mode.financeMode && mode.userId) fiManagerId = mode.userId;
  const sp = params.get('sp');
  const salespersonId = mode.ownSales && mode.userId ? mode.userId : sp && UUID.test(sp) ? sp : '';
  const sort = oneOf(DEAL_SORT_FIELDS, params.get('sort')) || DEFAULT_SORT;
  const order = params.get('order');
  return {
    period: period === ALL_DATES || (period && isPeriodSpec(period)) ? period : DEFAULT_PERIOD,
    status: oneOf(DEAL_STATUSES, params.get('status')),
    deal_type: oneOf(DEAL_TYPES, params.get('deal_type')),
    vehicle_type: oneOf(VEHICLE_TYPES, params.get('vehicle_type')),
    fi_manager_id: fiManagerId,
    salesperson_id: salespersonId,
    lender: (params.get('lender') ?? '').slice(0, 60),
    q: (params.get('q') ?? '').slice(0, 50),
    sort,
    order: order === 'asc' || order === 'desc' ? order : defaultOrder(sort),
  };
}

/** The address for these filters: defaults are left out, so a plain log has a plain address. */
export function writeFilters(filters: DealLogFilters, mode: LogMode): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period !== DEFAULT_PERIOD) params.set('period', filters.period);
  if (filters.status) params.set('status', filters.status);
  if (filters.deal_type) params.set('deal_type', filters.deal_type);
  if (filters.vehicle_type) params.set('vehicle_type', filters.vehicle_type);
  const ownDeals = mode.financeMode && filters.fi_manager_id === mode.userId;
  if (mode.financeMode && filters.fi_manager_id === '') params.set('fi', WHOLE_STORE);
  else if (filters.fi_manager_id && !ownDeals) params.set('fi', filters.fi_manager_id);
  if (filters.salesperson_id && !mode.ownSales) params.set('sp', filters.salesperson_id);
  if (filters.lender) params.set('lender', filters.lender);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== DEFAULT_SORT || filters.order !== defaultOrder(filters.sort)) {
    params.set('sort', filters.sort);
    params.set('order', filters.order);
  }
  return params;
}

/** Numbers and dates read best biggest or newest first; names and numbers A to Z. */
export function defaultOrder(sort: DealSortField): SortOrder {
  return sort === 'customer_last_name' ||
    sort === 'stock_number' ||
    sort === 'deal_number' ||
    sort === 'status'
    ? 'asc'
    : 'desc';
}

/** A click on a header: the same column flips, another starts in its natural order. */
export function nextSort(
  current: { sort: DealSortField; order: SortOrder },
  column: DealSortField,
): { sort: DealSortField; order: SortOrder } {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: defaultOrder(column) };
}

export function toListParams(
  filters: DealLogFilters,
  dealershipId: number | undefined,
): DealListParams {
  const params: DealListParams = {};
  if (dealershipId !== undefined) params.dealership_id = String(dealershipId);
  if (filters.period !== ALL_DATES) params.period = filters.period;
  if (filters.status) params.status = filters.status;
  if (filters.deal_type) params.deal_type = filters.deal_type;
  if (filters.vehicle_type) params.vehicle_type = filters.vehicle_type;
  if (filters.fi_manager_id) params.fi_manager_id = filters.fi_manager_id;
  if (filters.salesperson_id) params.salesperson_id = filters.salesperson_id;
  if (filters.lender) params.lender = filters.lender;
  const q = filters.q.trim();
  if (q) params.q = q;
  params.sort = filters.sort;
  params.order = filters.order;
  return params;
}

/** The API path of the CSV of exactly what the log shows (same filters and order). */
export function buildExportPath(params: DealListParams): string {
  return `/deals/export${toQueryString(params)}`;
}

export function activeFilterCount(filters: DealLogFilters, mode: LogMode): number {
  return [
    filters.status,
    filters.deal_type,
    filters.vehicle_type,
    mode.financeMode ? '' : filters.fi_manager_id,
    mode.ownSales ? '' : filters.salesperson_id,
    filters.lender,
  ].filter(Boolean).length;
}

/** The named periods, then the last `count` months (newest first) for "a specific month". */
export function periodChoices(
  today: string,
  count = 24,
): { named: readonly string[]; months: string[] } {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const months: string[] = [];
  for (let offset = 0; offset < count; offset++) {
    const index = year * 12 + (month - 1) - offset;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return { named: PERIOD_KEYS, months };
}

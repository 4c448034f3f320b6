import { SALE_STATUSES, VEHICLE_TYPES } from '@das/shared/deals';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, secondaryButton } from '@/components/ui/button-styles';
import type { SaleListParams } from '@/entities/sale/api/sale-keys';

const FILTERS = ['q', 'status', 'vehicle_type', 'from', 'to'] as const;

/**
 * The sales log's filters: a search (customer, vehicle, stock number,
 * salesperson), status, vehicle type and a date range. Typed text applies on
 * Enter or "Search"; the choices apply at once.
 */
export function SalesLogFilters({
  params,
  onChange,
}: {
  params: SaleListParams;
  onChange: (next: SaleListParams) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState(params.q ?? '');
  const set = (name: (typeof FILTERS)[number], value: string) =>
    onChange({ ...params, [name]: value });
  function search(event: FormEvent) {
    event.preventDefault();
    set('q', q.trim());
  }
  const label = 'block text-xs font-medium text-slate-600';
  return (
    <form
      role="search"
      aria-label={t('salesFloor.salesLog.filters')}
      onSubmit={search}
      className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div className="col-span-2 sm:col-span-3 lg:col-span-2">
        <label htmlFor={`${id}-q`} className={label}>
          {t('salesFloor.salesLog.search')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={50}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('salesFloor.salesLog.searchPlaceholder')}
            className={fieldControl}
          />
          <button type="submit" className={secondaryButton}>
            <Search className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('salesFloor.salesLog.searchButton')}</span>
          </button>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {t('salesFloor.sales.status')}
        </label>
        <select
          id={`${id}-status`}
          value={params.status ?? ''}
          onChange={(event) => set('status', event.target.value)}
          className={`mt-1 ${fieldControl}`}
        >
          <option value="">{t('salesFloor.salesLog.any')}</option>
          {SALE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`salesFloor.saleStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={label}>
          {t('salesFloor.logSale.type')}
        </label>
        <select
          id={`${id}-type`}
          value={params.vehicle_type ?? ''}
          onChange={(event) => set('vehicle_type', event.target.value)}
          className={`mt-1 ${fieldControl}`}
        >
          <option value="">{t('salesFloor.salesLog.any')}</option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`salesFloor.vehicleTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={label}>
          {t('salesFloor.salesLog.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={params.from ?? ''}
          max={params.to || undefined}
          onChange={(event) => set('from', event.target.value)}
          className={`mt-1 ${fieldControl}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={label}>
          {t('salesFloor.salesLog.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={params.to ?? ''}
          min={params.from || undefined}
          onChange={(event) => set('to', event.target.value)}
          className={`mt-1 ${fieldControl}`}
        />
      </div>
    </form>
  );
}

/** The filters the address carries, and nothing else. */
export function filtersFrom(search: URLSearchParams): SaleListParams {
  const params: SaleListParams = {};
  for (const name of [...FILTERS, 'page']) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  return params;
}

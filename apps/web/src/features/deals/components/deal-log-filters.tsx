import { DEAL_STATUSES, DEAL_TYPES, VEHICLE_TYPES } from '@das/shared/deals';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { localToday } from '@/lib/local-today';
import {
  ALL_DATES,
  activeFilterCount,
  periodChoices,
  type DealLogFilters,
  type LogMode,
} from '../lib/deal-log-params';
import type { Choice } from '../lib/filter-choices';
import { SearchBox } from './deal-log-search';
import { PersonFilters } from './deal-log-person-filters';
import { FilterSelect } from './filter-select';

/** Period, status, deal type, vehicle, F&I manager and lender, plus the search box. */
export function DealLogFiltersBar({
  filters,
  mode,
  fiManagers,
  salespeople,
  lenders: lenderNames,
  onChange,
  actions,
}: {
  filters: DealLogFilters;
  mode: LogMode;
  /** The store's F&I managers; empty when the log spans several stores. */
  fiManagers: readonly Choice[];
  /** The store's salespeople; empty for a salesperson's own log or across several stores. */
  salespeople: readonly Choice[];
  /** The store's lenders first, then the common ones. */
  lenders: readonly string[];
  onChange: (next: DealLogFilters) => void;
  /** Buttons shown at the end of the search row (export, log a deal). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { named, months } = periodChoices(localToday());
  const count = activeFilterCount(filters, mode);
  const set = <K extends keyof DealLogFilters>(key: K, value: DealLogFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const lenders = [...lenderNames];
  if (filters.lender && !lenders.includes(filters.lender)) lenders.push(filters.lender);
  const clearable = count > 0 || filters.q !== '';

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={filters.q} onSearch={(q) => set('q', q)} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-700 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('deals.filters.toggle')}
          {count > 0 ? (
            <span className="rounded-full bg-ink-900 px-1.5 text-xs text-white">{count}</span>
          ) : null}
        </button>
        <div className="ml-auto flex items-center gap-2">{actions}</div>
      </div>
      <div
        id={panelId}
        role="group"
        aria-label={t('deals.filters.label')}
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 md:grid md:grid-cols-3 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]`}
      >
        <FilterSelect
          label={t('deals.filters.period')}
          value={filters.period}
          onChange={(value) => set('period', value)}
        >
          {named.map((key) => (
            <option key={key} value={key}>
              {t(`deals.periods.${key}`)}
            </option>
          ))}
          <option value={ALL_DATES}>{t('deals.periods.all')}</option>
          <optgroup label={t('deals.periods.month')}>
            {months.map((month) => (
              <option key={month} value={month}>
                {format.month(month)}
              </option>
            ))}
          </optgroup>
        </FilterSelect>
        <FilterSelect
          label={t('deals.filters.status')}
          value={filters.status}
          onChange={(value) => set('status', value as DealLogFilters['status'])}
        >
          <option value="">{t('deals.filters.allStatuses')}</option>
          {DEAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`common.dealStatus.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('deals.filters.dealType')}
          value={filters.deal_type}
          onChange={(value) => set('deal_type', value as DealLogFilters['deal_type'])}
        >
          <option value="">{t('deals.filters.allDealTypes')}</option>
          {DEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`deals.dealType.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('deals.filters.vehicleType')}
          value={filters.vehicle_type}
          onChange={(value) => set('vehicle_type', value as DealLogFilters['vehicle_type'])}
        >
          <option value="">{t('deals.filters.allVehicles')}</option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`deals.vehicleType.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <PersonFilters
          filters={filters}
          mode={mode}
          fiManagers={fiManagers}
          salespeople={salespeople}
          set={set}
        />
        <FilterSelect
          label={t('deals.filters.lender')}
          value={filters.lender}
          onChange={(value) => set('lender', value)}
        >
          <option value="">{t('deals.filters.allLenders')}</option>
          {lenders.map((lender) => (
            <option key={lender} value={lender}>
              {lender}
            </option>
          ))}
        </FilterSelect>
      </div>
      {clearable ? (
        <button
          type="button"
          onClick={() =>
            onChange({
              ...filters,
              status: '',
              deal_type: '',
              vehicle_type: '',
              lender: '',
              q: '',
              fi_manager_id: mode.financeMode ? filters.fi_manager_id : '',
              salesperson_id: mode.ownSales ? filters.salesperson_id : '',
            })
          }
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-3.5" aria-hidden="true" />
          {t('deals.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}

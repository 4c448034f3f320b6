import { DEAL_STATUSES, DEAL_TYPES, VEHICLE_TYPES } from '@das/shared/deals';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
import { inputClass, selectClass } from './styles';

const SEARCH_DELAY_MS = 300;

/** The search box: typed freely, sent to the server once typing pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  /** The search last sent; an address that differs came from elsewhere (clear, back button). */
  const sent = useRef(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = next;
      latest.current(next);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  function searchNow() {
    const next = text.trim();
    if (next === sent.current) return;
    sent.current = next;
    latest.current(next);
  }

  return (
    <div className="relative w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1">
      <label htmlFor={id} className="sr-only">
        {t('deals.filters.search')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
        placeholder={t('deals.filters.searchPlaceholder')}
        aria-describedby={`${id}-hint`}
        className={inputClass(false, 'pl-9')}
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('deals.filters.searchHint')}
      </span>
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass(false, 'mt-1 py-1.5')}
      >
        {children}
      </select>
    </div>
  );
}

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
        <Select
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
        </Select>
        <Select
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
        </Select>
        <Select
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
        </Select>
        <Select
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
        </Select>
        {fiManagers.length > 0 || filters.fi_manager_id ? (
          <Select
            label={t('deals.filters.fiManager')}
            value={filters.fi_manager_id}
            onChange={(value) => set('fi_manager_id', value)}
          >
            <option value="">{t('deals.filters.allFiManagers')}</option>
            {fiManagers.map((person) => (
              <option key={person.value} value={person.value}>
                {person.value === mode.userId
                  ? t('deals.filters.me', { name: person.label })
                  : person.label}
              </option>
            ))}
            {filters.fi_manager_id &&
            !fiManagers.some((person) => person.value === filters.fi_manager_id) ? (
              <option value={filters.fi_manager_id}>
                {filters.fi_manager_id === mode.userId
                  ? t('deals.filters.myDeals')
                  : t('deals.filters.someone')}
              </option>
            ) : null}
          </Select>
        ) : null}
        {salespeople.length > 0 || (filters.salesperson_id && !mode.ownSales) ? (
          <Select
            label={t('deals.filters.salesperson')}
            value={filters.salesperson_id}
            onChange={(value) => set('salesperson_id', value)}
          >
            <option value="">{t('deals.filters.allSalespeople')}</option>
            {salespeople.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
            {filters.salesperson_id &&
            !salespeople.some((person) => person.value === filters.salesperson_id) ? (
              <option value={filters.salesperson_id}>
                {t('deals.filters.someoneSalesperson')}
              </option>
            ) : null}
          </Select>
        ) : null}
        <Select
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
        </Select>
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

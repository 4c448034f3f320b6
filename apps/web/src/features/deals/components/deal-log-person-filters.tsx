import { useTranslation } from 'react-i18next';
import type { DealLogFilters, LogMode } from '../lib/deal-log-params';
import type { Choice } from '../lib/filter-choices';
import { FilterSelect } from './filter-select';

/**
 * The F&I manager and salesperson filters. Each shows when the store has
 * people to choose from, or when the address already names someone (who then
 * stays a choice, as "me" or "someone", even if not listed).
 */
export function PersonFilters({
  filters,
  mode,
  fiManagers,
  salespeople,
  set,
}: {
  filters: DealLogFilters;
  mode: LogMode;
  fiManagers: readonly Choice[];
  salespeople: readonly Choice[];
  set: (key: 'fi_manager_id' | 'salesperson_id', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {fiManagers.length > 0 || filters.fi_manager_id ? (
        <FilterSelect
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
        </FilterSelect>
      ) : null}
      {salespeople.length > 0 || (filters.salesperson_id && !mode.ownSales) ? (
        <FilterSelect
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
            <option value={filters.salesperson_id}>{t('deals.filters.someoneSalesperson')}</option>
          ) : null}
        </FilterSelect>
      ) : null}
    </>
  );
}

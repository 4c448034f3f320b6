import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl } from '@/components/ui/button-styles';
import type { StatusFilter, TeamFilters, TeamRow } from './team-rows';

const STATUSES: readonly StatusFilter[] = ['active', 'inactive', 'all'];

/** Role, team, active or not, and a name to look for. */
export function TeamFiltersBar({
  filters,
  roles,
  managers,
  onChange,
}: {
  filters: TeamFilters;
  roles: readonly string[];
  managers: readonly TeamRow[];
  onChange: (filters: TeamFilters) => void;
}) {
  const { t } = useTranslation();
  const ids = { search: useId(), role: useId(), team: useId(), status: useId() };
  const label = 'mb-1 block text-xs font-medium text-slate-600';
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(2,minmax(0,1fr))_auto]">
      <div>
        <label htmlFor={ids.search} className={label}>
          {t('team.filters.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={ids.search}
            type="search"
            value={filters.query}
            autoComplete="off"
            placeholder={t('team.filters.searchPlaceholder')}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
            className={`${fieldControl} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.role} className={label}>
          {t('team.filters.role')}
        </label>
        <select
          id={ids.role}
          value={filters.role}
          onChange={(event) => onChange({ ...filters, role: event.target.value })}
          className={fieldControl}
        >
          <option value="all">{t('team.filters.allRoles')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`, { defaultValue: role })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.team} className={label}>
          {t('team.filters.team')}
        </label>
        <select
          id={ids.team}
          value={filters.team}
          onChange={(event) => onChange({ ...filters, team: event.target.value })}
          className={fieldControl}
        >
          <option value="all">{t('team.filters.allTeams')}</option>
          {managers.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {t('team.filters.teamOf', { name: manager.name })}
            </option>
          ))}
          <option value="none">{t('team.filters.noTeam')}</option>
        </select>
      </div>
      <fieldset className="sm:col-span-2 lg:col-span-1">
        <legend className={label}>{t('team.filters.status')}</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
          {STATUSES.map((status) => {
            const checked = filters.status === status;
            return (
              <label
                key={status}
                className={`cursor-pointer rounded-md px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  checked ? 'bg-white text-ink-900 shadow-sm' : 'text-slate-600 hover:text-ink-900'
                }`}
              >
                <input
                  type="radio"
                  name={ids.status}
                  value={status}
                  checked={checked}
                  onChange={() => onChange({ ...filters, status })}
                  className="sr-only"
                />
                {t(`team.status.${status}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

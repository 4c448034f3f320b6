import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFrame } from '@/components/ui/select-frame';

export interface ManagerOption {
  id: string;
  name: string;
  isActive: boolean;
}

/** All of the department, or one finance manager. */
export function ManagerFilter({
  value,
  options,
  onChange,
}: {
  value: string | null;
  options: readonly ManagerOption[];
  onChange: (managerId: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SelectFrame
      id={id}
      label={t('finance.director.filterLabel')}
      icon={UserRound}
      className="sm:min-w-56"
    >
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={`w-full appearance-none rounded-lg bg-white py-2 pr-9 pl-9 text-sm font-medium shadow-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600 ${
          value ? 'text-ink-900 ring-brand-600' : 'text-slate-700 ring-slate-300'
        }`}
      >
        <option value="">{t('finance.director.allManagers')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.isActive ? option.name : t('finance.director.inactive', { name: option.name })}
          </option>
        ))}
      </select>
    </SelectFrame>
  );
}

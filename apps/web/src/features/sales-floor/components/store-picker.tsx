import type { DealershipSummary } from '@das/shared/schemas/auth';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFrame } from '@/components/ui/select-frame';

/** Which of the caller's stores a page shows: for those above the store, who have no store of their own. */
export function StorePicker({
  stores,
  value,
  onChange,
}: {
  stores: readonly DealershipSummary[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SelectFrame
      id={id}
      label={t('storeDrill.picker.label')}
      icon={Store}
      className="w-full sm:w-72"
    >
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full appearance-none rounded-lg bg-white py-2 pr-9 pl-9 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {stores.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </select>
    </SelectFrame>
  );
}

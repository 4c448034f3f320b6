import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl } from '@/components/ui/button-styles';
import type { StaffMember } from '@/entities/staff/api/get-staff';

/** Roles in the order their groups are listed: the floor, F&I, then management. */
const ROLE_ORDER = [
  'salesperson',
  'finance_manager',
  'single_finance_manager',
  'finance_director',
  'sales_manager',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
];

export function groupStaff(
  staff: readonly StaffMember[],
): { role: string; people: StaffMember[] }[] {
  const groups = new Map<string, StaffMember[]>();
  for (const person of staff) groups.set(person.role, [...(groups.get(person.role) ?? []), person]);
  const rank = (role: string) => {
    const index = ROLE_ORDER.indexOf(role);
    return index === -1 ? ROLE_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([role, people]) => ({
      role,
      people: [...people].sort(
        (a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name),
      ),
    }));
}

/** Whose pay statement: the store's people by role, the inactive marked. */
export function PersonSelect({
  value,
  staff,
  loading,
  onChange,
}: {
  value: string;
  staff: readonly StaffMember[];
  loading: boolean;
  onChange: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const known = staff.some((person) => person.id === value);
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('forms.fields.person')}
      </label>
      <select
        id={id}
        value={value}
        disabled={loading}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldControl} mt-1 py-2.5`}
      >
        {known ? null : (
          <option value={value}>
            {loading
              ? t('forms.pay.loadingPeople')
              : value === ''
                ? t('forms.pay.choosePerson')
                : t('forms.pay.you')}
          </option>
        )}
        {groupStaff(staff).map((group) => (
          <optgroup key={group.role} label={t(`roles.${group.role}`, { defaultValue: group.role })}>
            {group.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.isActive ? person.name : t('forms.pay.inactive', { name: person.name })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

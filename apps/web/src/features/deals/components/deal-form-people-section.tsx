import { FINANCE_ROLES } from '@das/shared/roles';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Deal } from '@das/shared/schemas/deals';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/entities/staff/api/get-staff';
import { dealFieldId, type DealFormValues } from '../lib/deal-form';
import type { Choice } from '../lib/filter-choices';
import { staffChoices, type PersonSlot } from '../lib/staff-choices';
import { Combobox } from './combobox';
import { useFieldProblem } from './deal-form-fields';
import { Section } from './deal-form-frame';
import { Field, describedBy } from '@/components/ui/field';

type PersonField =
  'salesperson_id' | 'second_salesperson_id' | 'sales_manager_id' | 'fi_manager_id';

/** Who sold, desked and financed the deal, picked from the store's staff. */
export function PeopleSection({
  user,
  dealershipId,
  deal,
}: {
  user: SessionUser;
  dealershipId: number;
  deal: Deal | undefined;
}) {
  const { t } = useTranslation();
  const staff = useStaff(dealershipId);
  const staffList = staff.data?.staff;
  const { id: userId, name: userName, role: userRole } = user;

  const choicesFor = useMemo(() => {
    const options = {
      roleLabel: (role: string) => t(`roles.${role}`, { defaultValue: role }),
      inactiveLabel: t('deals.form.inactive'),
    };
    // People the deal already names stay choices even if they left or are not listed.
    const keep: Record<PersonSlot, { id: string; name: string | null }[]> = {
      salesperson: deal
        ? [
            { id: deal.salesperson_id ?? '', name: deal.salesperson_name },
            { id: deal.second_salesperson_id ?? '', name: deal.second_salesperson_name },
          ]
        : [],
      salesManager: deal ? [{ id: deal.sales_manager_id ?? '', name: null }] : [],
      fiManager: [
        ...(deal ? [{ id: deal.fi_manager_id ?? '', name: deal.fi_manager_name }] : []),
        ...(FINANCE_ROLES.includes(userRole) ? [{ id: userId, name: userName }] : []),
      ],
    };
    return (slot: PersonSlot) =>
      staffChoices(staffList ?? [], slot, { ...options, keep: keep[slot] });
  }, [staffList, t, deal, userId, userName, userRole]);

  const placeholder = staff.isPending
    ? t('deals.form.loadingStaff')
    : t('deals.form.personPlaceholder');
  return (
    <Section
      title={t('deals.form.sections.people')}
      aside={
        staff.isError ? (
          <span role="alert" className="text-xs text-red-700">
            {t('deals.form.staffUnavailable')}
          </span>
        ) : null
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonField
          field="salesperson_id"
          choices={choicesFor('salesperson')}
          placeholder={placeholder}
        />
        <PersonField
          field="second_salesperson_id"
          choices={choicesFor('salesperson')}
          placeholder={placeholder}
          optional
        />
        <PersonField
          field="sales_manager_id"
          choices={choicesFor('salesManager')}
          placeholder={placeholder}
        />
        <PersonField
          field="fi_manager_id"
          choices={choicesFor('fiManager')}
          placeholder={placeholder}
        />
      </div>
    </Section>
  );
}

function PersonField({
  field,
  choices,
  placeholder,
  optional = false,
}: {
  field: PersonField;
  choices: readonly Choice[];
  placeholder: string;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const { field: control } = useController<DealFormValues, PersonField>({ name: field });
  const error = useFieldProblem()(field);
  const id = dealFieldId(field);
  return (
    <Field
      id={id}
      label={t(`deals.fields.${field}`)}
      error={error}
      optional={optional ? t('deals.form.optional') : undefined}
    >
      <Combobox
        id={id}
        value={control.value}
        choices={choices}
        invalid={Boolean(error)}
        describedBy={describedBy(id, false, Boolean(error))}
        placeholder={placeholder}
        emptyText={(typed) => t('deals.form.noPerson', { text: typed })}
        clearLabel={t('deals.form.clear')}
        toggleLabel={t('deals.form.showChoices')}
        onChange={control.onChange}
      />
    </Field>
  );
}

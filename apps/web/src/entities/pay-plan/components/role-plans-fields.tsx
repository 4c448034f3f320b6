import { DEFAULT_PLAN_ROLES, type DefaultPlanRole } from '@das/shared/schemas/store-defaults';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FinancePlanFields, ManagerPlanFields, SalesPlanFields } from './pay-plan-fields';
import type { RolePlansValues } from './role-plans-form';

const FIELDS_OF = {
  salesperson: SalesPlanFields,
  finance_manager: FinancePlanFields,
  sales_manager: ManagerPlanFields,
} as const;

/**
 * A plan per role (a store's defaults, a group's templates): each role a
 * switch, and while it is on, the plan editor of its kind.
 */
export function RolePlansFields({
  form,
  errorOf,
  switchLabel,
}: {
  form: UseFormReturn<RolePlansValues, unknown, unknown>;
  errorOf: (path: string) => string | undefined;
  /** The switch of a role: "Start new salespeople on a default plan" … */
  switchLabel: (role: DefaultPlanRole) => string;
}) {
  const values = useWatch({ control: form.control });
  return (
    <ul className="max-w-3xl divide-y divide-slate-100">
      {DEFAULT_PLAN_ROLES.map((role) => {
        const Fields = FIELDS_OF[role];
        return (
          <li key={role} className="space-y-4 py-4 first:pt-0 last:pb-0">
            <Checkbox {...form.register(`${role}.used`)} label={switchLabel(role)} />
            {values[role]?.used ? (
              <div className="border-l-2 border-slate-200 pl-4">
                <Fields form={form} at={`${role}.plan`} errorOf={errorOf} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

import type { PayPlanKind } from '@das/shared/schemas/pay';
import { Pencil, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { PersonPlan, PlanOfKind } from '@/entities/pay-plan/api/get-pay-plans';
import {
  summarizeFinancePlan,
  summarizeManagerPlan,
  summarizeSalesPlan,
  type SummaryPart,
} from './plan-summary';
import { usePlanWords } from './use-plan-words';

export function summaryOf<K extends PayPlanKind>(kind: K, plan: PlanOfKind[K]): SummaryPart[] {
  if (kind === 'salesperson') return summarizeSalesPlan(plan as PlanOfKind['salesperson']);
  if (kind === 'manager') return summarizeManagerPlan(plan as PlanOfKind['manager']);
  return summarizeFinancePlan(plan as PlanOfKind['finance']);
}

/** The people of one kind, the plan in force for each in words, and Edit where allowed. */
export function PlansList<K extends PayPlanKind>({
  kind,
  plans,
  roles,
  canEdit,
  onEdit,
}: {
  kind: K;
  plans: readonly PersonPlan<K>[];
  /** Each person's role, when known (sales manager or GM on the managers' tab). */
  roles: Readonly<Record<string, string>>;
  canEdit: (person: PersonPlan<K>) => boolean;
  onEdit: (person: PersonPlan<K>) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const words = usePlanWords();

  if (plans.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <Wallet className="size-7 text-slate-300" aria-hidden="true" />
        <p className="text-sm text-slate-600">{t(`payPlans.empty.${kind}`)}</p>
      </div>
    );
  }

  return (
    <ul className="divide-y divide-slate-100">
      {plans.map((person) => {
        const role = kind === 'manager' ? roles[person.userId] : undefined;
        const editable = canEdit(person);
        return (
          <li
            key={person.userId}
            className="grid gap-x-6 gap-y-2 px-5 py-4 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)_auto] md:items-center"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{person.name}</p>
              <p className="text-xs text-slate-500">
                {role ? `${t(`roles.${role}`, { defaultValue: role })} · ` : ''}
                {person.effectiveFrom ? (
                  t('payPlans.list.since', { month: fmt.month(person.effectiveFrom.slice(0, 7)) })
                ) : (
                  <span className="font-medium text-amber-800">{t('payPlans.list.default')}</span>
                )}
              </p>
            </div>
            <p className="text-sm text-slate-700">{words(summaryOf(kind, person.plan))}</p>
            <div className="md:text-right">
              {editable ? (
                <button
                  type="button"
                  onClick={() => onEdit(person)}
                  className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  aria-label={t('payPlans.list.editFor', { name: person.name })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('payPlans.list.edit')}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

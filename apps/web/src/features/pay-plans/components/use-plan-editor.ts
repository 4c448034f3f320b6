import type { PayPlanKind } from '@das/shared/schemas/pay';
import type { FieldValues } from 'react-hook-form';
import type { PersonPlan, PlanOfKind } from '@/entities/pay-plan/api/get-pay-plans';
import type { PlanFormKind } from '@/entities/pay-plan/components/pay-plan-form';
import { usePayPlanForm } from '@/entities/pay-plan/components/use-pay-plan-form';
import type { SummaryPart } from './plan-summary';
import { usePlanWords } from './use-plan-words';

/** What the page gives a plan dialog. */
export interface PlanDialogProps<K extends PayPlanKind> {
  person: PersonPlan<K>;
  /** An ISO day: the first month offered is its month. */
  today: string;
  /** After the save, with the day the new version takes effect (YYYY-MM-01). */
  onSaved: (effectiveFrom: string) => void;
  onClose: () => void;
}

/**
 * A plan's editor in a dialog: the shared plan form (starting from the plan
 * in force), and what PlanDialogFrame needs, the plan in words as typed included.
 */
export function usePlanEditor<K extends PayPlanKind, T extends FieldValues>(
  { person, today, onSaved, onClose }: PlanDialogProps<K>,
  form: PlanFormKind<K, T>,
  summarize: (plan: PlanOfKind[K]) => SummaryPart[],
) {
  const words = usePlanWords();
  const editor = usePayPlanForm({ form, userId: person.userId, plan: person.plan, today, onSaved });
  return {
    ...editor,
    frame: {
      name: person.name,
      preview: editor.preview ? words(summarize(editor.preview)) : null,
      saving: editor.saving,
      problem: editor.problem,
      onSubmit: editor.onSubmit,
      onClose,
    },
  };
}

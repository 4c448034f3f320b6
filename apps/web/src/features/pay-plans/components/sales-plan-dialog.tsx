import { VOLUME_TIERS_MAX } from '@das/shared/schemas/pay';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { quietButton } from '@/components/ui/button-styles';
import { AmountField } from '@/entities/pay-plan/components/amount-field';
import { EffectiveMonth } from '@/entities/pay-plan/components/effective-month';
import { PlanDialogFrame } from './plan-dialog-frame';
import { SALES_PLAN_FORM, type SalesPlanText } from './plan-forms';
import { summarizeSalesPlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** A salesperson's plan: commission (flat or share of front), minis, back share, volume tiers. */
export function SalesPlanDialog(props: PlanDialogProps<'salesperson'>) {
  const { t } = useTranslation();
  const editor = usePlanEditor(props, SALES_PLAN_FORM, summarizeSalesPlan);
  const { register, control } = editor.form;
  const tiers = useFieldArray({ control, name: 'plan.volumeTiers' });
  const field = (name: Exclude<keyof SalesPlanText, 'volumeTiers'>) => ({
    registration: register(`plan.${name}`),
    error: editor.errorOf(`plan.${name}`),
  });

  return (
    <PlanDialogFrame {...editor.frame}>
      <EffectiveMonth
        registration={register('effectiveFrom')}
        months={editor.months}
        error={editor.errorOf('effectiveFrom')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">
          {t('payPlans.form.commission')}
        </legend>
        <p className="text-xs text-slate-500">{t('payPlans.form.commissionHint')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <AmountField label={t('payPlans.form.flatPerUnit')} unit="$" {...field('flatPerUnit')} />
          <AmountField
            label={t('payPlans.form.frontPercent')}
            unit="%"
            {...field('frontPercent')}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('payPlans.form.minis')}</legend>
        <p className="text-xs text-slate-500">{t('payPlans.form.minisHint')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <AmountField
            label={t('payPlans.form.miniFrontFloor')}
            unit="$"
            {...field('miniFrontFloor')}
          />
          <AmountField label={t('payPlans.form.miniAmount')} unit="$" {...field('miniAmount')} />
        </div>
      </fieldset>
      <div className="sm:max-w-[calc(50%-0.5rem)]">
        <AmountField
          label={t('payPlans.form.backPercent')}
          unit="%"
          hint={t('payPlans.form.backPercentHint')}
          {...field('backPercent')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('payPlans.form.tiers')}</legend>
        <p className="text-xs text-slate-500">{t('payPlans.form.tiersHint')}</p>
        {tiers.fields.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">{t('payPlans.form.noTiers')}</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {tiers.fields.map((tier, index) => (
              <li
                key={tier.id}
                className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 sm:gap-3"
              >
                <AmountField
                  label={t('payPlans.form.tierUnits', { number: index + 1 })}
                  compact
                  unit="units"
                  registration={register(`plan.volumeTiers.${index}.units`)}
                  error={editor.errorOf(`plan.volumeTiers.${index}.units`)}
                />
                <AmountField
                  label={t('payPlans.form.tierBonus', { number: index + 1 })}
                  compact
                  unit="$"
                  registration={register(`plan.volumeTiers.${index}.bonus`)}
                  error={editor.errorOf(`plan.volumeTiers.${index}.bonus`)}
                />
                <button
                  type="button"
                  onClick={() => tiers.remove(index)}
                  className="mt-5 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t('payPlans.form.removeTier', { number: index + 1 })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        )}
        {tiers.fields.length < VOLUME_TIERS_MAX ? (
          <button
            type="button"
            onClick={() => tiers.append({ units: '', bonus: '' })}
            className={`${quietButton} mt-2 -ml-2.5`}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('payPlans.form.addTier')}
          </button>
        ) : (
          <p className="mt-2 text-xs text-slate-500">
            {t('payPlans.form.tierLimit', { count: VOLUME_TIERS_MAX })}
          </p>
        )}
      </fieldset>
    </PlanDialogFrame>
  );
}

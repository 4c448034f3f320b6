import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { quietButton } from '@/components/ui/button-styles';
import { AmountField } from '@/entities/pay-plan/components/amount-field';
import { EffectiveMonth } from './effective-month';
import { PlanDialogFrame } from './plan-dialog-frame';
import {
  LIMITS,
  parseSalesForm,
  toSalesValues,
  type SalesPlanField,
  type SalesPlanValues,
} from './plan-forms';
import { summarizeSalesPlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** A salesperson's plan: commission (flat or share of front), minis, back share, volume tiers. */
export function SalesPlanDialog(props: PlanDialogProps<'salesperson'>) {
  const { t } = useTranslation();
  const { months, values, setValues, errors, frame } = usePlanEditor(props, {
    kind: 'salesperson',
    toValues: toSalesValues,
    parse: parseSalesForm,
    summarize: summarizeSalesPlan,
  });
  const set = (change: Partial<SalesPlanValues>) => setValues({ ...values, ...change });
  const setTier = (index: number, change: Partial<SalesPlanValues['tiers'][number]>) =>
    set({ tiers: values.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)) });

  const field = (name: Exclude<SalesPlanField, `tier.${string}`>) => ({
    value: values[name],
    error: errors[name],
    onChange: (text: string) => set({ [name]: text }),
  });

  return (
    <PlanDialogFrame {...frame}>
      <EffectiveMonth
        value={values.effectiveMonth}
        months={months}
        onChange={(effectiveMonth) => set({ effectiveMonth })}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">
          {t('payPlans.form.commission')}
        </legend>
        <p className="text-xs text-slate-500">{t('payPlans.form.commissionHint')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <AmountField
            label={t('payPlans.form.flatPerUnit')}
            unit="$"
            limit={LIMITS.money}
            {...field('flatPerUnit')}
          />
          <AmountField
            label={t('payPlans.form.frontPercent')}
            unit="%"
            limit={LIMITS.percent}
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
            limit={LIMITS.money}
            {...field('miniFrontFloor')}
          />
          <AmountField
            label={t('payPlans.form.miniAmount')}
            unit="$"
            limit={LIMITS.money}
            {...field('miniAmount')}
          />
        </div>
      </fieldset>
      <div className="sm:max-w-[calc(50%-0.5rem)]">
        <AmountField
          label={t('payPlans.form.backPercent')}
          unit="%"
          limit={LIMITS.percent}
          hint={t('payPlans.form.backPercentHint')}
          {...field('backPercent')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('payPlans.form.tiers')}</legend>
        <p className="text-xs text-slate-500">{t('payPlans.form.tiersHint')}</p>
        {values.tiers.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">{t('payPlans.form.noTiers')}</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {values.tiers.map((tier, index) => (
              <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 sm:gap-3">
                <AmountField
                  label={t('payPlans.form.tierUnits', { number: index + 1 })}
                  compact
                  unit="units"
                  value={tier.units}
                  error={errors[`tier.${index}.units`]}
                  limit={LIMITS.tierUnits}
                  min={1}
                  onChange={(units) => setTier(index, { units })}
                />
                <AmountField
                  label={t('payPlans.form.tierBonus', { number: index + 1 })}
                  compact
                  unit="$"
                  value={tier.bonus}
                  error={errors[`tier.${index}.bonus`]}
                  limit={LIMITS.money}
                  onChange={(bonus) => setTier(index, { bonus })}
                />
                <button
                  type="button"
                  onClick={() => set({ tiers: values.tiers.filter((_, at) => at !== index) })}
                  className="mt-5 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t('payPlans.form.removeTier', { number: index + 1 })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        )}
        {values.tiers.length < LIMITS.tiers ? (
          <button
            type="button"
            onClick={() => set({ tiers: [...values.tiers, { units: '', bonus: '' }] })}
            className={`${quietButton} mt-2 -ml-2.5`}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('payPlans.form.addTier')}
          </button>
        ) : (
          <p className="mt-2 text-xs text-slate-500">
            {t('payPlans.form.tierLimit', { count: LIMITS.tiers })}
          </p>
        )}
      </fieldset>
    </PlanDialogFrame>
  );
}

import { PRODUCTS } from '@das/shared/deals';
import { VOLUME_TIERS_MAX } from '@das/shared/schemas/pay';
import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { quietButton } from '@/components/ui/button-styles';
import { AmountField } from './amount-field';
import { EffectiveMonth } from './effective-month';
import type { FinancePlanText } from './pay-plan-form';
import type { PayPlanFormState } from './use-pay-plan-form';

/**
 * A plan's inputs wherever the plan sits in a form: a person's new version
 * (`plan`) or a store's default or a group's template of a role
 * (`salesperson.plan`). One editor per kind, whatever the plan is for.
 */
export interface PlanFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  /** The path of the plan in the form's values. */
  at: string;
  /** The problem of a field, by its full path, in words. */
  errorOf: (path: string) => string | undefined;
}

function useBind<V extends FieldValues>({ form, at, errorOf }: PlanFieldsProps<V>) {
  return (name: string) => ({
    registration: form.register(`${at}.${name}` as Path<V>),
    error: errorOf(`${at}.${name}`),
  });
}

/** An F&I manager's plan: base, back-end share, a bonus per product. */
export function FinancePlanFields<V extends FieldValues>(props: PlanFieldsProps<V>) {
  const { t } = useTranslation();
  const field = useBind(props);
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField label={t('payPlan.baseMonthly')} unit="$" {...field('baseMonthly')} />
        <AmountField
          label={t('payPlan.backEndPercent')}
          unit="%"
          hint={t('payPlan.backEndHint')}
          {...field('backEndPercent')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('payPlan.bonuses')}</legend>
        <p className="text-xs text-slate-500">{t('payPlan.bonusesHint')}</p>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PRODUCTS.map((product) => (
            <AmountField
              key={product}
              label={t(`finance.productNames.${product}`)}
              unit="$"
              compact
              {...field(`productBonuses.${product}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** A salesperson's plan: commission (flat or share of front), minis, back share, volume tiers. */
export function SalesPlanFields<V extends FieldValues>(props: PlanFieldsProps<V>) {
  const { t } = useTranslation();
  const field = useBind(props);
  const tiers = useFieldArray({
    control: props.form.control,
    name: `${props.at}.volumeTiers` as ArrayPath<V>,
  });
  return (
    <div className="space-y-5">
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
                  {...field(`volumeTiers.${index}.units`)}
                />
                <AmountField
                  label={t('payPlans.form.tierBonus', { number: index + 1 })}
                  compact
                  unit="$"
                  {...field(`volumeTiers.${index}.bonus`)}
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
            onClick={() => tiers.append({ units: '', bonus: '' } as FieldArray<V, ArrayPath<V>>)}
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
    </div>
  );
}

/** A sales manager's or GM's plan: salary, a share of the store's gross, a bonus per unit. */
export function ManagerPlanFields<V extends FieldValues>(props: PlanFieldsProps<V>) {
  const { t } = useTranslation();
  const field = useBind(props);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <AmountField label={t('payPlans.form.baseMonthly')} unit="$" {...field('baseMonthly')} />
      <AmountField
        label={t('payPlans.form.grossPercent')}
        unit="%"
        hint={t('payPlans.form.grossPercentHint')}
        {...field('grossPercent')}
      />
      <AmountField
        label={t('payPlans.form.perUnitBonus')}
        unit="$"
        hint={t('payPlans.form.perUnitBonusHint')}
        {...field('perUnitBonus')}
      />
    </div>
  );
}

/** A new version of an F&I pay plan: the month it takes effect, then the plan. */
export function PayPlanFields({ form }: { form: PayPlanFormState<'finance', FinancePlanText> }) {
  return (
    <div className="space-y-5">
      <EffectiveMonth
        registration={form.form.register('effectiveFrom')}
        months={form.months}
        error={form.errorOf('effectiveFrom')}
      />
      <FinancePlanFields form={form.form} at="plan" errorOf={form.errorOf} />
    </div>
  );
}

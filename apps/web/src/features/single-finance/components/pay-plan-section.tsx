import type { PayPlan } from '@das/shared/schemas/pay';
import { CheckCircle2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useCurrentPayPlan } from '../api/get-current-pay-plan';
import { primaryButton } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { paidBonuses } from '@/entities/pay-plan/components/paid-bonuses';
import { PayPlanFormBody } from '@/entities/pay-plan/components/pay-plan-form-body';
import { FINANCE_PLAN_FORM } from '@/entities/pay-plan/components/pay-plan-form';
import { usePayPlanForm } from '@/entities/pay-plan/components/use-pay-plan-form';
import { LoadingRows } from './loading-rows';
import { SettingsSection } from './settings-section';

/** The plan in force, and a new version of it from a chosen month on. */
export function PayPlanSection({
  dealershipId,
  userId,
}: {
  dealershipId: number | null;
  userId: string;
}) {
  const { t } = useTranslation();
  const current = useCurrentPayPlan(dealershipId, userId);
  // Kept here: a save that changes the plan in force remounts the editor below.
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <SettingsSection
      icon={Wallet}
      title={t('singleFinance.pay.title')}
      description={t('singleFinance.pay.description')}
    >
      {current.isPending ? (
        <LoadingRows rows={4} />
      ) : current.isError ? (
        <LoadError
          message={t('singleFinance.pay.loadError')}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : (
        <PayPlanEditor
          key={JSON.stringify(current.data.plan)}
          plan={current.data.plan}
          month={current.data.month}
          userId={userId}
          saved={saved}
          onSaved={setSaved}
        />
      )}
    </SettingsSection>
  );
}

function PlanInForce({ plan, month }: { plan: PayPlan; month: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const bonuses = paidBonuses(plan.plan);
  return (
    <div className="rounded-xl bg-ink-900 p-4 text-white sm:p-5">
      <p className="text-xs font-semibold tracking-wide text-sky-200 uppercase">
        {t('singleFinance.pay.inForce', { month: fmt.month(month) })}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-300">{t('payPlan.baseMonthly')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{fmt.money(plan.plan.baseMonthly)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-300">{t('payPlan.backEndPercent')}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {fmt.percent(plan.plan.backEndPercent / 100)}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-300">{t('payPlan.bonuses')}</dt>
          <dd className="mt-0.5 flex flex-wrap gap-1.5">
            {bonuses.length === 0 ? (
              <span className="text-sm">{t('singleFinance.pay.noBonuses')}</span>
            ) : (
              bonuses.map(({ product, amount }) => (
                <span
                  key={product}
                  className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-medium ring-1 ring-white/15 ring-inset"
                >
                  {t(`finance.productNames.${product}`)} {fmt.money(amount)}
                </span>
              ))
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-300">
        {plan.effectiveFrom
          ? t('singleFinance.pay.since', { month: fmt.month(plan.effectiveFrom.slice(0, 7)) })
          : t('singleFinance.pay.standard')}
      </p>
    </div>
  );
}

function PayPlanEditor({
  plan,
  month,
  userId,
  saved,
  onSaved,
}: {
  plan: PayPlan;
  month: string;
  userId: string;
  /** The month a plan was just saved from, to confirm it. */
  saved: string | null;
  onSaved: (month: string | null) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const form = usePayPlanForm({
    form: FINANCE_PLAN_FORM,
    userId,
    plan: plan.plan,
    today: `${month}-01`,
    onSaved: (effectiveFrom) => onSaved(effectiveFrom.slice(0, 7)),
  });

  return (
    <div className="space-y-6">
      <PlanInForce plan={plan} month={month} />
      <form
        noValidate
        onSubmit={(event) => {
          onSaved(null);
          void form.onSubmit(event);
        }}
        className="space-y-5"
      >
        <h3 className="text-sm font-semibold text-ink-900">{t('singleFinance.pay.newVersion')}</h3>
        <PayPlanFormBody form={form} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={form.saving} className={primaryButton}>
            {form.saving ? t('payPlan.saving') : t('payPlan.save')}
          </button>
          {saved ? (
            <p role="status" className="flex items-center gap-1.5 text-sm text-emerald-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('singleFinance.pay.saved', { month: fmt.month(saved) })}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}

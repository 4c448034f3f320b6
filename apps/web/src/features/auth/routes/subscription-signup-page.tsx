import type { SignupPlan } from '@das/shared/subscription-plans';
import { TRIAL_DAYS } from '@das/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { DealerGroupSignupForm } from '../components/dealer-group-signup-form';
import { DealershipSignupForm } from '../components/dealership-signup-form';
import { SingleFinanceSignupForm } from '../components/single-finance-signup-form';
import { TrialNote } from '../components/signup-parts';
import { isSignupPlan, PLANS } from '@/entities/subscription-plan/lib/plans';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';

const FORMS: Record<SignupPlan, () => React.JSX.Element> = {
  single_finance: SingleFinanceSignupForm,
  dealership: DealershipSignupForm,
  dealer_group: DealerGroupSignupForm,
};

/**
 * `/signup/subscription`: choose a plan first (`?plan=` preselects one), then
 * fill in that plan's form, on one page.
 */
export function SubscriptionSignupPage() {
  const { t } = useTranslation();
  const text = usePlanText();
  const [params, setParams] = useSearchParams();
  const requested = params.get('plan');
  const plan = isSignupPlan(requested) ? requested : null;
  const [opened, setOpened] = useState<ReadonlySet<SignupPlan>>(() => new Set(plan ? [plan] : []));
  if (plan && !opened.has(plan)) setOpened(new Set([...opened, plan]));

  function choose(next: SignupPlan) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('plan', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <AuthLayout title={t('signup.subscription.documentTitle')} width="form">
      <div className="space-y-8">
        <AuthHeading
          title={t('signup.subscription.title')}
          subtitle={t('signup.subscription.subtitle', { days: TRIAL_DAYS })}
        />
        <fieldset>
          <legend className="mb-4 text-base font-semibold text-slate-900">
            {t('signup.subscription.choosePlan')}
          </legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {PLANS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer flex-col gap-1 rounded-xl p-4 ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="plan"
                    value={option}
                    checked={plan === option}
                    onChange={() => choose(option)}
                    className="size-4 accent-ink-900 focus-visible:outline-none"
                  />
                  <span className="text-sm font-semibold text-slate-900">{text.name(option)}</span>
                </span>
                <span className="pl-6 text-sm text-slate-700">{text.listPrice(option)}</span>
                <span className="pl-6 text-xs text-slate-600">{text.setup(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {plan ? (
          <section aria-labelledby="subscription-details" className="space-y-6">
            <h2
              id="subscription-details"
              className="border-t border-slate-200 pt-6 text-lg font-semibold text-slate-900"
            >
              {t('signup.subscription.details', { plan: text.name(plan) })}
            </h2>
            <TrialNote
              after={plan === 'dealer_group' ? text.listPrice(plan) : text.totalPrice(plan)}
            />
            {/* Forms already opened stay mounted, hidden: switching plans loses nothing typed. */}
            {PLANS.filter((option) => opened.has(option)).map((option) => {
              const OptionForm = FORMS[option];
              return (
                <div key={option} hidden={option !== plan}>
                  <OptionForm />
                </div>
              );
            })}
          </section>
        ) : (
          <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">
            {t('signup.subscription.pickFirst')}
          </p>
        )}
      </div>
    </AuthLayout>
  );
}

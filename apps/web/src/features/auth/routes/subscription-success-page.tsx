import { TRIAL_DAYS } from '@das/shared/constants';
import type { SignupPlan } from '@das/shared/subscription-plans';
import { ArrowRight, CircleCheck, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { isSignupPlan } from '@/entities/subscription-plan/lib/plans';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';
import { readDay } from '../components/trial-days';
import { authButton } from '../components/styles';

/** i18n keys under `signup.success.steps`. */
const STEPS: Record<SignupPlan, readonly string[]> = {
  single_finance: ['signIn', 'payPlan', 'firstDeal'],
  dealership: ['signIn', 'team', 'goals'],
  dealer_group: ['signIn', 'storeAdmins', 'compare'],
};

/**
 * `/signup/success` and `/subscription/success` (one page): the subscription
 * is ready; the plan and the trial's last day come from the address
 * (`?plan=…&trialEnds=YYYY-MM-DD`).
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const text = usePlanText();
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const plan = isSignupPlan(requested) ? requested : null;
  const trialEnds = readDay(params.get('trialEnds'));

  return (
    <AuthLayout title={t('signup.success.documentTitle')} width="wide">
      <div className="space-y-7">
        <AuthHeading
          icon={CircleCheck}
          tone="success"
          title={t('signup.success.title')}
          subtitle={
            <>
              <p>
                {plan
                  ? t('signup.success.plan', { plan: text.name(plan) })
                  : t('signup.success.noPlan')}
              </p>
              <p className="mt-1">
                {trialEnds
                  ? t('welcome.signup.trialEnds', { date: text.day(trialEnds) })
                  : t('signup.success.trialStarted', { days: TRIAL_DAYS })}{' '}
                {t('welcome.signup.noCard')}
              </p>
            </>
          }
        />
        <section aria-labelledby="success-next-steps">
          <h2 id="success-next-steps" className="text-base font-semibold text-slate-900">
            {t('welcome.signup.nextSteps')}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700 marker:font-semibold">
            {(plan ? STEPS[plan] : ['signIn', 'explore']).map((step) => (
              <li key={step}>{t(`signup.success.steps.${step}`)}</li>
            ))}
          </ol>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full sm:flex-1`}>
            <LogIn className="size-4" aria-hidden="true" />
            {t('welcome.signup.signIn')}
          </Link>
          <Link
            to={paths.dashboard.getHref()}
            className={`${authButton.secondary} w-full sm:flex-1`}
          >
            {t('signup.success.toDashboard')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {!plan && (
          <p className="text-center text-sm text-slate-600">
            <Link to={paths.signup.getHref()} className={authButton.link}>
              {t('auth.signup.allPlans')}
            </Link>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}

import { TRIAL_DAYS } from '@das/shared/constants';
import type { SignupPlan } from '@das/shared/subscription-plans';
import { ArrowRight, Building, Building2, Check, Clock, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { PLAN_FEATURES, PLAN_FORM_HREF, PLANS } from '@/entities/subscription-plan/lib/plans';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';
import { authButton } from '../components/styles';

const PLAN_ICONS = { single_finance: UserRound, dealership: Building, dealer_group: Building2 };

/** `/signup`: the three plans side by side, each with its price, setup time and trial. */
export function SignupChoicePage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('signup.choice.documentTitle')} width="page">
      <div className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
          {t('signup.choice.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-pretty text-slate-300">
          {t('signup.choice.subtitle', { days: TRIAL_DAYS })}
        </p>
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan} className="flex">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      <div className="mt-8 space-y-2 text-center text-sm text-slate-300">
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link
            to={paths.auth.getHref()}
            className="rounded-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            {t('auth.signup.signIn')}
          </Link>
        </p>
        <p>
          <Link
            to={paths.signupSubscription.getHref()}
            className="rounded-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            {t('signup.choice.stepByStep')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function PlanCard({ plan }: { plan: SignupPlan }) {
  const { t } = useTranslation();
  const text = usePlanText();
  const titleId = useId();
  const Icon = PLAN_ICONS[plan];
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-2xl shadow-black/30 ring-1 ring-white/10 sm:p-8"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="mt-5 text-xl font-semibold text-slate-900">
        {text.name(plan)}
      </h2>
      <p className="mt-1.5 text-sm/6 text-slate-600">{t(`signup.plans.${plan}.audience`)}</p>
      <p className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">
        {text.listPrice(plan)}
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
        <Clock className="size-4 text-slate-500" aria-hidden="true" />
        {text.setup(plan)}
      </p>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('signup.choice.included')}</h3>
      <ul className="mt-3 flex-1 space-y-2.5 text-sm text-slate-700">
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{t(`signup.plans.${plan}.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm font-medium text-emerald-800">
        {t('signup.trial.line', { days: TRIAL_DAYS })}
      </p>
      <Link to={PLAN_FORM_HREF[plan]} className={`${authButton.primary} mt-4 w-full`}>
        {t('signup.choice.start')}
        <span className="sr-only"> {t('signup.choice.startPlan', { plan: text.name(plan) })}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}

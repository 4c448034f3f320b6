import { isValidEmail, sanitizeEmail } from '@das/shared/auth-rules';
import { TRIAL_DAYS } from '@das/shared/constants';
import type { SignupPlan } from '@das/shared/subscription-plans';
import { LogIn, MailCheck, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useResendVerification } from '../api/resend-verification';
import { describeRequestError, useAuthErrorText } from './auth-error-text';
import { AuthHeading } from './auth-heading';
import { DevMailboxHint } from './dev-mailbox-hint';
import { Notice, Spinner } from './notice';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';
import { readDay } from './trial-days';
import { authButton } from './styles';

/** i18n keys under `welcome.signup.steps.{plan}`. */
const NEXT_STEPS: Record<SignupPlan, readonly string[]> = {
  single_finance: ['verify', 'signIn', 'payPlan', 'firstDeal'],
  dealership: ['verify', 'signIn', 'team', 'goals'],
  dealer_group: ['verify', 'signIn', 'storeAdmins', 'compare'],
};

export interface WelcomeFacts {
  email: string | null;
  trialEnds: string | undefined;
  stores: number | undefined;
}

/** What a sign-up left in the address (SignupFacts of lib/paths), checked. */
export function readWelcomeFacts(params: URLSearchParams): WelcomeFacts {
  const email = sanitizeEmail(params.get('email') ?? '');
  const stores = Number(params.get('stores'));
  return {
    email: isValidEmail(email) ? email : null,
    trialEnds: readDay(params.get('trialEnds')),
    stores: Number.isInteger(stores) && stores > 0 ? stores : undefined,
  };
}

/**
 * The end of every sign-up flow: check your inbox, the plan and when its
 * trial ends, what comes next, a resend button and the way to sign in.
 */
export function SignupWelcome({ plan, facts }: { plan: SignupPlan; facts: WelcomeFacts }) {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const text = usePlanText();
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { email, trialEnds, stores } = facts;
  const locations = plan === 'dealer_group' ? (stores ?? undefined) : 1;

  function send(address: string) {
    setSentTo(null);
    resend.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  }

  const resendError =
    resend.isError &&
    render({ ...describeRequestError(resend.error), wrapKey: 'auth.resend.failed' });

  return (
    <div className="space-y-7">
      <AuthHeading
        icon={MailCheck}
        tone="success"
        title={t(`welcome.signup.title.${plan}`)}
        subtitle={
          <>
            <p>
              {email
                ? t('welcome.signup.checkInbox', { email })
                : t('welcome.signup.checkInboxNoEmail')}
            </p>
            <p className="mt-2 text-slate-500">{t('auth.signupSuccess.spamHint')}</p>
          </>
        }
      />

      <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50 text-sm ring-1 ring-slate-200 ring-inset">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-slate-600">{t('welcome.signup.plan')}</dt>
          <dd className="font-semibold text-slate-900">
            {locations === undefined
              ? `${text.name(plan)} · ${text.listPrice(plan)}`
              : `${text.name(plan)} · ${text.totalPrice(plan, locations)}`}
          </dd>
        </div>
        {plan === 'dealer_group' && stores !== undefined && (
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-slate-600">{t('welcome.signup.stores')}</dt>
            <dd className="font-semibold text-slate-900">
              {t('welcome.signup.storeCount', { count: stores })}
            </dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-slate-600">{t('welcome.signup.trial')}</dt>
          <dd className="font-semibold text-slate-900">
            {trialEnds
              ? t('welcome.signup.trialEnds', { date: text.day(trialEnds) })
              : t('welcome.signup.trialDays', { days: TRIAL_DAYS })}
          </dd>
        </div>
      </dl>
      <p className="-mt-4 text-xs text-slate-600">{t('welcome.signup.noCard')}</p>

      <section aria-labelledby="welcome-next-steps">
        <h2 id="welcome-next-steps" className="text-base font-semibold text-slate-900">
          {t('welcome.signup.nextSteps')}
        </h2>
        <ol className="mt-3 space-y-3">
          {NEXT_STEPS[plan].map((step, index) => (
            <li key={step} className="flex items-start gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-900 text-xs font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`welcome.signup.steps.${plan}.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <DevMailboxHint />
      <div role="status" className="empty:hidden">
        {sentTo && <Notice tone="success">{t('auth.resend.sent', { email: sentTo })}</Notice>}
      </div>
      <div role="alert" className="empty:hidden">
        {resendError && <Notice tone="error">{resendError}</Notice>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full sm:flex-1`}>
          <LogIn className="size-4" aria-hidden="true" />
          {t('welcome.signup.signIn')}
        </Link>
        {email && (
          <button
            type="button"
            onClick={() => send(email)}
            disabled={resend.isPending}
            className={`${authButton.secondary} w-full sm:flex-1`}
          >
            {resend.isPending ? <Spinner /> : <RotateCw className="size-4" aria-hidden="true" />}
            {t(resend.isPending ? 'auth.resend.sending' : 'auth.resend.action')}
          </button>
        )}
      </div>
    </div>
  );
}

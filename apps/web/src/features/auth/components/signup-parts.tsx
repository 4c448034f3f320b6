import { TRIAL_DAYS } from '@das/shared/constants';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from './notice';
import { authButton } from './styles';

/** "14-day free trial, no card needed", the promise every sign-up page makes. */
export function TrialNote({ after, className = '' }: { after?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={`flex items-start gap-2 rounded-lg bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-950 ring-1 ring-emerald-200 ring-inset ${className}`}
    >
      <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      <span>
        <span className="font-semibold">{t('signup.trial.line', { days: TRIAL_DAYS })}</span>
        {after && <span> {t('signup.trial.after', { price: after })}</span>}
      </span>
    </p>
  );
}

/** A titled group of fields; the legend is what a screen reader names the group by. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The form-level error (anything not about one field), the submit button and sign-in link. */
export function SignupFormFooter({
  busy,
  error,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  error: string | null;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <FormAlert message={error} />
      <button type="submit" disabled={busy} className={`${authButton.primary} w-full`}>
        {busy && <Spinner />}
        {busy ? busyLabel : submitLabel}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('auth.signup.haveAccount')}{' '}
        <Link to={paths.auth.getHref()} className={authButton.link}>
          {t('auth.signup.signIn')}
        </Link>
      </p>
    </div>
  );
}

/** Back to the choice of plans, under each sign-up form. */
export function OtherPlansLink() {
  const { t } = useTranslation();
  return (
    <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
      {t('signup.otherPlans')}{' '}
      <Link to={paths.signup.getHref()} className={authButton.link}>
        {t('auth.signup.allPlans')}
      </Link>
    </p>
  );
}

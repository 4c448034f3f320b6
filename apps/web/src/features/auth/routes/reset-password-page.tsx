import { PRODUCT_NAME } from '@das/shared/constants';
import { CircleCheck, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import {
  describeRequestError,
  fieldIssues,
  useAuthErrorText,
  type AuthErrorText,
} from '../components/auth-error-text';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { DevMailboxHint } from '../components/dev-mailbox-hint';
import { EmailRequestForm } from '../components/email-request-form';
import { NewPasswordForm } from '../components/new-password-form';
import { authButton } from '../components/styles';

/**
 * `/auth/reset-password`: without a token it asks for the address and sends a
 * link; with `?token` (from that e-mail) it sets a new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title={t('auth.reset.documentTitle')}>
      {token ? <ChooseNewPassword token={token} /> : <RequestResetLink />}
    </AuthLayout>
  );
}

function RequestResetLink() {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div className="space-y-6">
        <AuthHeading
          icon={MailCheck}
          tone="success"
          title={t('auth.reset.requestSentTitle')}
          subtitle={t('auth.reset.requestSent', { email: sentTo })}
          focusOnMount
        />
        <DevMailboxHint />
        <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
          {t('auth.reset.backToSignIn')}
        </Link>
        <p className="text-center text-sm text-slate-600">
          {t('auth.reset.noEmail')}{' '}
          <button type="button" onClick={() => setSentTo(null)} className={authButton.link}>
            {t('auth.reset.tryAgain')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AuthHeading
        icon={KeyRound}
        title={t('auth.reset.requestTitle')}
        subtitle={t('auth.reset.requestSubtitle', { product: PRODUCT_NAME })}
      />
      <EmailRequestForm
        submitLabel={t('auth.reset.requestSubmit')}
        busyLabel={t('auth.reset.requestSending')}
        pending={request.isPending}
        autoFocus
        onSubmit={(email) => request.mutate({ email }, { onSuccess: () => setSentTo(email) })}
        error={request.isError && render(describeRequestError(request.error))}
      />
      <p className="text-center text-sm">
        <Link to={paths.auth.getHref()} className={authButton.link}>
          {t('auth.reset.backToSignIn')}
        </Link>
      </p>
    </div>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const { render, renderIssue } = useAuthErrorText();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<AuthErrorText | null>(null);

  if (reset.isSuccess) {
    return (
      <div className="space-y-6">
        <AuthHeading
          icon={CircleCheck}
          tone="success"
          title={t('auth.reset.doneTitle')}
          subtitle={t('auth.reset.done')}
          focusOnMount
        />
        <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
          {t('auth.reset.signIn')}
        </Link>
      </div>
    );
  }

  const linkProblem =
    formError?.key === 'auth.errors.linkExpired' ||
    (reset.error && describeRequestError(reset.error).key === 'auth.errors.linkExpired');

  return (
    <div className="space-y-6">
      <AuthHeading
        icon={KeyRound}
        title={t('auth.reset.chooseTitle')}
        subtitle={t('auth.reset.chooseSubtitle')}
      />
      <NewPasswordForm
        pending={reset.isPending}
        submitLabel={t('auth.reset.save')}
        busyLabel={t('auth.reset.saving')}
        onSubmit={(password, rejectPassword) => {
          setFormError(null);
          reset.mutate(
            { token, newPassword: password },
            {
              onError: (error) => {
                const issues = fieldIssues(error);
                if (issues.newPassword) return rejectPassword(renderIssue(issues.newPassword));
                if (issues.token) return setFormError({ key: 'auth.errors.linkExpired' });
                setFormError(describeRequestError(error));
              },
            },
          );
        }}
      >
        <FormAlert message={formError ? render(formError) : null}>
          {linkProblem ? (
            <Link to={paths.resetPassword.getHref()} className={`${authButton.link} text-sm`}>
              {t('auth.reset.requestNewLink')}
            </Link>
          ) : null}
        </FormAlert>
      </NewPasswordForm>
      <p className="text-center text-sm">
        <Link to={paths.auth.getHref()} className={authButton.link}>
          {t('auth.reset.backToSignIn')}
        </Link>
      </p>
    </div>
  );
}

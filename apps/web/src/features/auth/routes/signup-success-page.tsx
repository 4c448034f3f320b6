import { isValidEmail, sanitizeEmail } from '@das/shared/auth-rules';
import { MailCheck, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useResendVerification } from '../api/resend-verification';
import { describeRequestError, useAuthErrorText } from '../components/auth-error-text';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { DevMailboxHint } from '../components/dev-mailbox-hint';
import { EmailRequestForm } from '../components/email-request-form';
import { Notice, Spinner } from '../components/notice';
import { authButton } from '../components/styles';

/** `/auth/signup-success?email=…`: check your inbox, with a resend button. */
export function SignupSuccessPage() {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const [params] = useSearchParams();
  const given = sanitizeEmail(params.get('email') ?? '');
  const email = isValidEmail(given) ? given : null;
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function send(address: string) {
    setSentTo(null);
    resend.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  }

  const resendError =
    resend.isError &&
    render({
      ...describeRequestError(resend.error),
      wrapKey: 'auth.resend.failed',
    });

  return (
    <AuthLayout title={t('auth.signupSuccess.documentTitle')}>
      <div className="space-y-6">
        <AuthHeading
          icon={MailCheck}
          tone="success"
          title={t('auth.signupSuccess.title')}
          subtitle={
            <>
              <p>
                {email
                  ? t('auth.signupSuccess.description', { email })
                  : t('auth.signupSuccess.descriptionNoEmail')}
              </p>
              <p className="mt-2 text-slate-500">{t('auth.signupSuccess.spamHint')}</p>
            </>
          }
        />
        <DevMailboxHint />
        <div role="status" className="empty:hidden">
          {sentTo && <Notice tone="success">{t('auth.resend.sent', { email: sentTo })}</Notice>}
        </div>
        {email ? (
          <>
            <div role="alert" className="empty:hidden">
              {resendError && <Notice tone="error">{resendError}</Notice>}
            </div>
            <div className="flex flex-col gap-3">
              <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
                {t('auth.signupSuccess.signIn')}
              </Link>
              <button
                type="button"
                onClick={() => send(email)}
                disabled={resend.isPending}
                className={`${authButton.secondary} w-full`}
              >
                {resend.isPending ? (
                  <Spinner />
                ) : (
                  <RotateCw className="size-4" aria-hidden="true" />
                )}
                {t(resend.isPending ? 'auth.resend.sending' : 'auth.resend.action')}
              </button>
            </div>
          </>
        ) : (
          <>
            <EmailRequestForm
              submitLabel={t('auth.resend.action')}
              busyLabel={t('auth.resend.sending')}
              pending={resend.isPending}
              onSubmit={send}
              error={resendError}
            />
            <p className="text-center text-sm">
              <Link to={paths.auth.getHref()} className={authButton.link}>
                {t('auth.signupSuccess.signIn')}
              </Link>
            </p>
          </>
        )}
      </div>
    </AuthLayout>
  );
}

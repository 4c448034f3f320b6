import { CircleCheck, LinkIcon, MailX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useRequestMagicLink } from '../api/request-magic-link';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { useVerifyMagicLink } from '../api/verify-magic-link';
import { describeRequestError, useAuthErrorText } from '../components/auth-error-text';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { DevMailboxHint } from '../components/dev-mailbox-hint';
import { EmailRequestForm } from '../components/email-request-form';
import { MagicLinkSent } from '../components/magic-link-sent';
import { Notice } from '../components/notice';
import { authButton } from '../components/styles';
import { WorkingStatus } from '../components/working-status';

/**
 * `/auth/callback`: where the links in our e-mails land. `type=magiclink` signs
 * in; `type=verify` confirms the address. Each token works once.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token');

  let content;
  if (token && type === 'magiclink') content = <MagicLinkCallback token={token} />;
  else if (token && type === 'verify') content = <VerifyEmailCallback token={token} />;
  else content = <IncompleteLink />;

  return <AuthLayout title={t('auth.callback.documentTitle')}>{content}</AuthLayout>;
}

/** Runs a one-time call once, even when React mounts the effect twice in development. */
function useOnce(run: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  });
}

function MagicLinkCallback({ token }: { token: string }) {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const verify = useVerifyMagicLink();
  const request = useRequestMagicLink();
  const [sentTo, setSentTo] = useState<string | null>(null);

  useOnce(() => {
    verify
      .mutateAsync(token)
      .then(() => window.location.assign(paths.dashboard.getHref()))
      .catch(() => undefined);
  });

  if (!verify.isError) return <WorkingStatus message={t('auth.callback.working')} />;
  if (sentTo) return <MagicLinkSent email={sentTo} />;

  const failure = describeRequestError(verify.error);
  return (
    <div className="space-y-6">
      <AuthHeading
        icon={TriangleAlert}
        tone="warning"
        title={t('auth.callback.magicLinkFailedTitle')}
        subtitle={t('auth.callback.magicLinkFailedHelp')}
        focusOnMount
      />
      <div role="alert">
        <Notice tone="error">{render({ ...failure, wrapKey: 'auth.magicLink.failed' })}</Notice>
      </div>
      <EmailRequestForm
        submitLabel={t('auth.callback.sendNewMagicLink')}
        busyLabel={t('auth.magicLink.sending')}
        pending={request.isPending}
        onSubmit={(email) => request.mutate({ email }, { onSuccess: () => setSentTo(email) })}
        error={
          request.isError &&
          render({
            ...describeRequestError(request.error),
            wrapKey: 'auth.magicLink.failed',
          })
        }
      />
      <BackToSignIn />
    </div>
  );
}

function VerifyEmailCallback({ token }: { token: string }) {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);

  useOnce(() => {
    verify.mutateAsync({ token }).catch(() => undefined);
  });

  if (verify.isSuccess) {
    return (
      <div className="space-y-6">
        <AuthHeading
          icon={CircleCheck}
          tone="success"
          title={t('auth.callback.verifiedTitle')}
          subtitle={t('auth.callback.verified')}
          focusOnMount
        />
        <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
          {t('auth.callback.signIn')}
        </Link>
      </div>
    );
  }
  if (!verify.isError) return <WorkingStatus message={t('auth.callback.working')} />;

  const failure = describeRequestError(verify.error);
  return (
    <div className="space-y-6">
      <AuthHeading
        icon={MailX}
        tone="warning"
        title={t('auth.callback.verifyFailedTitle')}
        subtitle={t('auth.callback.verifyFailedHelp')}
        focusOnMount
      />
      <div role="alert">
        <Notice tone="error">{render(failure)}</Notice>
      </div>
      <div role="status" className="empty:hidden">
        {sentTo && (
          <div className="space-y-3">
            <Notice tone="success">{t('auth.resend.sent', { email: sentTo })}</Notice>
            <DevMailboxHint />
          </div>
        )}
      </div>
      <EmailRequestForm
        submitLabel={t('auth.resend.action')}
        busyLabel={t('auth.resend.sending')}
        pending={resend.isPending}
        onSubmit={(email) => {
          setSentTo(null);
          resend.mutate({ email }, { onSuccess: () => setSentTo(email) });
        }}
        error={
          resend.isError &&
          render({
            ...describeRequestError(resend.error),
            wrapKey: 'auth.resend.failed',
          })
        }
      />
      <BackToSignIn />
    </div>
  );
}

function IncompleteLink() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <AuthHeading
        icon={LinkIcon}
        tone="warning"
        title={t('auth.callback.incompleteTitle')}
        subtitle={t('auth.callback.incomplete')}
      />
      <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
        {t('auth.callback.signIn')}
      </Link>
    </div>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <Link to={paths.auth.getHref()} className={authButton.link}>
        {t('auth.callback.backToSignIn')}
      </Link>
    </p>
  );
}

import { checkSignUpPassword } from '@das/shared/auth-rules';
import { PRODUCT_NAME } from '@das/shared/constants';
import { CircleCheck, KeyRound, MailCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
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
import { PasswordField } from '../components/form-fields';
import { Spinner } from '../components/notice';
import { PasswordChecklist, usePasswordRuleMessage } from '../components/password-checklist';
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

type ResetField = 'password' | 'confirm';

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const { render, renderIssue } = useAuthErrorText();
  const ruleMessage = usePasswordRuleMessage();
  const reset = useResetPassword();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(null);
    const found: Partial<Record<ResetField, string>> = {};
    const broken = checkSignUpPassword(password);
    if (broken.length > 0) found.password = ruleMessage(broken);
    if (confirm !== password) found.confirm = t('auth.reset.mismatch');
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();

    reset.mutate(
      { token, newPassword: password },
      {
        onError: (error) => {
          const issues = fieldIssues(error);
          if (issues.newPassword) {
            setErrors({ password: renderIssue(issues.newPassword) });
            passwordRef.current?.focus();
            return;
          }
          if (issues.token) {
            setFormError({ key: 'auth.errors.linkExpired' });
            return;
          }
          setFormError(describeRequestError(error));
        },
      },
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
      <form noValidate onSubmit={submit} className="space-y-5">
        <div>
          <PasswordField
            ref={passwordRef}
            label={t('auth.fields.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors(({ confirm: kept }) => ({ confirm: kept }));
            }}
            error={errors.password}
            describedBy={checklistId}
          />
          <PasswordChecklist id={checklistId} password={password} />
        </div>
        <PasswordField
          ref={confirmRef}
          label={t('auth.fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            if (errors.confirm) setErrors(({ password: kept }) => ({ password: kept }));
          }}
          error={errors.confirm}
        />
        <FormAlert message={formError ? render(formError) : null}>
          {linkProblem ? (
            <Link to={paths.resetPassword.getHref()} className={`${authButton.link} text-sm`}>
              {t('auth.reset.requestNewLink')}
            </Link>
          ) : null}
        </FormAlert>
        <button type="submit" disabled={reset.isPending} className={`${authButton.primary} w-full`}>
          {reset.isPending && <Spinner />}
          {t(reset.isPending ? 'auth.reset.saving' : 'auth.reset.save')}
        </button>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.auth.getHref()} className={authButton.link}>
          {t('auth.reset.backToSignIn')}
        </Link>
      </p>
    </div>
  );
}

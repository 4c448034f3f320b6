import { checkSignUpPassword } from '@das/shared/auth-rules';
import { PRODUCT_NAME } from '@das/shared/constants';
import { CircleCheck, KeyRound, MailX } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/lib/paths';
import {
  describeRequestError,
  fieldIssues,
  useAuthErrorText,
  type AuthErrorText,
} from '../components/auth-error-text';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/form-fields';
import { Spinner } from '../components/notice';
import { PasswordChecklist, usePasswordRuleMessage } from '../components/password-checklist';
import { authButton } from '../components/styles';
import { useAcceptInvitation } from '../api/accept-invitation';

/**
 * `/invitation?token=`: where an invitation e-mail lands. The invitee chooses
 * a password (the sign-up rules), then signs in, as after a password reset.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title={t('people.accept.documentTitle')}>
      {token ? (
        <ChoosePassword token={token} />
      ) : (
        <div className="space-y-6">
          <AuthHeading
            icon={MailX}
            title={t('people.accept.noTokenTitle')}
            subtitle={t('people.accept.linkProblem')}
          />
          <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
            {t('people.accept.signIn')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

type Problem = 'password' | 'confirm';

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const { render, renderIssue } = useAuthErrorText();
  const ruleMessage = usePasswordRuleMessage();
  const accept = useAcceptInvitation();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Problem, string>>>({});
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const [linkProblem, setLinkProblem] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (accept.isSuccess) {
    return (
      <div className="space-y-6">
        <AuthHeading
          icon={CircleCheck}
          tone="success"
          title={t('people.accept.doneTitle')}
          subtitle={t('people.accept.done', { email: accept.data.email, product: PRODUCT_NAME })}
          focusOnMount
        />
        <Link to={paths.auth.getHref()} className={`${authButton.primary} w-full`}>
          {t('people.accept.signIn')}
        </Link>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accept.isPending) return;
    setFormError(null);
    setLinkProblem(false);
    const found: Partial<Record<Problem, string>> = {};
    const broken = checkSignUpPassword(password);
    if (broken.length > 0) found.password = ruleMessage(broken);
    if (confirm !== password) found.confirm = t('auth.reset.mismatch');
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();

    accept.mutate(
      { token, password },
      {
        onError: (error) => {
          const issues = fieldIssues(error);
          if (issues.password) {
            setErrors({ password: renderIssue(issues.password) });
            passwordRef.current?.focus();
            return;
          }
          const described = describeRequestError(error);
          if (issues.token || described.key === 'auth.errors.linkExpired') {
            setLinkProblem(true);
            return;
          }
          setFormError(described);
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <AuthHeading
        icon={KeyRound}
        title={t('people.accept.title')}
        subtitle={t('people.accept.subtitle', { product: PRODUCT_NAME })}
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
        <FormAlert
          message={
            linkProblem ? t('people.accept.linkProblem') : formError ? render(formError) : null
          }
        />
        <button
          type="submit"
          disabled={accept.isPending}
          className={`${authButton.primary} w-full`}
        >
          {accept.isPending && <Spinner />}
          {t(accept.isPending ? 'people.accept.saving' : 'people.accept.save')}
        </button>
      </form>
    </div>
  );
}

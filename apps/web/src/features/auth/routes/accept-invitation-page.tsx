import { PRODUCT_NAME } from '@das/shared/constants';
import { CircleCheck, KeyRound, MailX } from 'lucide-react';
import { useState } from 'react';
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
import { NewPasswordForm } from '../components/new-password-form';
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

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const { render, renderIssue } = useAuthErrorText();
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const [linkProblem, setLinkProblem] = useState(false);

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

  return (
    <div className="space-y-6">
      <AuthHeading
        icon={KeyRound}
        title={t('people.accept.title')}
        subtitle={t('people.accept.subtitle', { product: PRODUCT_NAME })}
      />
      <NewPasswordForm
        pending={accept.isPending}
        submitLabel={t('people.accept.save')}
        busyLabel={t('people.accept.saving')}
        onSubmit={(password, rejectPassword) => {
          setFormError(null);
          setLinkProblem(false);
          accept.mutate(
            { token, password },
            {
              onError: (error) => {
                const issues = fieldIssues(error);
                if (issues.password) return rejectPassword(renderIssue(issues.password));
                const described = describeRequestError(error);
                if (issues.token || described.key === 'auth.errors.linkExpired') {
                  setLinkProblem(true);
                  return;
                }
                setFormError(described);
              },
            },
          );
        }}
      >
        <FormAlert
          message={
            linkProblem ? t('people.accept.linkProblem') : formError ? render(formError) : null
          }
        />
      </NewPasswordForm>
    </div>
  );
}

import { signUpRequestSchema } from '@das/shared/schemas/auth';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';
import { AdminAccountFields, useAdminLabels } from './admin-account-fields';
import { SignupFormFooter } from './signup-parts';
import { authButton } from './styles';
import { useSignupForm, welcomeFacts } from './use-signup-form';

/** The single finance manager sign-up: who they are; ends on /welcome/single-finance. */
export function SingleFinanceSignupForm() {
  const { t } = useTranslation();
  const labels = useAdminLabels();
  const form = useSignupForm({
    schema: signUpRequestSchema,
    mutation: useSignUp(),
    welcomeHref: (answer) => paths.welcomeSingleFinance.getHref(welcomeFacts(answer)),
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit(() => form.admin)}
      className="space-y-5"
    >
      <AdminAccountFields
        values={form.admin}
        onChange={form.updateAdmin}
        errorFor={(field) => form.textFor(field, labels[field])}
      />
      <SignupFormFooter
        busy={form.busy}
        error={form.formErrorText}
        submitLabel={t('auth.signup.submit')}
        busyLabel={t('auth.signup.submitting')}
      />
      <p className="text-center text-xs/5 text-slate-600">
        <Trans
          i18nKey="auth.signup.legal"
          components={{
            terms: <Link to={paths.legalTerms.getHref()} className={authButton.link} />,
            privacy: <Link to={paths.legalPrivacy.getHref()} className={authButton.link} />,
          }}
        />
      </p>
    </form>
  );
}

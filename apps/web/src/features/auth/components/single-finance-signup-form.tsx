import { FormProvider } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';
import { AdminAccountFields } from './admin-account-fields';
import { EMPTY_ADMIN, SINGLE_FINANCE_SIGNUP } from './signup-form';
import { SignupFormFooter } from './signup-parts';
import { authButton } from './styles';
import { useSignupForm, welcomeFacts } from './use-signup-form';

/** The single finance manager sign-up: who they are; ends on /welcome/single-finance. */
export function SingleFinanceSignupForm() {
  const { t } = useTranslation();
  const signup = useSignupForm({
    kind: SINGLE_FINANCE_SIGNUP,
    defaultValues: EMPTY_ADMIN,
    mutation: useSignUp(),
    welcomeHref: (answer) => paths.welcomeSingleFinance.getHref(welcomeFacts(answer)),
  });

  return (
    <FormProvider {...signup.form}>
      <form noValidate onSubmit={signup.onSubmit} className="space-y-5">
        <AdminAccountFields />
        <SignupFormFooter
          busy={signup.busy}
          error={signup.formErrorText}
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
    </FormProvider>
  );
}

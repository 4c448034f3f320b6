import { AUTH_LIMITS } from '@das/shared/auth-rules';
import { SIGNUP_LIMITS } from '@das/shared/schemas/signup';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CheckboxField, PasswordField, TextField } from './form-fields';
import { PasswordChecklist } from './password-checklist';
import type { AdminAccountValues } from './signup-form';
import { FormSection, SignupFormFooter } from './signup-parts';
import { authButton } from './styles';
import { useSignupProblems } from './use-signup-form';

/** The labels the admin fields' error messages name. */
export function useAdminLabels(): Record<keyof AdminAccountValues | 'acceptTerms', string> {
  const { t } = useTranslation();
  return {
    firstName: t('auth.fields.firstName'),
    lastName: t('auth.fields.lastName'),
    email: t('auth.fields.workEmail'),
    password: t('auth.fields.password'),
    acceptTerms: t('signup.fields.acceptTermsLabel'),
  };
}

/**
 * Who signs up: their name, work e-mail and a password meeting SPEC.md §5's
 * sign-up rule, registered on the sign-up form around them.
 */
export function AdminAccountFields() {
  const { t } = useTranslation();
  const checklistId = useId();
  const { register, control } = useFormContext<AdminAccountValues>();
  const password = useWatch({ control, name: 'password' });
  const labels = useAdminLabels();
  const problem = useSignupProblems();
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          {...register('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          maxLength={SIGNUP_LIMITS.personNameMax}
          error={problem('firstName', labels.firstName)}
        />
        <TextField
          {...register('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          maxLength={SIGNUP_LIMITS.personNameMax}
          error={problem('lastName', labels.lastName)}
        />
      </div>
      <TextField
        {...register('email')}
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={AUTH_LIMITS.emailMax}
        placeholder={t('auth.fields.emailPlaceholder')}
        error={problem('email', labels.email)}
      />
      <div>
        <PasswordField
          {...register('password')}
          label={labels.password}
          autoComplete="new-password"
          error={problem('password', labels.password)}
          describedBy={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
    </div>
  );
}

/** "I agree to the Terms, the Subscription Terms and the Privacy Policy." */
function AcceptTermsField() {
  const { register } = useFormContext<{ acceptTerms: boolean }>();
  const labels = useAdminLabels();
  const problem = useSignupProblems();
  return (
    <CheckboxField
      {...register('acceptTerms')}
      error={problem('acceptTerms', labels.acceptTerms)}
      label={
        <Trans
          i18nKey="signup.fields.acceptTerms"
          components={{
            terms: <Link to={paths.legalTerms.getHref()} className={authButton.link} />,
            subscription: (
              <Link to={paths.legalSubscription.getHref()} className={authButton.link} />
            ),
            privacy: <Link to={paths.legalPrivacy.getHref()} className={authButton.link} />,
          }}
        />
      }
    />
  );
}

/** The end of a store sign-up form: the admin account, the terms and the submit button. */
export function AdminAccountSection({
  busy,
  formErrorText,
}: {
  busy: boolean;
  formErrorText: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection title={t('signup.adminSection')}>
        <AdminAccountFields />
        <AcceptTermsField />
      </FormSection>
      <SignupFormFooter
        busy={busy}
        error={formErrorText}
        submitLabel={t('signup.submit')}
        busyLabel={t('signup.submitting')}
      />
    </>
  );
}

import { AUTH_LIMITS } from '@das/shared/auth-rules';
import { SIGNUP_LIMITS } from '@das/shared/schemas/signup';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CheckboxField, PasswordField, TextField } from './form-fields';
import { PasswordChecklist } from './password-checklist';
import { FormSection, SignupFormFooter } from './signup-parts';
import { authButton } from './styles';

export interface AdminAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const EMPTY_ADMIN: AdminAccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
};

export type AdminField = keyof AdminAccountValues;

/** The labels the admin fields' error messages name. */
export function useAdminLabels(): Record<AdminField | 'acceptTerms', string> {
  const { t } = useTranslation();
  return {
    firstName: t('auth.fields.firstName'),
    lastName: t('auth.fields.lastName'),
    email: t('auth.fields.workEmail'),
    password: t('auth.fields.password'),
    acceptTerms: t('signup.fields.acceptTermsLabel'),
  };
}

interface AdminAccountFieldsProps {
  values: AdminAccountValues;
  onChange(field: AdminField, value: string): void;
  errorFor(field: AdminField): string | undefined;
}

/** Who signs up: their name, work e-mail and a password meeting SPEC.md §5's sign-up rule. */
export function AdminAccountFields({ values, onChange, errorFor }: AdminAccountFieldsProps) {
  const { t } = useTranslation();
  const checklistId = useId();
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('auth.fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={SIGNUP_LIMITS.personNameMax}
          value={values.firstName}
          onChange={(event) => onChange('firstName', event.target.value)}
          error={errorFor('firstName')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={SIGNUP_LIMITS.personNameMax}
          value={values.lastName}
          onChange={(event) => onChange('lastName', event.target.value)}
          error={errorFor('lastName')}
        />
      </div>
      <TextField
        label={t('auth.fields.workEmail')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={AUTH_LIMITS.emailMax}
        placeholder={t('auth.fields.emailPlaceholder')}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errorFor('email')}
      />
      <div>
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
          error={errorFor('password')}
          describedBy={checklistId}
        />
        <PasswordChecklist id={checklistId} password={values.password} />
      </div>
    </div>
  );
}

/** "I agree to the Terms, the Subscription Terms and the Privacy Policy." */
function AcceptTermsField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}) {
  return (
    <CheckboxField
      name="acceptTerms"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
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

/** The parts of a sign-up form (useSignupForm) the admin section reads and writes. */
interface AdminSectionForm {
  admin: AdminAccountValues;
  updateAdmin(field: AdminField, value: string): void;
  acceptTerms: boolean;
  updateAcceptTerms(checked: boolean): void;
  textFor(field: string, label: string): string | undefined;
  busy: boolean;
  formErrorText: string | null;
}

/** The end of a store sign-up form: the admin account, the terms and the submit button. */
export function AdminAccountSection({ form }: { form: AdminSectionForm }) {
  const { t } = useTranslation();
  const labels = useAdminLabels();
  return (
    <>
      <FormSection title={t('signup.adminSection')}>
        <AdminAccountFields
          values={form.admin}
          onChange={form.updateAdmin}
          errorFor={(field) => form.textFor(field, labels[field])}
        />
        <AcceptTermsField
          checked={form.acceptTerms}
          onChange={form.updateAcceptTerms}
          error={form.textFor('acceptTerms', labels.acceptTerms)}
        />
      </FormSection>
      <SignupFormFooter
        busy={form.busy}
        error={form.formErrorText}
        submitLabel={t('signup.submit')}
        busyLabel={t('signup.submitting')}
      />
    </>
  );
}

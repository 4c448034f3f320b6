import {
  AUTH_LIMITS,
  checkSignUpPassword,
  containsDangerousInput,
  sanitizeEmail,
} from '@das/shared/auth-rules';
import { PRICING, PRODUCT_NAME } from '@das/shared/constants';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';
import {
  describeRequestError,
  fieldIssues,
  useAuthErrorText,
  type AuthErrorText,
} from '../components/auth-error-text';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { checkEmail } from '../components/email-check';
import { PasswordField, TextField } from '../components/form-fields';
import { Notice, Spinner } from '../components/notice';
import { PasswordChecklist, usePasswordRuleMessage } from '../components/password-checklist';
import { authButton } from '../components/styles';

type SignUpField = 'firstName' | 'lastName' | 'email' | 'password';
const FIELD_ORDER: readonly SignUpField[] = ['firstName', 'lastName', 'email', 'password'];
/** The API's name limit (schemas/auth signUpRequestSchema). */
const NAME_MAX = 50;

/** `/signup/single-finance`: a single finance manager opens their own F&I office. */
export function SingleFinanceSignupPage() {
  const { t, i18n } = useTranslation();
  const { render, translateServerMessage } = useAuthErrorText();
  const ruleMessage = usePasswordRuleMessage();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const checklistId = useId();
  const [values, setValues] = useState<Record<SignUpField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const refs: Record<SignUpField, RefObject<HTMLInputElement | null>> = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PRICING.singleFinanceMonthly);

  function update(field: SignUpField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function showErrors(found: Partial<Record<SignUpField, string>>) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs[first].current?.focus();
    return first !== undefined;
  }

  function checkName(value: string, requiredKey: string): string | undefined {
    if (value.trim() === '') return t(requiredKey);
    if (containsDangerousInput(value)) return t('auth.validation.invalidCharacters');
    return undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending || signUp.isSuccess) return;
    setFormError(null);
    const emailProblem = checkEmail(values.email);
    const broken = checkSignUpPassword(values.password);
    const found: Partial<Record<SignUpField, string>> = {
      firstName: checkName(values.firstName, 'auth.signup.firstNameRequired'),
      lastName: checkName(values.lastName, 'auth.signup.lastNameRequired'),
      email: emailProblem && t(`auth.validation.${emailProblem}`),
      password: broken.length > 0 ? ruleMessage(broken) : undefined,
    };
    if (values.password.length > AUTH_LIMITS.passwordMax) {
      found.password = t('auth.validation.invalidCharacters');
    }
    if (showErrors(found)) return;

    signUp.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: sanitizeEmail(values.email),
        password: values.password,
      },
      {
        onSuccess: ({ email }) =>
          navigate(`${paths.signupSuccessNotice.getHref()}?email=${encodeURIComponent(email)}`),
        onError: (error) => {
          const issues = fieldIssues(error);
          const byField: Partial<Record<SignUpField, string>> = {};
          for (const field of FIELD_ORDER) {
            const issue = issues[field];
            if (issue) byField[field] = translateServerMessage(issue);
          }
          if (showErrors(byField)) return;
          setFormError(describeRequestError(error, 'auth.signup.failed'));
        },
      },
    );
  }

  const busy = signUp.isPending || signUp.isSuccess;

  return (
    <AuthLayout title={t('auth.signup.documentTitle')} width="wide">
      <div className="space-y-6">
        <AuthHeading
          title={t('auth.signup.title')}
          subtitle={t('auth.signup.subtitle', { product: PRODUCT_NAME, price })}
        />
        <form noValidate onSubmit={submit} className="space-y-5">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              ref={refs.firstName}
              label={t('auth.fields.firstName')}
              name="firstName"
              autoComplete="given-name"
              maxLength={NAME_MAX}
              value={values.firstName}
              onChange={(event) => update('firstName', event.target.value)}
              error={errors.firstName}
            />
            <TextField
              ref={refs.lastName}
              label={t('auth.fields.lastName')}
              name="lastName"
              autoComplete="family-name"
              maxLength={NAME_MAX}
              value={values.lastName}
              onChange={(event) => update('lastName', event.target.value)}
              error={errors.lastName}
            />
          </div>
          <TextField
            ref={refs.email}
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
            onChange={(event) => update('email', event.target.value)}
            error={errors.email}
          />
          <div>
            <PasswordField
              ref={refs.password}
              label={t('auth.fields.password')}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => update('password', event.target.value)}
              error={errors.password}
              describedBy={checklistId}
            />
            <PasswordChecklist id={checklistId} password={values.password} />
          </div>
          <div role="alert" className="empty:hidden">
            {formError && <Notice tone="error">{render(formError)}</Notice>}
          </div>
          <button type="submit" disabled={busy} className={`${authButton.primary} w-full`}>
            {busy && <Spinner />}
            {t(busy ? 'auth.signup.submitting' : 'auth.signup.submit')}
          </button>
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
        <div className="space-y-2 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
          <p>
            {t('auth.signup.haveAccount')}{' '}
            <Link to={paths.auth.getHref()} className={authButton.link}>
              {t('auth.signup.signIn')}
            </Link>
          </p>
          <p>
            {t('auth.signup.otherPlans')}{' '}
            <Link to={paths.signup.getHref()} className={authButton.link}>
              {t('auth.signup.allPlans')}
            </Link>
          </p>
        </div>
      </div>
    </AuthLayout>
  );
}

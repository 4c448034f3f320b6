import {
  checkLoginInput,
  containsDangerousInput,
  sanitizeEmail,
  type LoginInputProblem,
} from '@das/shared/auth-rules';
import { WandSparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/lib/paths';
import { useRequestMagicLink } from '../api/request-magic-link';
import { useResendVerification } from '../api/resend-verification';
import type { useSignIn } from '../api/sign-in';
import {
  describeAuthError,
  describeRequestError,
  useAuthErrorText,
  type AuthErrorText,
} from './auth-error-text';
import { checkEmail } from './email-check';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField, TextField } from './form-fields';
import { postSignInTarget } from './login-redirect';
import { Notice, Spinner } from './notice';
import { authButton } from './styles';

type Field = 'email' | 'password';

/** Which field a login problem belongs to. */
function fieldOf(problem: LoginInputProblem, email: string): Field {
  if (problem === 'invalidEmail') return 'email';
  if (problem === 'invalidCharacters' && containsDangerousInput(email)) return 'email';
  return 'password';
}

type ResendOutcome = { kind: 'sent'; email: string } | { kind: 'failed'; error: AuthErrorText };

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  redirect: string | undefined;
  signIn: ReturnType<typeof useSignIn>;
  onMagicLinkSent: (email: string) => void;
}

/** SPEC.md §2 "Login screen": the form, its checks, and SPEC.md §8's messages. */
export function LoginForm({
  email,
  onEmailChange,
  redirect,
  signIn,
  onMagicLinkSent,
}: LoginFormProps) {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const magicLink = useRequestMagicLink();
  const resend = useResendVerification();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, LoginInputProblem>>>({});
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const [resendOutcome, setResendOutcome] = useState<ResendOutcome | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // After a successful sign-in the page is navigating away: stay busy until it has.
  const signingIn = signIn.isPending || signIn.isSuccess;
  const busy = signingIn || magicLink.isPending;

  function showProblem(problem: LoginInputProblem, field: Field) {
    setProblems({ [field]: problem });
    (field === 'email' ? emailRef : passwordRef).current?.focus();
  }

  function clearMessages() {
    setFormError(null);
    setResendOutcome(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    clearMessages();
    const problem = checkLoginInput(email, password);
    if (problem) {
      showProblem(problem, fieldOf(problem, email));
      return;
    }
    setProblems({});
    signIn.mutate(
      { email: sanitizeEmail(email), password, rememberMe },
      {
        // A full navigation, so the app starts clean for the signed-in user (SPEC.md §4).
        onSuccess: (user) => window.location.assign(postSignInTarget(redirect, user)),
        onError: (error) => {
          setFormError(describeAuthError(error));
          passwordRef.current?.focus();
        },
      },
    );
  }

  function sendMagicLink() {
    if (busy) return;
    clearMessages();
    const problem = checkEmail(email);
    if (problem) {
      showProblem(problem, 'email');
      return;
    }
    setProblems({});
    const address = sanitizeEmail(email);
    magicLink.mutate(
      { email: address },
      {
        onSuccess: () => onMagicLinkSent(address),
        onError: (error) =>
          setFormError({
            ...describeRequestError(error),
            wrapKey: 'auth.magicLink.failed',
          }),
      },
    );
  }

  function resendVerification() {
    if (resend.isPending) return;
    setResendOutcome(null);
    const problem = checkEmail(email);
    if (problem) {
      showProblem(problem, 'email');
      return;
    }
    const address = sanitizeEmail(email);
    resend.mutate(
      { email: address },
      {
        onSuccess: () => setResendOutcome({ kind: 'sent', email: address }),
        onError: (error) =>
          setResendOutcome({
            kind: 'failed',
            error: {
              ...describeRequestError(error),
              wrapKey: 'auth.resend.failed',
            },
          }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('auth.login.formLabel')}>
      <TextField
        ref={emailRef}
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.fields.emailPlaceholder')}
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (problems.email) setProblems({});
        }}
        error={problems.email ? t(`auth.validation.${problems.email}`) : undefined}
      />
      <PasswordField
        ref={passwordRef}
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        placeholder={t('auth.fields.passwordPlaceholder')}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (problems.password) setProblems({});
        }}
        error={problems.password ? t(`auth.validation.${problems.password}`) : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Checkbox
          name="rememberMe"
          label={t('auth.login.rememberMe')}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <Link to={paths.resetPassword.getHref()} className={`${authButton.link} text-sm`}>
          {t('auth.login.forgotPassword')}
        </Link>
      </div>

      <FormAlert message={formError ? render(formError) : null}>
        {formError?.offerResend ? (
          <button
            type="button"
            onClick={resendVerification}
            disabled={resend.isPending}
            className={`${authButton.link} inline-flex items-center gap-1.5 text-sm`}
          >
            {resend.isPending && <Spinner className="size-3.5" />}
            {t(resend.isPending ? 'auth.resend.sending' : 'auth.resend.action')}
          </button>
        ) : null}
      </FormAlert>
      <FormAlert message={resendOutcome?.kind === 'failed' ? render(resendOutcome.error) : null} />
      <div role="status" className="empty:hidden">
        {resendOutcome?.kind === 'sent' && (
          <Notice tone="success">{t('auth.resend.sent', { email: resendOutcome.email })}</Notice>
        )}
      </div>

      <button type="submit" disabled={busy} className={`${authButton.primary} w-full`}>
        {signingIn && <Spinner />}
        {t(signingIn ? 'auth.login.signingIn' : 'auth.login.signIn')}
      </button>

      <div className="relative flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('auth.login.or')}
        </span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <div>
        <button
          type="button"
          onClick={sendMagicLink}
          disabled={busy}
          aria-describedby="login-magic-link-hint"
          className={`${authButton.secondary} w-full`}
        >
          {magicLink.isPending ? (
            <Spinner />
          ) : (
            <WandSparkles className="size-4 text-brand-600" aria-hidden="true" />
          )}
          {t(magicLink.isPending ? 'auth.magicLink.sending' : 'auth.magicLink.action')}
        </button>
        <p id="login-magic-link-hint" className="mt-2 text-center text-xs text-slate-600">
          {t('auth.magicLink.hint')}
        </p>
      </div>
    </form>
  );
}

import { checkSignUpPassword } from '@das/shared/auth-rules';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './form-fields';
import { Spinner } from './notice';
import { PasswordChecklist, usePasswordRuleMessage } from './password-checklist';
import { authButton } from './styles';

type Problem = 'password' | 'confirm';

interface NewPasswordFormProps {
  pending: boolean;
  submitLabel: string;
  busyLabel: string;
  /**
   * Called with a password that passed the sign-up rules and its confirmation.
   * `rejectPassword` shows the server's word on the password at its field.
   */
  onSubmit: (password: string, rejectPassword: (message: string) => void) => void;
  /** What went wrong beyond the fields (an expired link, say), above the button. */
  children?: ReactNode;
}

/**
 * Choosing a password with a link from an e-mail: a password reset or an
 * invitation. The sign-up rules are checked as one types, and again on submit.
 */
export function NewPasswordForm({
  pending,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const ruleMessage = usePasswordRuleMessage();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Problem, string>>>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<Problem, string>> = {};
    const broken = checkSignUpPassword(password);
    if (broken.length > 0) found.password = ruleMessage(broken);
    if (confirm !== password) found.confirm = t('auth.reset.mismatch');
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    onSubmit(password, (message) => {
      setErrors({ password: message });
      passwordRef.current?.focus();
    });
  }

  return (
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
      {children}
      <button type="submit" disabled={pending} className={`${authButton.primary} w-full`}>
        {pending && <Spinner />}
        {pending ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

import { sanitizeEmail, type LoginInputProblem } from '@das/shared/auth-rules';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail } from './email-check';
import { TextField } from './form-fields';
import { Spinner } from './notice';
import { FormAlert } from '@/components/ui/form-alert';
import { authButton } from './styles';

interface EmailRequestFormProps {
  submitLabel: string;
  busyLabel: string;
  pending: boolean;
  /** Called with the cleaned address once it passes SPEC.md's e-mail rule. */
  onSubmit: (email: string) => void;
  /** A failed request, shown in the form's alert region. */
  error?: ReactNode;
  initialEmail?: string;
  autoFocus?: boolean;
}

/** One e-mail field and one button: resend a link, request a new one, reset a password. */
export function EmailRequestForm({
  submitLabel,
  busyLabel,
  pending,
  onSubmit,
  error,
  initialEmail = '',
  autoFocus = false,
}: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<LoginInputProblem>();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = checkEmail(email);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    onSubmit(sanitizeEmail(email));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        ref={inputRef}
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        // Focus lands here when this form is the page's only task.
        autoFocus={autoFocus}
        placeholder={t('auth.fields.emailPlaceholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (problem) setProblem(undefined);
        }}
        error={problem ? t(`auth.validation.${problem}`) : undefined}
      />
      <FormAlert message={error} />
      <button type="submit" disabled={pending} className={`${authButton.primary} w-full`}>
        {pending && <Spinner />}
        {pending ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

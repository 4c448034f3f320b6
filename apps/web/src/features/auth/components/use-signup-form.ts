import { sanitizeEmail } from '@das/shared/auth-rules';
import type { SignUpResponse } from '@das/shared/schemas/signup';
import { useMemo, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readFieldIssues } from '@/lib/field-issues';
import { fieldPaths, issueOfError, placeServerIssues } from '@/lib/form-resolver';
import type { SignupFacts } from '@/lib/paths';
import { describeRequestError, useAuthErrorText, type AuthErrorText } from './auth-error-text';
import { signupIssueText, signupResolver, type SignupFormKind } from './signup-form';
import { trialEndDay } from './trial-days';

/** The sign-up call of one flow (a TanStack mutation). */
interface SignUpMutation<T> {
  isPending: boolean;
  isSuccess: boolean;
  mutate(
    request: T,
    callbacks: { onSuccess(answer: SignUpResponse): void; onError(error: unknown): void },
  ): void;
}

/** What the welcome page shows, from the server's answer. */
export function welcomeFacts(answer: SignUpResponse): SignupFacts {
  return { email: answer.email, trialEnds: trialEndDay(answer.trialEndsAt) };
}

/**
 * What every sign-up form shares (react-hook-form on the server's schema and
 * the shared rules): the working state, the server's refusals placed on their
 * fields (the focus on the first) or said above the button, and the welcome
 * page at the end. What was typed is never touched.
 */
export function useSignupForm<V extends FieldValues, R extends { email: string }>({
  kind,
  defaultValues,
  mutation,
  welcomeHref,
}: {
  kind: SignupFormKind<V, R>;
  defaultValues: DefaultValues<V>;
  mutation: SignUpMutation<R>;
  welcomeHref(answer: SignUpResponse): string;
}) {
  const navigate = useNavigate();
  const { render } = useAuthErrorText();
  const resolver = useMemo(() => signupResolver(kind), [kind]);
  const form = useForm<V, unknown, R>({ resolver, defaultValues });
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const busy = mutation.isPending || mutation.isSuccess;

  const onSubmit = form.handleSubmit((request) => {
    if (busy) return;
    setFormError(null);
    mutation.mutate(
      { ...request, email: sanitizeEmail(request.email) },
      {
        onSuccess: (answer) => void navigate(welcomeHref(answer)),
        onError: (error) => {
          const issues = readFieldIssues(error);
          const values = form.getValues();
          const other = placeServerIssues(
            form.setError,
            issues,
            [...fieldPaths(values), 'dealerships.root'] as Path<V>[],
            (field) => {
              const shown = kind.fieldOf ? kind.fieldOf(field) : field;
              return shown === 'dealerships' ? 'dealerships.root' : shown;
            },
          );
          if (issues.length === 0 || other.length > 0) {
            setFormError(describeRequestError(error, 'signup.errors.failed'));
          }
        },
      },
    );
  });

  return {
    form,
    busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    formErrorText: formError ? render(formError) : null,
  };
}

/** The sign-up field problems of the form around it, each named by its field's label. */
export function useSignupProblems() {
  const { t } = useTranslation();
  const { errors } = useFormState();
  return (field: string, label: string): string | undefined => {
    const issue = issueOfError(get(errors, field) as FieldError | undefined);
    if (!issue) return undefined;
    const problem = signupIssueText(field.replace(/\.root$/, ''), issue);
    if ('parts' in problem) {
      return problem.parts.map((part) => t(part.key, { field: label, ...part.values })).join(', ');
    }
    return t(problem.key, { field: label, ...problem.values });
  };
}

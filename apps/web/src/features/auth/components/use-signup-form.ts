import { sanitizeEmail } from '@das/shared/auth-rules';
import type { SignUpResponse } from '@das/shared/schemas/signup';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SignupFacts } from '@/lib/paths';
import { EMPTY_ADMIN, type AdminAccountValues, type AdminField } from './admin-account-fields';
import { trialEndDay } from './trial-days';
import { checkSignup, type RequestSchema } from './signup-problems';
import { useSignupProblems } from './use-signup-problems';

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
 * What every sign-up form shares: the admin's fields, the checks of the shared
 * schema before sending, the working state, the server's refusals placed on
 * their fields, and the welcome page at the end.
 */
export function useSignupForm<T extends { email: string }>({
  schema,
  mutation,
  welcomeHref,
}: {
  schema: RequestSchema<T>;
  mutation: SignUpMutation<T>;
  welcomeHref(answer: SignUpResponse): string;
}) {
  const navigate = useNavigate();
  const problems = useSignupProblems();
  const [admin, setAdmin] = useState<AdminAccountValues>(EMPTY_ADMIN);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const busy = mutation.isPending || mutation.isSuccess;

  function updateAdmin(field: AdminField, value: string) {
    setAdmin((current) => ({ ...current, [field]: value }));
    problems.clear(field);
  }

  function updateAcceptTerms(checked: boolean) {
    setAcceptTerms(checked);
    problems.clear('acceptTerms');
  }

  /** Submits the body `build` makes from the form's state, once it passes the checks. */
  const onSubmit = (build: () => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    problems.clearFormError();
    const checked = checkSignup(schema, build());
    if (problems.show(checked.problems) || !checked.request) return;
    mutation.mutate(
      { ...checked.request, email: sanitizeEmail(checked.request.email) },
      {
        onSuccess: (answer) => void navigate(welcomeHref(answer)),
        onError: (error) => problems.showServerError(error, checked.problems),
      },
    );
  };

  return { ...problems, admin, updateAdmin, acceptTerms, updateAcceptTerms, busy, onSubmit };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  describeRequestError,
  fieldIssues,
  useAuthErrorText,
  type AuthErrorText,
} from './auth-error-text';
import { placeServerIssues, type FieldProblems } from './signup-problems';

/**
 * The errors of a sign-up form: beside each field, in the reader's language,
 * and focus on the first field to fix after a refused submit. What was typed
 * is never touched.
 */
export function useSignupProblems() {
  const { t } = useTranslation();
  const { render } = useAuthErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<AuthErrorText | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Shows what was found; true when the form may not be sent. */
  const show = useCallback((found: FieldProblems): boolean => {
    setProblems(found);
    const refused = Object.keys(found).length > 0;
    if (refused) setFocusRequest((count) => count + 1);
    return refused;
  }, []);

  /** A field being edited loses its error, and unless `onlyItself`, those of its parts (`brands.1`). */
  const clear = useCallback((field: string, onlyItself = false) => {
    setProblems((current) => {
      const kept = Object.entries(current).filter(
        ([key]) => key !== field && (onlyItself || !key.startsWith(`${field}.`)),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  /** The message beside a field, named by its label. */
  const textFor = useCallback(
    (field: string, label: string): string | undefined => {
      const problem =
        problems[field] ??
        Object.entries(problems).find(([key]) => key.startsWith(`${field}.`))?.[1];
      if (!problem) return undefined;
      if ('parts' in problem) {
        return problem.parts
          .map((part) => t(part.key, { field: label, ...part.values }))
          .join(', ');
      }
      return t(problem.key, { field: label, ...problem.values });
    },
    [problems, t],
  );

  /** A refused sign-up: field messages beside their fields, anything else above the button. */
  const showServerError = useCallback(
    (error: unknown, local: FieldProblems) => {
      const placed = placeServerIssues(fieldIssues(error), local);
      if (show(placed)) return;
      setFormError(describeRequestError(error, 'signup.errors.failed'));
    },
    [show],
  );

  const formErrorText = formError ? render(formError) : null;

  return {
    formRef,
    problems,
    show,
    clear,
    textFor,
    showServerError,
    formErrorText,
    clearFormError: () => setFormError(null),
  };
}

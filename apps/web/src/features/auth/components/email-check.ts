import {
  containsDangerousInput,
  isValidEmail,
  sanitizeEmail,
  type LoginInputProblem,
} from '@das/shared/auth-rules';

/** The e-mail half of SPEC.md §5 "Login", for forms that ask only for an address. */
export function checkEmail(raw: string): LoginInputProblem | undefined {
  if (containsDangerousInput(raw)) return 'invalidCharacters';
  return isValidEmail(sanitizeEmail(raw)) ? undefined : 'invalidEmail';
}

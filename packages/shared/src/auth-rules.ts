/**
 * Sign-in and sign-up input rules of SPEC.md §5, run in the browser and again on
 * the server. Messages are SPEC.md's texts; the client shows them through i18n.
 */
export const AUTH_LIMITS = {
  emailMax: 254,
  loginPasswordMin: 6,
  passwordMax: 128,
  signUpPasswordMin: 8,
  nameMax: 100,
} as const;

export const AUTH_INPUT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidCharacters: 'Invalid characters detected. Please check your input.',
  securityValidation: 'Security validation failed. Please refresh the page and try again.',
} as const;

export const SIGN_UP_PASSWORD_MESSAGES = {
  length: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
} as const;

export type SignUpPasswordRule = keyof typeof SIGN_UP_PASSWORD_MESSAGES;

const DANGEROUS_INPUT =
  /<\s*\/?\s*script|javascript:|data:text\/html|vbscript:|onload\s*=|onerror\s*=/i;

export function containsDangerousInput(value: string): boolean {
  return DANGEROUS_INPUT.test(value);
}

/** Trim, drop < > ' " &, lower-case, cap at 254 characters. */
export function sanitizeEmail(raw: string): string {
  return raw
    .trim()
    .replace(/[<>'"&]/g, '')
    .toLowerCase()
    .slice(0, AUTH_LIMITS.emailMax);
}

export function isValidEmail(email: string): boolean {
  if (email.includes('..') || email.startsWith('.') || email.endsWith('.')) return false;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export type LoginInputProblem = keyof typeof AUTH_INPUT_MESSAGES;

/** The first problem with a login attempt, in the order the form shows them. */
export function checkLoginInput(email: string, password: string): LoginInputProblem | undefined {
  if (containsDangerousInput(email) || containsDangerousInput(password)) return 'invalidCharacters';
  if (!isValidEmail(sanitizeEmail(email))) return 'invalidEmail';
  if (password === '') return 'passwordRequired';
  if (password.length < AUTH_LIMITS.loginPasswordMin) return 'passwordTooShort';
  if (password.length > AUTH_LIMITS.passwordMax) return 'invalidCharacters';
  return undefined;
}

/** Every sign-up password rule the password breaks; SPEC.md joins their messages with commas. */
export function checkSignUpPassword(password: string): SignUpPasswordRule[] {
  const broken: SignUpPasswordRule[] = [];
  if (password.length < AUTH_LIMITS.signUpPasswordMin) broken.push('length');
  if (!/[A-Z]/.test(password)) broken.push('uppercase');
  if (!/[a-z]/.test(password)) broken.push('lowercase');
  if (!/[0-9]/.test(password)) broken.push('number');
  return broken;
}

export function signUpPasswordMessage(broken: readonly SignUpPasswordRule[]): string {
  return broken.map((rule) => SIGN_UP_PASSWORD_MESSAGES[rule]).join(', ');
}

/**
 * What the server says when a sign-in fails; SPEC.md §8's login table is matched
 * on these texts to choose what the user reads.
 */
export const AUTH_FAILURES = {
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  linkExpired: 'Email link is invalid or has expired',
  tooManyRequests: 'Too many requests',
  demoUnavailable: 'Demo accounts are not available on this server',
  accountInactive: 'This account has been deactivated. Please contact your administrator.',
  tenantInactive:
    'Your dealership, group or area has been deactivated on DAS Board. Please contact DAS Board support.',
} as const;

export type AuthFailureReason = keyof typeof AUTH_FAILURES;

/**
 * The reason of an auth failure, which the server sends as `details.reason`
 * beside the English message: the client words it by this code, never by the text.
 */
export function authFailureReason(details: unknown): AuthFailureReason | undefined {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return undefined;
  const reason = (details as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason in AUTH_FAILURES
    ? (reason as AuthFailureReason)
    : undefined;
}

export function accountLockedMessage(minutes: number): string {
  return `Too many failed attempts. Account locked for ${minutes} minutes.`;
}

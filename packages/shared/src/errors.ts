/**
 * The API's error envelope and codes (SPEC.md §8 "Client error codes",
 * DECISIONS.md "Errors"): `{ "error": { "code", "message", "details" } }`.
 */
export const ERROR_CODES = {
  INVALID_REQUEST: { status: 400, message: 'Invalid request' },
  VALIDATION_ERROR: { status: 400, message: 'Validation failed' },
  UNAUTHENTICATED: { status: 401, message: 'No authenticated user' },
  AUTH_FAILED: { status: 401, message: 'Authentication failed' },
  FORBIDDEN: { status: 403, message: 'Insufficient permissions' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This conflicts with existing data' },
  TIMEOUT: { status: 408, message: 'Request timeout' },
  RATE_LIMITED: { status: 429, message: 'Rate limit exceeded' },
  UNKNOWN_ERROR: { status: 500, message: 'Service temporarily unavailable' },
  DB_500_ERROR: { status: 500, message: 'Service temporarily unavailable' },
  ENV_ERROR: { status: 503, message: 'Service temporarily unavailable' },
  NETWORK_ERROR: { status: 503, message: 'Network error occurred' },
  NETWORK_DB_ERROR: {
    status: 503,
    message: 'Database temporarily unavailable. Please try again in a moment.',
  },
  REQUEST_DB_ERROR: { status: 503, message: 'Service temporarily unavailable' },
  REQUEST_FAILED: { status: 503, message: 'Service temporarily unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One problem with one input field; `field` is a dotted path such as `products.vsc`. */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: FieldIssue[] | Record<string, unknown>;
  };
}

export const REQUEST_BODY_TOO_COMPLEX = 'Request body too complex';

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

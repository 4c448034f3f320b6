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
  /** The tenant's trial ended or its subscription was canceled: it reads only (ADR 025). */
  SUBSCRIPTION_READ_ONLY: {
    status: 403,
    message: 'The subscription has ended: data can be read but not changed',
  },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This conflicts with existing data' },
  TIMEOUT: { status: 408, message: 'Request timeout' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Request body must be JSON (application/json)' },
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

/**
 * What is wrong with a field, as a machine code the client words in the
 * reader's language; `message` beside it is the English of SPEC.md §5 for
 * callers that show text as it comes. Rule codes name the DOMAIN.md rules
 * that span fields or need the store's data.
 */
export const FIELD_ISSUE_CODES = [
  'required',
  'wrong_type',
  'too_short',
  'too_long',
  'wrong_length',
  'too_few_items',
  'too_many_items',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_email',
  'invalid_uuid',
  'not_one_of',
  'unknown_fields',
  'not_multiple_of',
  'invalid',
  'invalid_characters',
  'password_rules',
  'wrong_password',
  'not_a_state',
  'must_accept',
  'unknown_period',
  'not_first_of_month',
  'before_current_month',
  'not_monday',
  'nothing_to_change',
  'not_staff',
  'names_non_staff',
  'already_used',
  'has_deal',
  'not_a_store_sale',
  'lender_required',
  'lender_on_cash',
  'gap_on_cash',
  'same_as_salesperson',
  'funded_date_unfunded',
  'own_account',
  'not_a_sales_manager',
  'in_future',
  'funded_before_deal',
  'duplicate_stock',
  'not_pending',
  'control_characters',
  'date_out_of_range',
] as const;

export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

/** Bounds, choices and the like that a code's wording needs (`{ maximum: 20 }`). */
export type FieldIssueParams = Record<string, string | number | boolean | string[]>;

/** One problem with one input field; `field` is a dotted path such as `products.vsc`. */
export interface FieldIssue {
  field: string;
  code: FieldIssueCode;
  params: FieldIssueParams;
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

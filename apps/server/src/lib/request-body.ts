import { REQUEST_BODY_LIMITS } from '@das/shared/constants';

/**
 * The request-body sanitizer of SPEC.md §5. Bodies beyond its limits are
 * refused rather than cut, so nothing a user typed is silently lost; markup
 * and script-like text inside strings is stripped.
 */
export class BodyTooComplexError extends Error {}

const DANGEROUS = [
  /[<>]/g,
  /(?:java|vb)script\s*:/gi,
  /data\s*:/gi,
  /\bon[a-z]+\s*=/gi,
  /url\s*\(/gi,
  /expression\s*\(/gi,
];

/** Fields whose exact characters matter: stripping would change what the user chose. */
const VERBATIM_KEYS = new Set(['password', 'currentPassword', 'newPassword', 'token']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function stripDangerous(text: string): string {
  let current = text;
  // Repeat until stable so that nested tricks like "javajavascript:script:" cannot reassemble.
  for (;;) {
    const next = DANGEROUS.reduce((acc, pattern) => acc.replace(pattern, ''), current);
    if (next === current) return next;
    current = next;
  }
}

function sanitizeValue(value: unknown, depth: number, verbatim: boolean): unknown {
  if (typeof value === 'string') {
    if (value.length > REQUEST_BODY_LIMITS.maxStringLength) throw new BodyTooComplexError();
    return verbatim ? value : stripDangerous(value);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= REQUEST_BODY_LIMITS.maxDepth) throw new BodyTooComplexError();
  if (Array.isArray(value)) {
    if (value.length > REQUEST_BODY_LIMITS.maxItems) throw new BodyTooComplexError();
    return value.map((item) => sanitizeValue(item, depth + 1, false));
  }
  const entries = Object.entries(value);
  if (entries.length > REQUEST_BODY_LIMITS.maxKeys) throw new BodyTooComplexError();
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    result[key] = sanitizeValue(item, depth + 1, VERBATIM_KEYS.has(key));
  }
  return result;
}

/** Returns the cleaned body or throws BodyTooComplexError. A top-level object or array is depth 1. */
export function sanitizeRequestBody(body: unknown): unknown {
  return sanitizeValue(body, 0, false);
}

/**
 * Masks what must never reach a log or an audit record in clear: card numbers,
 * SSN-like numbers, full 17-character VINs, and secrets by key name.
 */
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
const SSN_LIKE = /\b\d{3}[- ]\d{2}[- ]\d{4}\b/g;
const VIN = /\b[A-HJ-NPR-Z0-9]{17}\b/gi;
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|csrf/i;

export const REDACTED = '[REDACTED]';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function keepLast4(value: string): string {
  return '*'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);
}

export function maskText(text: string): string {
  return text
    .replace(CARD_CANDIDATE, (match) => {
      const digits = match.replace(/\D/g, '');
      return passesLuhn(digits) ? keepLast4(digits) : match;
    })
    .replace(SSN_LIKE, '***-**-****')
    .replace(VIN, (match) => (/\d/.test(match) && /[a-z]/i.test(match) ? keepLast4(match) : match));
}

/** Deep copy with every string masked and every secret-named field redacted. */
export function maskSensitive(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = SECRET_KEY.test(key) ? REDACTED : maskSensitive(item, depth + 1);
  }
  return result;
}

import { z } from 'zod';
import type { FieldIssue } from './errors';

/**
 * SPEC.md §5's field validator messages. Zod builds paths after the message, so
 * the message says what is wrong and `toFieldIssues` names the field.
 */
type RawIssue = z.core.$ZodRawIssue;

function plural(count: number | bigint, word: string): string {
  return `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;
}

const MISSING_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

export function describeIssue(issue: RawIssue): string {
  if (MISSING_CODES.has(issue.code) && (issue.input === undefined || issue.input === null)) {
    return 'is required';
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return 'must be a valid number';
      if (issue.expected === 'string') return 'must be a string';
      if (issue.expected === 'boolean') return 'must be true or false';
      if (issue.expected === 'array') return 'must be a list';
      return `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.minimum === 1 && issue.input === '') return 'is required';
        return issue.exact
          ? `must be exactly ${plural(issue.minimum, 'character')}`
          : `must be at least ${plural(issue.minimum, 'character')}`;
      }
      if (issue.origin === 'array') return `must have at least ${plural(issue.minimum, 'item')}`;
      return issue.inclusive === false
        ? `must be greater than ${issue.minimum}`
        : `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') {
        return issue.exact
          ? `must be exactly ${plural(issue.maximum, 'character')}`
          : `must be at most ${plural(issue.maximum, 'character')}`;
      }
      if (issue.origin === 'array') return `must have at most ${plural(issue.maximum, 'item')}`;
      return issue.inclusive === false
        ? `must be less than ${issue.maximum}`
        : `must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid email address';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'must be a valid UUID';
      return 'format is invalid';
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

/** Installs the messages on the zod instance this process shares; call once at start. */
export function installValidationMessages(): void {
  z.config({ customError: describeIssue });
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = fieldName(issue.path);
    return {
      field,
      message: field ? `Field '${field}' ${issue.message}` : `Request body ${issue.message}`,
    };
  });
}

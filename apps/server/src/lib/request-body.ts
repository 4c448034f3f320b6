import { REQUEST_BODY_LIMITS } from '@das/shared/constants';
import type { FieldIssue } from '@das/shared/errors';
import { isStorableText } from '@das/shared/text';
import { fieldIssue } from '@das/shared/validation';

/**
 * Checks a parsed JSON body before any route sees it (ADR 016), and changes
 * nothing in it: text reaches the handler exactly as typed, and each field's
 * schema decides how long it may be. What is checked here holds for every
 * field of every route: the body's shape stays within REQUEST_BODY_LIMITS, no
 * text holds a control character other than tab and line breaks (PostgreSQL
 * refuses NUL), and no key could set an object's prototype.
 */
export class BodyTooComplexError extends Error {}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Enough to show what is wrong; a body with more is refused all the same. */
const MAX_ISSUES = 20;

const pathOf = (parent: string, key: string | number) =>
  parent === '' ? String(key) : `${parent}.${key}`;

/** The field issues of a body whose shape is within the limits; throws BodyTooComplexError otherwise. */
export function checkRequestBody(body: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const report = (issue: FieldIssue) => {
    if (issues.length < MAX_ISSUES) issues.push(issue);
  };

  const visit = (value: unknown, path: string, depth: number): void => {
    if (typeof value === 'string') {
      if (!isStorableText(value)) report(fieldIssue(path, 'control_characters'));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth >= REQUEST_BODY_LIMITS.maxDepth) throw new BodyTooComplexError();
    if (Array.isArray(value)) {
      if (value.length > REQUEST_BODY_LIMITS.maxItems) throw new BodyTooComplexError();
      value.forEach((item, index) => visit(item, pathOf(path, index), depth + 1));
      return;
    }
    const keys = Object.keys(value);
    if (keys.length > REQUEST_BODY_LIMITS.maxKeys) throw new BodyTooComplexError();
    const prototypeKeys = keys.filter((key) => PROTOTYPE_KEYS.has(key));
    if (prototypeKeys.length > 0)
      report(fieldIssue(path, 'unknown_fields', { keys: prototypeKeys }));
    for (const key of keys) {
      // A key is named in no message: the field is the object that holds it.
      if (!isStorableText(key)) report(fieldIssue(path, 'control_characters'));
      else visit((value as Record<string, unknown>)[key], pathOf(path, key), depth + 1);
    }
  };

  visit(body, '', 0);
  return issues;
}

import { describe, expect, it } from 'vitest';
import { BodyTooComplexError, sanitizeRequestBody } from './request-body';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

describe('request-body sanitizer (SPEC.md §5)', () => {
  it('strips markup, script-like schemes, handlers, data:, url( and expression(', () => {
    expect(
      sanitizeRequestBody({
        note: '<script>alert(1)</script> Smith',
        link: 'javascript:alert(1)',
        vb: 'VBScript:msg',
        img: 'data:text/html;base64,xx',
        handler: 'x onerror=steal()',
        css: 'url(evil) expression(bad)',
      }),
    ).toEqual({
      note: 'scriptalert(1)/script Smith',
      link: 'alert(1)',
      vb: 'msg',
      img: 'text/html;base64,xx',
      handler: 'x steal()',
      css: 'evil) bad)',
    });
  });

  it('cannot be fooled by a scheme hidden inside itself', () => {
    expect(sanitizeRequestBody('javajavascript:script:alert(1)')).toBe('alert(1)');
  });

  it('keeps passwords exactly as typed', () => {
    expect(sanitizeRequestBody({ password: 'P<a>ss:data:1' })).toEqual({
      password: 'P<a>ss:data:1',
    });
  });

  it('drops prototype-polluting keys', () => {
    const clean = sanitizeRequestBody(JSON.parse('{"__proto__":{"admin":true},"ok":1}'));
    expect(clean).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('accepts bodies at the limits', () => {
    expect(() => sanitizeRequestBody(nested(5))).not.toThrow();
    expect(() => sanitizeRequestBody(Array.from({ length: 100 }, (_, i) => i))).not.toThrow();
    expect(() =>
      sanitizeRequestBody(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))),
    ).not.toThrow();
    expect(() => sanitizeRequestBody('x'.repeat(1000))).not.toThrow();
  });

  it('refuses bodies past any limit: depth, items, keys, string length', () => {
    expect(() => sanitizeRequestBody(nested(6))).toThrow(BodyTooComplexError);
    expect(() => sanitizeRequestBody(Array.from({ length: 101 }, (_, i) => i))).toThrow(
      BodyTooComplexError,
    );
    expect(() =>
      sanitizeRequestBody(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]))),
    ).toThrow(BodyTooComplexError);
    expect(() => sanitizeRequestBody({ note: 'x'.repeat(1001) })).toThrow(BodyTooComplexError);
  });
});

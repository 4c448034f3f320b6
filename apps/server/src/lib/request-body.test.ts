import { describe, expect, it } from 'vitest';
import { BodyTooComplexError, checkRequestBody } from './request-body';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

const fieldsOf = (body: unknown) => checkRequestBody(body).map(({ field, code }) => [field, code]);

describe('request-body checks (ADR 016)', () => {
  it('finds nothing wrong with markup, script-like words or long text, and changes nothing', () => {
    const body = {
      note: '<script>alert(1)</script> Smith',
      link: 'javascript:alert(1)',
      handler: 'x onerror=steal()',
      css: 'url(evil) expression(bad)',
      long: 'x'.repeat(100_000),
      lines: 'first\n\tsecond\r\nthird',
      emoji: 'Zoë 🚗',
    };
    const copy = structuredClone(body);
    expect(checkRequestBody(body)).toEqual([]);
    expect(body).toEqual(copy);
  });

  it('names each text holding NUL, another control character or half a surrogate pair', () => {
    expect(
      fieldsOf({
        ok: 'fine',
        nul: 'a\u0000b',
        list: ['ok', 'bell\u0007', { deep: 'esc\u001b[0m' }],
        del: 'x\u007f',
        c1: 'x\u0085',
        lone: 'x\ud800y',
      }),
    ).toEqual([
      ['nul', 'control_characters'],
      ['list.1', 'control_characters'],
      ['list.2.deep', 'control_characters'],
      ['del', 'control_characters'],
      ['c1', 'control_characters'],
      ['lone', 'control_characters'],
    ]);
  });

  it('names the object holding a key with control characters or a prototype key', () => {
    expect(fieldsOf({ details: { 'a\u0000': 1 } })).toEqual([['details', 'control_characters']]);
    expect(fieldsOf(JSON.parse('{"__proto__":{"admin":true},"ok":1}'))).toEqual([
      ['', 'unknown_fields'],
    ]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('accepts bodies at the limits of their shape', () => {
    expect(() => checkRequestBody(nested(8))).not.toThrow();
    expect(() => checkRequestBody(Array.from({ length: 1000 }, (_, i) => i))).not.toThrow();
    expect(() =>
      checkRequestBody(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]))),
    ).not.toThrow();
  });

  it('refuses bodies past a limit of their shape: depth, items, keys', () => {
    expect(() => checkRequestBody(nested(9))).toThrow(BodyTooComplexError);
    expect(() => checkRequestBody(Array.from({ length: 1001 }, (_, i) => i))).toThrow(
      BodyTooComplexError,
    );
    expect(() =>
      checkRequestBody(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i]))),
    ).toThrow(BodyTooComplexError);
  });
});

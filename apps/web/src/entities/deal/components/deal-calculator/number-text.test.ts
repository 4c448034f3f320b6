import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimal } from './number-text';

describe('parseDecimal', () => {
  it('reads English numbers', () => {
    expect(parseDecimal('30000', 'en-US')).toBe(30_000);
    expect(parseDecimal('30,000', 'en-US')).toBe(30_000);
    expect(parseDecimal('1,234,567.89', 'en-US')).toBe(1_234_567.89);
    expect(parseDecimal(' $ 7.9 % ', 'en-US')).toBe(7.9);
    expect(parseDecimal('.5', 'en-US')).toBe(0.5);
    expect(parseDecimal('0.00125', 'en-US')).toBe(0.00125);
  });

  it('reads comma-decimal languages, and a lone "." as the decimal mark', () => {
    expect(parseDecimal('7,9', 'de-DE')).toBe(7.9);
    expect(parseDecimal('30.000', 'de-DE')).toBe(30_000);
    expect(parseDecimal('1.234,56', 'de-DE')).toBe(1_234.56);
    expect(parseDecimal('30 000,50', 'fr-FR')).toBe(30_000.5);
    expect(parseDecimal('30\u202f000', 'fr-FR')).toBe(30_000);
    expect(parseDecimal('7.9', 'de-DE')).toBe(7.9);
    expect(parseDecimal('0.001', 'el-GR')).toBe(0.001);
    expect(parseDecimal('0.0025', 'de-DE')).toBe(0.0025);
  });

  it('keeps the sign, so a negative amount is reported as negative', () => {
    expect(parseDecimal('-500', 'en-US')).toBe(-500);
  });

  it('tells empty from invalid', () => {
    expect(parseDecimal('', 'en-US')).toBeUndefined();
    expect(parseDecimal('   ', 'en-US')).toBeUndefined();
    expect(parseDecimal('abc', 'en-US')).toBeNaN();
    expect(parseDecimal('1.2.3', 'en-US')).toBeNaN();
    expect(parseDecimal('1,2,3', 'en-US')).toBeNaN();
    expect(parseDecimal('12e3', 'en-US')).toBeNaN();
    expect(parseDecimal('.', 'en-US')).toBeNaN();
    expect(parseDecimal('--5', 'en-US')).toBeNaN();
  });
});

describe('formatDecimalInput', () => {
  it('writes the locale decimal mark without grouping', () => {
    expect(formatDecimalInput(34_000, 'en-US')).toBe('34000');
    expect(formatDecimalInput(7.9, 'de-DE')).toBe('7,9');
    expect(formatDecimalInput(0.0025, 'en-US', 5)).toBe('0.0025');
  });
});

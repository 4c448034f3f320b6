import { describe, expect, it } from 'vitest';
import { amountInput, readAmount } from './amount';

describe('readAmount', () => {
  it('reads what people type, to the cent', () => {
    expect(readAmount('')).toBeNull();
    expect(readAmount('  ')).toBeNull();
    expect(readAmount('1234')).toBe(1234);
    expect(readAmount('$1,234.50')).toBe(1234.5);
    expect(readAmount('25 %')).toBe(25);
    expect(readAmount('.5')).toBe(0.5);
    expect(readAmount('10.005')).toBe(10.01);
    expect(readAmount('-20')).toBe(-20);
    expect(readAmount('12abc')).toBeNaN();
    expect(readAmount('1.2.3')).toBeNaN();
  });
});

describe('amountInput', () => {
  it('gives the schema a number, the blank value, or the text to refuse', () => {
    expect(amountInput('$1,250', undefined)).toBe(1250);
    expect(amountInput(' ', undefined)).toBeUndefined();
    expect(amountInput('', 0)).toBe(0);
    expect(amountInput('', null)).toBeNull();
    expect(amountInput('ten', 0)).toBe('ten');
  });
});

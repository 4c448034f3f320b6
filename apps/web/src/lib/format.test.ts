import { describe, expect, it } from 'vitest';
import { HIDDEN_AMOUNT, createFormatters } from './format';

describe('formatters', () => {
  it('formats money, dates and months in the reader language', () => {
    const en = createFormatters('en', false);
    expect(en.money(1234.5)).toBe('$1,235');
    expect(en.moneyExact(1234.5)).toBe('$1,234.50');
    expect(en.date('2026-11-21')).toBe('Nov 21, 2026');
    expect(en.month('2026-11')).toBe('November 2026');
    const de = createFormatters('de', false);
    expect(de.moneyExact(1234.5)).toBe('1.234,50\u00a0$');
    expect(createFormatters('gr', false).locale).toBe('el-GR');
  });

  it('hides amounts behind the privacy toggle but keeps counts and rates', () => {
    const hidden = createFormatters('en', true);
    expect(hidden.money(1234)).toBe(HIDDEN_AMOUNT);
    expect(hidden.moneyExact(1234)).toBe(HIDDEN_AMOUNT);
    expect(hidden.number(12)).toBe('12');
    expect(hidden.percent(0.425)).toBe('42.5%');
  });
});

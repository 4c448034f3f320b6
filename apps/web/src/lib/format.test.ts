import { describe, expect, it } from 'vitest';
import { HIDDEN_AMOUNT, dateFormat, getFormatters, numberFormat } from './format';

describe('formatters', () => {
  it('formats money, dates and months in the reader language', () => {
    const en = getFormatters('en', false);
    expect(en.money(1234.5)).toBe('$1,235');
    expect(en.moneyExact(1234.5)).toBe('$1,234.50');
    expect(en.date('2026-11-21')).toBe('Nov 21, 2026');
    expect(en.month('2026-11')).toBe('November 2026');
    const de = getFormatters('de', false);
    expect(de.moneyExact(1234.5)).toBe('1.234,50\u00a0$');
    expect(getFormatters('gr', false).locale).toBe('el-GR');
  });

  it('writes a split unit as ½ in any language, other figures as numbers', () => {
    expect(getFormatters('en', false).units(12.5)).toBe('12½');
    expect(getFormatters('en', false).units(0.5)).toBe('½');
    expect(getFormatters('en', false).units(1200.5)).toBe('1,200½');
    expect(getFormatters('de', false).units(1200.5)).toBe('1.200½');
    expect(getFormatters('en', false).units(14)).toBe('14');
    expect(getFormatters('en', false).units(2.25)).toBe('2.25');
    expect(getFormatters('en', true).units(3.5)).toBe('3½');
  });

  it('hides amounts behind the privacy toggle but keeps counts and rates', () => {
    const hidden = getFormatters('en', true);
    expect(hidden.money(1234)).toBe(HIDDEN_AMOUNT);
    expect(hidden.moneyExact(1234)).toBe(HIDDEN_AMOUNT);
    expect(hidden.number(12)).toBe('12');
    expect(hidden.percent(0.425)).toBe('42.5%');
  });

  it('makes each formatter once per language and options, and reuses it', () => {
    expect(getFormatters('de', false)).toBe(getFormatters('de', false));
    expect(getFormatters('de', true)).not.toBe(getFormatters('de', false));
    expect(numberFormat('fr-FR', { style: 'percent' })).toBe(
      numberFormat('fr-FR', { style: 'percent' }),
    );
    expect(numberFormat('fr-FR', { style: 'percent' })).not.toBe(numberFormat('fr-FR'));
    expect(dateFormat('es-ES', { month: 'long' })).not.toBe(dateFormat('it-IT', { month: 'long' }));
  });
});

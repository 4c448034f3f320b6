import { describe, expect, it } from 'vitest';
import { UTF8_BOM, csvField, csvFileName, toCsv } from './csv';

describe('csv fields (RFC 4180)', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Smith')).toBe('Smith');
    expect(csvField(1250.5)).toBe('1250.5');
    expect(csvField(0)).toBe('0');
  });

  it('writes empty fields for missing values and non-finite numbers', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('rounds numbers to the cent', () => {
    expect(csvField(0.1 + 0.2)).toBe('0.3');
    expect(csvField(1234.5678)).toBe('1234.57');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvField('the "big" deal')).toBe('"the ""big"" deal"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
  });

  it('never touches a negative number: it is data, not text', () => {
    expect(csvField(-500)).toBe('-500');
  });

  it('only looks at the first character', () => {
    expect(csvField('Smith-Jones')).toBe('Smith-Jones');
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('csv documents', () => {
  it('joins fields with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Units'],
        ['Lee', 2.5],
        ['=cmd', null],
      ]),
    ).toBe("Name,Units\r\nLee,2.5\r\n'=cmd,\r\n");
  });

  it('has a byte order mark for Excel', () => {
    expect(UTF8_BOM).toBe('\uFEFF');
  });
});

describe('csv file names', () => {
  it('joins the parts in lower case with dashes', () => {
    expect(csvFileName('Sales report', 'Main Street Motors', '2026-05')).toBe(
      'sales-report-main-street-motors-2026-05.csv',
    );
  });

  it('drops accents, symbols and empty parts', () => {
    expect(csvFileName('Lenders', null, '', 'Café & Co.')).toBe('lenders-cafe-co.csv');
  });

  it('never returns an empty name', () => {
    expect(csvFileName('***')).toBe('export.csv');
  });
});

import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { REDACTED, maskSensitive, maskText } from './mask';

describe('masking for logs', () => {
  it('masks card numbers that pass the Luhn check, with or without separators', () => {
    expect(maskText('card 4111 1111 1111 1111 declined')).toBe('card ************1111 declined');
    expect(maskText('5500-0000-0000-0004')).toBe('************0004');
  });

  it('leaves long numbers that are not card numbers alone', () => {
    expect(maskText('order 1234567890123')).toBe('order 1234567890123');
  });

  it('masks SSN-like numbers', () => {
    expect(maskText('ssn 123-45-6789 on file')).toBe('ssn ***-**-**** on file');
    expect(maskText('ssn 123 45 6789')).toBe('ssn ***-**-****');
  });

  it('masks 17-character VINs but not ordinary words or ids', () => {
    expect(maskText('VIN 1HGCM82633A004352 sold')).toBe('VIN *************4352 sold');
    expect(maskText('vin 1hgcm82633a004352')).toBe('vin *************4352');
    expect(maskText('stock T12345 vin_last8 00435211')).toBe('stock T12345 vin_last8 00435211');
  });

  it('redacts secrets by field name, at any depth', () => {
    expect(
      maskSensitive({
        email: 'a@b.co',
        password: 'hunter2',
        nested: { accessToken: 'abc', ok: 1 },
      }),
    ).toEqual({ email: 'a@b.co', password: REDACTED, nested: { accessToken: REDACTED, ok: 1 } });
  });

  it('writes one masked JSON object per line', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', write: (line) => lines.push(line) });
    logger.debug('not written');
    logger.child({ requestId: 'r1' }).info('deal for VIN 1HGCM82633A004352', {
      card: '4111111111111111',
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'deal for VIN *************4352',
      requestId: 'r1',
      card: '************1111',
    });
    expect(lines[0]).not.toContain('4111111111111111');
  });
});

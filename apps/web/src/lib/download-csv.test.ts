import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-csv';

describe('fileNameOf', () => {
  it("takes the server's name, else the fallback", () => {
    expect(fileNameOf('attachment; filename="deals-2026-11-21.csv"', 'x.csv')).toBe(
      'deals-2026-11-21.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''sales%202026.csv", 'x.csv')).toBe(
      'sales 2026.csv',
    );
    expect(fileNameOf(null, 'deals-2026-11-21.csv')).toBe('deals-2026-11-21.csv');
  });

  it('never lets a name climb out of the downloads folder', () => {
    expect(fileNameOf('attachment; filename="../../evil.csv"', 'x.csv')).toBe('....evil.csv');
  });
});

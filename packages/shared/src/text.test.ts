import { describe, expect, it } from 'vitest';
import { isOneLineText, isStorableText } from './text';

describe('text a field can hold (ADR 016)', () => {
  it('takes any printable text, markup and other scripts included', () => {
    for (const text of ['<script>alert(1)</script>', "O'Brien & Sons", 'Zoë Ελληνικά 🚗', '']) {
      expect(isStorableText(text)).toBe(true);
      expect(isOneLineText(text)).toBe(true);
    }
  });

  it('keeps tabs and line breaks for fields of several lines only', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb', 'a\u2028b']) {
      expect(isStorableText(text)).toBe(true);
      expect(isOneLineText(text)).toBe(false);
    }
  });

  it('refuses NUL, other control characters and halves of surrogate pairs everywhere', () => {
    for (const text of [
      'a\u0000',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\ud83d',
      'x\udc00',
    ]) {
      expect(isStorableText(text)).toBe(false);
      expect(isOneLineText(text)).toBe(false);
    }
  });
});

describe('bidirectional controls (issue 10, ADR 015)', () => {
  it('refuses embeddings, overrides and isolates in any field', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const text = `Smith${String.fromCodePoint(code)}gpj.exe`;
      expect(isStorableText(text)).toBe(false);
      expect(isOneLineText(text)).toBe(false);
    }
  });

  it('keeps the marks that only hint a direction, and right-to-left scripts', () => {
    for (const text of ['\u200eabc', '\u200fabc', 'שלום', 'مرحبا']) {
      expect(isStorableText(text)).toBe(true);
    }
  });
});

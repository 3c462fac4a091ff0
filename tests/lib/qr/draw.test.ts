import { create } from 'qrcode/lib/core/qrcode.js';
import { render as librarySvg } from 'qrcode/lib/renderer/svg-tag.js';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../../lib/qr/draw';
import { DEFAULT_PREFERENCES } from '../../../lib/storage/preferences';

// lib/qr/draw.ts replaces the library's SVG renderer to save the popup's bytes: it must draw
// exactly what the library drew, for any content, margin, size and colours.

const CASES = [
  { content: 'https://sho.rt/abc', level: 'M', margin: 4, size: 300 },
  { content: 'x'.repeat(1000), level: 'H', margin: 0, size: 1000 },
  { content: 'WIFI:T:WPA;S:Home;P:secret;;', level: 'L', margin: 10, size: 100 },
  { content: '12345678901234567890', level: 'Q', margin: 1, size: 512 },
] as const;

describe('qrSvg', () => {
  for (const { content, level, margin, size } of CASES) {
    it(`draws what the library draws (${content.length} characters, ${level}, margin ${margin})`, () => {
      const qr = create(content, { errorCorrectionLevel: level });
      const style = {
        ...DEFAULT_PREFERENCES.qr,
        margin,
        size,
        foreground: '#123456',
        background: '#FEDCBA',
      };
      const theirs = librarySvg(qr, {
        margin,
        width: size,
        color: { dark: `${style.foreground}ff`, light: `${style.background}ff` },
      });
      expect(qrSvg(qr, style)).toBe(theirs.trim());
    });
  }
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

// The committed store pictures (`SCREENSHOTS=store npm run screenshots`,
// scripts/screenshots-store.ts) at the sizes the stores take: screenshots exactly 1280×800, the
// promotional tile exactly 440×280; each drawn (not one flat colour) and small enough to upload.

const DIR = join(import.meta.dirname, '..', '..', 'store', 'images');
const SCREENS = ['popup', 'stats', 'links', 'qrcodes', 'options'];
const LANGS = ['en', 'de'];

const expected = LANGS.flatMap((lang) => [
  ...SCREENS.map((s) => [`${s}-${lang}.png`, 1280, 800] as const),
  [`promo-tile-${lang}.png`, 440, 280] as const,
]);

/** How many distinct colours a picture has, up to `cap`. */
function colours(png: PNG, cap = 64): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length && seen.size < cap; i += 4)
    seen.add(png.data.readUInt32BE(i));
  return seen.size;
}

describe('store pictures', () => {
  it.each(expected)('%s is %i×%i, drawn, and under 600 KB', (file, width, height) => {
    const path = join(DIR, file);
    const png = PNG.sync.read(readFileSync(path));
    expect([png.width, png.height]).toEqual([width, height]);
    expect(colours(png)).toBeGreaterThanOrEqual(16);
    expect(statSync(path).size).toBeLessThan(600_000);
  });

  it('every PNG there is one of the two store sizes', () => {
    const sizes = readdirSync(DIR)
      .filter((f) => f.endsWith('.png'))
      .map((f) => {
        const png = PNG.sync.read(readFileSync(join(DIR, f)));
        return `${png.width}×${png.height}`;
      });
    expect(sizes.length).toBeGreaterThanOrEqual(expected.length);
    expect(sizes.filter((s) => s !== '1280×800' && s !== '440×280')).toEqual([]);
  });
});

import fc from 'fast-check';
import MaskPattern from 'qrcode/lib/core/mask-pattern.js';
import { create } from 'qrcode/lib/core/qrcode.js';
import { describe, expect, it } from 'vitest';
import { bestMask, type Modules, masked, penalty } from '../../lib/qr/mask';

// The library's own chooser and scorers, before lib/qr/render replaces the chooser: the
// reference ours must match, penalty for penalty.
const shipped = MaskPattern.getBestMask;
const lib = MaskPattern as unknown as {
  applyMask(p: number, data: Modules): void;
} & Record<
  'getPenaltyN1' | 'getPenaltyN2' | 'getPenaltyN3' | 'getPenaltyN4',
  (d: Modules) => number
>;

/** Encodes each generated content at each level, calling `check` where the library picks a mask. */
function eachSymbol(check: (data: Modules, setup: (p: number) => void) => void, runs = 120) {
  let symbols = 0;
  MaskPattern.getBestMask = (data, setup) => {
    check(data, setup);
    symbols++;
    return shipped(data, setup);
  };
  try {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 800, unit: 'grapheme' }),
        fc.constantFrom('L', 'M', 'Q', 'H'),
        (text, level) => {
          try {
            create(text, { errorCorrectionLevel: level });
          } catch {
            // Too long for the level: no symbol, no mask to choose.
          }
        },
      ),
      { numRuns: runs },
    );
  } finally {
    MaskPattern.getBestMask = shipped;
  }
  return symbols;
}

describe('the mask choice', () => {
  it('scores every mask of every symbol as the library does', () => {
    const symbols = eachSymbol((data, setup) => {
      for (let p = 0; p < 8; p++) {
        setup(p);
        const ours = penalty(masked(data, p), data.size);
        lib.applyMask(p, data);
        const theirs =
          lib.getPenaltyN1(data) +
          lib.getPenaltyN2(data) +
          lib.getPenaltyN3(data) +
          lib.getPenaltyN4(data);
        lib.applyMask(p, data); // undone, as the library does
        expect(ours).toBe(theirs);
      }
    }, 60);
    expect(symbols).toBeGreaterThan(40);
  });

  it('picks the mask the library would pick', () => {
    const symbols = eachSymbol((data, setup) => {
      const ours = bestMask(data, setup);
      expect(ours).toBe(shipped(data, setup));
    });
    expect(symbols).toBeGreaterThan(80);
  });

  it('is installed in the library by lib/qr/render', async () => {
    await import('../../lib/qr/render');
    expect(MaskPattern.getBestMask).toBe(bestMask);
    MaskPattern.getBestMask = shipped;
  });
});

/**
 * The mask choice of `qrcode` (ISO/IEC 18004, 7.8.3: the lowest sum of the N1 to N4 penalties),
 * computed over plain typed arrays. The library's own getBestMask scores all eight masks through
 * a method call per module and takes about 90% of an encode (about 5 ms for 1,000 characters at
 * level H); this returns the same mask, penalty for penalty (tests/lib/qr-mask.test.ts), in a
 * fraction of that.
 */

/** The library's BitMatrix, as far as the mask choice reads it. */
export interface Modules {
  size: number;
  data: Uint8Array;
  reservedBit: Uint8Array;
}

/**
 * Whether mask pattern `p` flips the module at row i, column j (the standard's table 10). One
 * function with a switch, not a function per pattern: called from one place, it is inlined,
 * where eight functions behind one call made every module an indirect call.
 */
function flips(p: number, i: number, j: number): boolean {
  switch (p) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}
const PATTERNS = 8;

/** N3's 40 points for each 11 modules that read 1:1:3:1:1 with four light on one side. */
const FINDER_LIKE = new Uint8Array(0x800);
FINDER_LIKE[0x5d0] = 40;
FINDER_LIKE[0x05d] = 40;

/**
 * Penalty of one masked symbol, `m` row-major with `n` modules a side, in one pass over it: row
 * `a` read along, column `a` read down, and the 2×2 blocks ending in row `a`.
 */
export function penalty(m: Uint8Array, n: number): number {
  let points = 0;
  let dark = 0;
  for (let a = 0; a < n; a++) {
    // N1: runs of five or more same-colour modules in a row or a column: 3 + (length - 5).
    // N3: the finder-like 1:1:3:1:1 pattern with four light modules on one side, as 11 bits.
    let rowRun = 0;
    let colRun = 0;
    let rowLast = -1;
    let colLast = -1;
    let rowBits = 0;
    let colBits = 0;
    // N2: 2×2 blocks of one colour, 3 each; `pair` is a column's two modules in rows a-1 and a
    // (-8 before the first column: no block sums to 0 or 4 with it).
    let lastPair = -8;
    const row = a * n;
    for (let b = 0; b < n; b++) {
      const h = m[row + b] as number;
      const v = m[b * n + a] as number;
      dark += h;
      if (h === rowLast) rowRun++;
      else {
        if (rowRun >= 5) points += rowRun - 2;
        rowLast = h;
        rowRun = 1;
      }
      if (v === colLast) colRun++;
      else {
        if (colRun >= 5) points += colRun - 2;
        colLast = v;
        colRun = 1;
      }
      rowBits = ((rowBits << 1) & 0x7ff) | h;
      colBits = ((colBits << 1) & 0x7ff) | v;
      if (b >= 10) points += (FINDER_LIKE[rowBits] as number) + (FINDER_LIKE[colBits] as number);
      if (a > 0) {
        const pair = h + (m[row - n + b] as number);
        const block = pair + lastPair;
        if (block === 0 || block === 4) points += 3;
        lastPair = pair;
      }
    }
    if (rowRun >= 5) points += rowRun - 2;
    if (colRun >= 5) points += colRun - 2;
  }
  // N4: 10 for every 5% the dark share is away from half.
  points += Math.abs(Math.ceil((dark * 100) / m.length / 5) - 10) * 10;
  return points;
}

/** Writes `data` with mask `p` applied into `out` (reserved modules, format included, as they are). */
export function masked(data: Modules, p: number, out = new Uint8Array(data.size * data.size)) {
  const n = data.size;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const k = i * n + j;
      const bit = data.data[k] as number;
      out[k] = data.reservedBit[k] || !flips(p, i, j) ? bit : bit ^ 1;
    }
  }
  return out;
}

/** Drop-in for the library's getBestMask(data, setupFormatFunc): the same arguments and result. */
export function bestMask(data: Modules, setupFormat: (mask: number) => void): number {
  const out = new Uint8Array(data.size * data.size);
  let best = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (let p = 0; p < PATTERNS; p++) {
    setupFormat(p); // the format bits depend on the mask, and count in the penalty
    const score = penalty(masked(data, p, out), data.size);
    if (score < lowest) {
      lowest = score;
      best = p;
    }
  }
  return best;
}

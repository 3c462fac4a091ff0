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

// Mask conditions by pattern number, i the row and j the column (the standard's table 10).
const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** Penalty of one masked symbol, `m` row-major with `n` modules a side. */
export function penalty(m: Uint8Array, n: number): number {
  let points = 0;
  // N1: runs of five or more same-colour modules in a row or a column: 3 + (length - 5).
  // N3: the finder-like 1:1:3:1:1 pattern with four light modules on one side, as 11 bits.
  for (let a = 0; a < n; a++) {
    let rowRun = 0;
    let colRun = 0;
    let rowLast = -1;
    let colLast = -1;
    let rowBits = 0;
    let colBits = 0;
    for (let b = 0; b < n; b++) {
      const h = m[a * n + b] as number;
      const v = m[b * n + a] as number;
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
      if (b >= 10) {
        if (rowBits === 0x5d0 || rowBits === 0x05d) points += 40;
        if (colBits === 0x5d0 || colBits === 0x05d) points += 40;
      }
    }
    if (rowRun >= 5) points += rowRun - 2;
    if (colRun >= 5) points += colRun - 2;
  }
  // N2: 2×2 blocks of one colour, 3 each.
  for (let r = 0; r < n - 1; r++) {
    for (let c = 0; c < n - 1; c++) {
      const i = r * n + c;
      const sum =
        (m[i] as number) + (m[i + 1] as number) + (m[i + n] as number) + (m[i + n + 1] as number);
      if (sum === 0 || sum === 4) points += 3;
    }
  }
  // N4: 10 for every 5% the dark share is away from half.
  let dark = 0;
  for (let i = 0; i < m.length; i++) dark += m[i] as number;
  points += Math.abs(Math.ceil((dark * 100) / m.length / 5) - 10) * 10;
  return points;
}

/** Writes `data` with mask `p` applied into `out` (reserved modules, format included, as they are). */
export function masked(data: Modules, p: number, out = new Uint8Array(data.size * data.size)) {
  const n = data.size;
  const on = MASKS[p] as (i: number, j: number) => boolean;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const k = i * n + j;
      const bit = data.data[k] as number;
      out[k] = data.reservedBit[k] || !on(i, j) ? bit : bit ^ 1;
    }
  }
  return out;
}

/** Drop-in for the library's getBestMask(data, setupFormatFunc): the same arguments and result. */
export function bestMask(data: Modules, setupFormat: (mask: number) => void): number {
  const out = new Uint8Array(data.size * data.size);
  let best = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (let p = 0; p < MASKS.length; p++) {
    setupFormat(p); // the format bits depend on the mask, and count in the penalty
    const score = penalty(masked(data, p, out), data.size);
    if (score < lowest) {
      lowest = score;
      best = p;
    }
  }
  return best;
}

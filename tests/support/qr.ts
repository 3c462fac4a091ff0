import jsQR from 'jsqr';

export interface ReadQr {
  /** What a scanner reads from the code. */
  content: string;
  /** The QR version (1 to 40): a denser code has a higher one. */
  version: number;
  width: number;
  height: number;
  /** The viewBox side in modules: the code plus its margin on both sides. */
  modules: number;
  foreground: string;
  background: string;
}

const SVG_PREFIX = 'data:image/svg+xml;charset=utf-8,';

/** The SVG markup behind an `<img>` showing a QR code as a data URL. */
export function svgOfImage(img: HTMLElement): string {
  const src = img.getAttribute('src') ?? '';
  if (!src.startsWith(SVG_PREFIX)) throw new Error(`not an SVG data URL: ${src.slice(0, 40)}`);
  return decodeURIComponent(src.slice(SVG_PREFIX.length));
}

/**
 * Reads a QR code drawn as SVG the way a scanner would: the dark path is rasterised (the SVG
 * path commands M, m and h, one module per unit, stroked at half-unit heights) and decoded
 * with jsQR, so the test checks what the picture says, not how it was made.
 */
export function readQrSvg(svg: string): ReadQr {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  const [, , w, h] = (root.getAttribute('viewBox') ?? '').split(' ').map(Number);
  if (!w || w !== h) throw new Error(`unexpected viewBox ${root.getAttribute('viewBox')}`);
  const paths = [...doc.querySelectorAll('path')];
  const dark = paths.find((p) => p.hasAttribute('stroke'));
  const light = paths.find((p) => p.hasAttribute('fill'));
  if (!dark || !light) throw new Error('expected a background fill and a foreground stroke');

  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of (dark.getAttribute('d') ?? '').matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (cmd === 'M') [x, y] = [n[0] ?? 0, n[1] ?? 0];
    else if (cmd === 'm') [x, y] = [x + (n[0] ?? 0), y + (n[1] ?? 0)];
    else if (cmd === 'h') {
      const len = n[0] ?? 0;
      for (let i = 0; i < len; i++) cells.add(`${x + i},${Math.floor(y)}`);
      x += len;
    } else throw new Error(`unexpected path command ${cmd}`);
  }

  // Four pixels a module, with a quiet zone added so a margin of 0 still scans.
  const scale = 4;
  const pad = 4;
  const side = (w + pad * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const cell of cells) {
    const [cx = 0, cy = 0] = cell.split(',').map(Number);
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const px = ((cy + pad) * scale + dy) * side + (cx + pad) * scale + dx;
        data.fill(0, px * 4, px * 4 + 3);
      }
    }
  }
  const read = jsQR(data, side, side);
  if (!read) throw new Error('the QR code could not be read');
  return {
    content: read.data,
    version: read.version,
    width: Number(root.getAttribute('width')),
    height: Number(root.getAttribute('height')),
    modules: w,
    foreground: dark.getAttribute('stroke') ?? '',
    background: light.getAttribute('fill') ?? '',
  };
}

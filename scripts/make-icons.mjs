// Draws Snaplink's toolbar icon (two chain links on a teal tile) as real PNGs at every size
// the manifest names. Run once by hand: `node scripts/make-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const SS = 4; // supersampling factor, for smooth edges at 16 px

function inside(x, y) {
  // Coordinates are in a 0..1 square.
  const r = 0.2; // tile corner radius
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return 'none';
  // Two rotated capsules (chain links) drawn as rings.
  const u = (x - 0.5) * Math.SQRT1_2 + (y - 0.5) * Math.SQRT1_2;
  const v = -(x - 0.5) * Math.SQRT1_2 + (y - 0.5) * Math.SQRT1_2;
  for (const offset of [-0.17, 0.17]) {
    const du = Math.max(Math.abs(u - offset) - 0.1, 0);
    const d = Math.hypot(du, v);
    if (d > 0.09 && d < 0.17) return 'link';
  }
  return 'tile';
}

for (const size of [16, 32, 48, 128]) {
  const png = new PNG({ width: size, height: size });
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let link = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const hit = inside((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size);
          if (hit === 'tile') tile++;
          if (hit === 'link') link++;
        }
      }
      const n = SS * SS;
      const a = (tile + link) / n;
      const w = a ? link / (tile + link) : 0;
      const i = (py * size + px) * 4;
      png.data[i] = Math.round(13 + (255 - 13) * w);
      png.data[i + 1] = Math.round(148 + (255 - 148) * w);
      png.data[i + 2] = Math.round(136 + (255 - 136) * w);
      png.data[i + 3] = Math.round(255 * a);
    }
  }
  writeFileSync(new URL(`../public/icon/${size}.png`, import.meta.url), PNG.sync.write(png));
}

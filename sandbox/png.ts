import { PNG } from 'pngjs';
import QRCode from 'qrcode';

export interface PngStyle {
  size: number;
  margin: number;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
  /** `#RRGGBB`. */
  dark: string;
  light: string;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * The QR code as a PNG of exactly `size` × `size` pixels. The `qrcode` package encodes the
 * symbol; its own PNG renderer is not used because it rounds the image down a pixel for many
 * sizes and ignores the width when the symbol has more modules than it has pixels, while the
 * reference makes `size` the image's dimension. Each pixel takes the module under its centre;
 * pngjs writes the file.
 */
export function renderPng(content: string, style: PngStyle): Buffer {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: style.errorCorrectionLevel });
  const { size, margin } = style;
  const blocks = modules.size + 2 * margin;
  const dark = rgb(style.dark);
  const light = rgb(style.light);
  const moduleAt = (px: number) => Math.floor(((px + 0.5) * blocks) / size) - margin;

  const png = new PNG({ width: size, height: size, colorType: 2 });
  for (let y = 0; y < size; y++) {
    const row = moduleAt(y);
    for (let x = 0; x < size; x++) {
      const col = moduleAt(x);
      const on =
        row >= 0 &&
        col >= 0 &&
        row < modules.size &&
        col < modules.size &&
        modules.data[row * modules.size + col];
      const [r = 0, g = 0, b = 0] = on ? dark : light;
      const at = (y * size + x) * 4;
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

export interface PngStyle {
  size: number;
  margin: number;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
  /** `#RRGGBB`. */
  dark: string;
  light: string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * The QR code as a PNG of exactly `size` × `size` pixels. The `qrcode` package encodes the
 * symbol; its own PNG renderer is not used because it rounds the image down a pixel for many
 * sizes and ignores the width when the symbol has more modules than it has pixels, while the
 * reference makes `size` the image's dimension. Each pixel takes the module under its centre.
 */
export function renderPng(content: string, style: PngStyle): Buffer {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: style.errorCorrectionLevel });
  const { size, margin } = style;
  const blocks = modules.size + 2 * margin;
  const dark = rgb(style.dark);
  const light = rgb(style.light);
  const moduleAt = (px: number) => Math.floor(((px + 0.5) * blocks) / size) - margin;

  const stride = 1 + size * 3; // a filter byte (0, none), then RGB
  const raw = Buffer.alloc(stride * size);
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
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Bundled by bench/run.ts into the bench's copy of the extension: times the popup's own QR
// path (encode + SVG) in Chromium, for 1000 characters at level H.
import { encodeQr, qrSvg } from '../lib/qr/render.ts';

const content = 'https://example.com/'.padEnd(1000, 'x');
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const t0 = performance.now();
  const encoded = encodeQr(content, 'H');
  if (!encoded.ok) throw new Error(encoded.reason);
  qrSvg(encoded.qr, {
    size: 300,
    margin: 4,
    errorCorrection: 'H',
    foreground: '#000000',
    background: '#FFFFFF',
  });
  if (i >= 10) times.push(performance.now() - t0);
}
(globalThis as { qrTimes?: number[] }).qrTimes = times;

// The parts of `qrcode` imported directly: the popup ships the encoder alone, not the whole
// package (renderers, terminal, etc.); the tests compare lib/qr/draw.ts with the SVG renderer.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}

declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(qr: QRCode, options?: QRCodeRenderersOptions): string;
}

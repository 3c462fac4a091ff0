// The parts of `qrcode` the extension imports directly, so the popup ships the encoder and the
// two renderers it uses instead of the whole package (server renderers, terminal, etc.).
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}

declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(qr: QRCode, options?: QRCodeRenderersOptions): string;
}

declare module 'qrcode/lib/renderer/canvas.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(
    qr: QRCode,
    canvas: HTMLCanvasElement,
    options?: QRCodeRenderersOptions,
  ): HTMLCanvasElement;
}

// The mask chooser, which lib/qr/mask.ts replaces with a faster one that chooses the same mask.
declare module 'qrcode/lib/core/mask-pattern.js' {
  interface MaskPattern {
    getBestMask(
      data: { size: number; data: Uint8Array; reservedBit: Uint8Array },
      setupFormatFunc: (mask: number) => void,
    ): number;
  }
  const maskPattern: MaskPattern;
  export default maskPattern;
}

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCodeView } from '../../../../entrypoints/sidepanel/qrcodes/QrCodeView';
import type { QrCode } from '../../../../lib/api/schemas/qrcode';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderInPanel } from '../../../support/panel';
import { svgOfImage } from '../../../support/qr';
import { inProcessSandbox } from '../../../support/sandbox';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const MALICIOUS =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(2)"><script>alert(1)</script>' +
  '<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml">' +
  '<iframe src="javascript:alert(3)"></iframe><img src="x" onerror="alert(4)"/></body></foreignObject></svg>';

const qr: QrCode = {
  id: 99,
  name: 'Hostile',
  content: 'https://example.com/',
  type: 'url',
  link_id: null,
  is_dynamic: false,
  size: 300,
  margin: 4,
  error_correction: 'Q',
  foreground_color: '#112233',
  background_color: '#FFEEDD',
  download_svg_url: 'http://127.0.0.1:8787/api/v1/qrcodes/99/download/svg',
  download_png_url: 'http://127.0.0.1:8787/api/v1/qrcodes/99/download/png',
  preview_svg: MALICIOUS,
};

const show = () =>
  renderInPanel(<QrCodeView qr={qr} />, { fetch: inProcessSandbox(Date.now()).fetch });

describe('QrCodeView', () => {
  it('has no axe violations', async () => {
    const { container } = await show();
    await expectNoAxeViolations(container);
  });

  it('shows a hostile preview_svg only as an image: no svg, script or foreignObject in the DOM', async () => {
    // happy-dom has no alert of its own: a stand-in that would see any call.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = await show();
    const img = screen.getByRole('img', { name: 'QR code for https://example.com/' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(svgOfImage(img)).toBe(MALICIOUS);
    for (const tag of ['svg', 'script', 'foreignObject', 'iframe', 'body']) {
      expect(document.body.getElementsByTagName(tag)).toHaveLength(0);
    }
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('[onload], [onerror]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows every detail, and says when a code is static', async () => {
    await show();
    const text = screen.getByRole('article', { name: 'QR code Hostile' }).textContent;
    for (const bit of [
      'Web address (URL)',
      'https://example.com/',
      'No',
      '300 px',
      'Q',
      '#112233 on #FFEEDD',
    ]) {
      expect(text).toContain(bit);
    }
  });

  it('names the type people know, and shows a type it does not know as the service sent it', async () => {
    const { unmount } = await show();
    const type = () => screen.getByText('Type').nextElementSibling?.textContent;
    expect(type()).toBe('Web address (URL)');
    unmount();
    await renderInPanel(<QrCodeView qr={{ ...qr, type: 'wifi' }} />, {
      fetch: inProcessSandbox(Date.now()).fetch,
    });
    expect(type()).toBe('wifi');
  });

  it('says so when there is no preview, instead of an empty image', async () => {
    await renderInPanel(<QrCodeView qr={{ ...qr, preview_svg: undefined }} />, {
      fetch: inProcessSandbox(Date.now()).fetch,
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No preview.')).toBeTruthy();
  });
});

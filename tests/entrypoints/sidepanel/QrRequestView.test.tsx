// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { QR_REQUEST_FRESH_MS, QrRequestView } from '../../../entrypoints/sidepanel/QrRequestView';
import { panelQrCodeItem, qrRequestItem } from '../../../lib/panel/panel-asks';
import { expectNoAxeViolations } from '../../support/axe';
import { readQrSvg, svgOfImage } from '../../support/qr';

const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
const now = () => NOW;

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const qrImage = () => screen.findByRole('img', { name: /^QR code for/ });

describe('QrRequestView', () => {
  it('has no axe violations', async () => {
    await qrRequestItem.setValue({ content: 'Hello, QR', type: 'text', at: NOW - 1000 });
    const { container } = render(<QrRequestView now={now} />);
    await qrImage();
    await expectNoAxeViolations(container);
  });

  it('shows nothing without a request', async () => {
    const { container } = render(<QrRequestView now={now} />);
    await act(() => Promise.resolve());
    expect(container.innerHTML).toBe('');
  });

  it('shows the QR code of selected text asked for just now', async () => {
    await qrRequestItem.setValue({ content: 'Hello, QR', type: 'text', at: NOW - 1000 });
    render(<QrRequestView now={now} />);
    expect(readQrSvg(svgOfImage(await qrImage())).content).toBe('Hello, QR');
    expect(screen.getByRole('heading', { name: 'QR code for the selected text' })).toBeTruthy();
  });

  it('ignores a stale request, but shows one asked for while open', async () => {
    await qrRequestItem.setValue({
      content: 'old',
      type: 'text',
      at: NOW - QR_REQUEST_FRESH_MS - 1,
    });
    render(<QrRequestView now={now} />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('img')).toBeNull();

    await act(() =>
      qrRequestItem.setValue({ content: 'https://example.com/x', type: 'url', at: NOW }),
    );
    expect(readQrSvg(svgOfImage(await qrImage())).content).toBe('https://example.com/x');
    expect(screen.getByRole('heading', { name: 'QR code for this address' })).toBeTruthy();
  });

  it('closes by clearing the request', async () => {
    await qrRequestItem.setValue({ content: 'bye', type: 'text', at: NOW });
    render(<QrRequestView now={now} />);
    await qrImage();
    fireEvent.click(screen.getByRole('button', { name: 'Close QR code' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(await qrRequestItem.getValue()).toBeNull();
  });

  it('offers no save: a code asked for from the menu is not a link of the account', async () => {
    await qrRequestItem.setValue({ content: 'https://example.com/page', type: 'url', at: NOW });
    render(<QrRequestView now={now} />);
    await qrImage();
    expect(screen.queryByRole('button', { name: /Save as dynamic/ })).toBeNull();
  });

  it("closes once a saved code is opened in the panel (the popup's Open in QR codes), for good", async () => {
    await qrRequestItem.setValue({ content: 'https://example.com/p', type: 'url', at: NOW - 5000 });
    render(<QrRequestView now={now} />);
    await qrImage();
    await act(() => panelQrCodeItem.setValue({ id: 7, at: NOW }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    await waitFor(async () => expect(await qrRequestItem.getValue()).toBeNull());
  });

  it('with both waiting as the panel opens, shows the card only if it was asked for after the code', async () => {
    await panelQrCodeItem.setValue({ id: 7, at: NOW - 3000 });
    await qrRequestItem.setValue({ content: 'newer', type: 'text', at: NOW - 1000 });
    render(<QrRequestView now={now} />);
    expect(readQrSvg(svgOfImage(await qrImage())).content).toBe('newer');
    cleanup();

    await qrRequestItem.setValue({ content: 'older', type: 'text', at: NOW - 5000 });
    render(<QrRequestView now={now} />);
    await waitFor(async () => expect(await qrRequestItem.getValue()).toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
  });
});

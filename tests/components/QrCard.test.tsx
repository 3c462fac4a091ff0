// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrCard } from '../../components/QrCard';
import { createClient } from '../../lib/api/client';
import { createQrCode } from '../../lib/api/qrcodes';
import { linkQrName } from '../../lib/qr/files';
import type { QrDefaults } from '../../lib/storage/preferences';
import { BASE, type Sandbox, sandbox } from '../lib/helpers';
import { expectNoAxeViolations } from '../support/axe';
import { readQrSvg, svgOfImage } from '../support/qr';

const CONTENT = 'http://127.0.0.1:8787/demo1';
const STYLE: QrDefaults = {
  size: 300,
  margin: 4,
  errorCorrection: 'M',
  foreground: '#112233',
  background: '#FFEEDD',
};

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Saves as the popup does: the real client and createQrCode, against the sandbox. */
const saveWith =
  (apiKey: string, linkId: number) =>
  (style: QrDefaults, signal: AbortSignal): Promise<{ id: number }> =>
    createQrCode(
      createClient({ baseUrl: BASE, apiKey, fetch: box.fetch }),
      {
        name: 'Test page',
        type: 'url',
        content: CONTENT,
        error_correction: style.errorCorrection,
        foreground_color: style.foreground,
        background_color: style.background,
        margin: style.margin,
        size: style.size,
        link_id: linkId,
      },
      { signal },
    );

function renderPanel(
  props: {
    content?: string;
    onSaveDynamic?: (s: QrDefaults, signal: AbortSignal) => Promise<{ id: number }>;
    onOpenSaved?: (id: number) => void;
    caption?: string;
  } = {},
) {
  return render(
    <QrCard
      content={props.content ?? CONTENT}
      name={linkQrName(props.content ?? CONTENT)}
      caption={props.caption}
      initialStyle={STYLE}
      onSaveDynamic={props.onSaveDynamic}
      onOpenSaved={props.onOpenSaved}
    />,
  );
}

const preview = () => readQrSvg(svgOfImage(screen.getByRole('img')));

describe('QrCard', () => {
  it('has no axe violations', async () => {
    const { container } = renderPanel({ onSaveDynamic: saveWith('demo-pro-key', 1) });
    await expectNoAxeViolations(container);
  });

  it('shows the code as an image of an SVG that scans to the content, in the style given', () => {
    const { container } = renderPanel();
    const img = screen.getByRole('img', { name: `QR code for ${CONTENT}` });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // An image, never live SVG in the page.
    expect(container.querySelector('svg')).toBeNull();
    expect(preview()).toMatchObject({
      content: CONTENT,
      width: 300,
      height: 300,
      foreground: '#112233',
      background: '#FFEEDD',
    });
  });

  it('redraws the code as the style changes', () => {
    renderPanel();
    const before = preview();

    fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '640' } });
    expect(preview()).toMatchObject({ width: 640, height: 640, modules: before.modules });

    fireEvent.change(screen.getByLabelText('Margin'), { target: { value: '1' } });
    expect(preview().modules).toBe(before.modules - 6);

    fireEvent.change(screen.getByLabelText('Error correction'), { target: { value: 'H' } });
    const dense = preview();
    expect(dense.version).toBeGreaterThan(before.version);
    expect(dense.content).toBe(CONTENT);

    fireEvent.change(screen.getByLabelText('Foreground'), { target: { value: '#0d9488' } });
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: '#fafafa' } });
    expect(preview()).toMatchObject({
      content: CONTENT,
      width: 640,
      foreground: '#0D9488',
      background: '#FAFAFA',
    });
  });

  it('lets a number be typed digit by digit, and keeps it in range once the field is left', () => {
    renderPanel();
    const size = screen.getByLabelText('Size (px)') as HTMLInputElement;
    act(() => size.focus());
    // On the way to 450 the field reads "4" and "45": below the minimum, but not to be replaced.
    for (const typed of ['', '4', '45', '450']) {
      fireEvent.change(size, { target: { value: typed } });
      expect(size.value).toBe(typed);
    }
    expect(preview().width).toBe(450);

    fireEvent.change(size, { target: { value: '5000' } });
    expect(preview().width).toBe(450);
    act(() => size.blur());
    expect(size.value).toBe('1000');
    expect(preview().width).toBe(1000);

    act(() => size.focus());
    fireEvent.change(size, { target: { value: '' } });
    act(() => size.blur());
    expect(size.value).toBe('1000');
  });

  it('explains content too long for a QR code and offers nothing to download or save', () => {
    const onSaveDynamic = vi.fn(async () => ({ id: 1 }));
    renderPanel({ content: `https://example.com/${'a'.repeat(1000)}`, onSaveDynamic });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'QR content is limited to 1000 characters; this has 1020.',
    );
    for (const name of ['Download PNG', 'Copy image', 'Download SVG']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Save as dynamic QR code' })).toBeNull();
    expect(onSaveDynamic).not.toHaveBeenCalled();
  });

  it('copies the code as a PNG image and says so', async () => {
    const write = vi.spyOn(navigator.clipboard, 'write').mockResolvedValue();
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy image' }));
    expect(write).toHaveBeenCalledTimes(1);
    const [items] = write.mock.calls[0] ?? [];
    expect(items?.map((item) => item.types)).toEqual([['image/png']]);
    // Inside the button, and to screen readers through the status.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied ✓' })).toBeTruthy());
    expect(
      screen.getByText('Copied the QR code as an image.').closest('[role="status"]'),
    ).not.toBeNull();
  });

  it('says when the image could not be copied, until the style changes', async () => {
    vi.spyOn(navigator.clipboard, 'write').mockRejectedValue(new Error('denied'));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy image' }));
    const refusal = 'The image could not be copied here; try Download PNG.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '500' } });
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it("downloads the SVG it shows, under the link's name", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:snaplink/1';
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderPanel();
    fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));

    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:snaplink/1', download: 'snaplink-demo1.svg' }]),
    );
    expect(blobs).toHaveLength(1);
    const blob = blobs[0] as Blob;
    expect(blob.type).toBe('image/svg+xml');
    const svg = await blob.text();
    expect(svg).toBe(svgOfImage(screen.getByRole('img')));
    expect(readQrSvg(svg)).toMatchObject({ content: CONTENT, width: 500 });
  });

  it('offers a dynamic QR code only when there is a link to tie it to', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Save as dynamic QR code' })).toBeNull();
  });

  it('saves a dynamic QR code with the style chosen', async () => {
    renderPanel({ onSaveDynamic: saveWith('demo-pro-key', 1) });
    fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '420' } });
    fireEvent.change(screen.getByLabelText('Error correction'), { target: { value: 'Q' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as dynamic QR code' }));
    await screen.findByText('Saved as a dynamic QR code.');
    expect(screen.queryByRole('alert')).toBeNull();

    const saved = (await (await box.api('/qrcodes?search=Test%20page')).json()).data;
    expect(saved).toEqual([
      expect.objectContaining({
        link_id: 1,
        is_dynamic: true,
        content: CONTENT,
        size: 420,
        margin: 4,
        error_correction: 'Q',
        foreground_color: '#112233',
        background_color: '#FFEEDD',
      }),
    ]);

    // A change of style is not saved yet, so the message goes.
    fireEvent.change(screen.getByLabelText('Margin'), { target: { value: '2' } });
    expect(screen.queryByText('Saved as a dynamic QR code.')).toBeNull();
  });

  it('saves once per style, then offers the saved code instead of another', async () => {
    const opened: number[] = [];
    renderPanel({
      onSaveDynamic: saveWith('demo-pro-key', 1),
      onOpenSaved: (id) => opened.push(id),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as dynamic QR code' }));
    await screen.findByText('Saved as a dynamic QR code.');
    expect(screen.queryByRole('button', { name: 'Save as dynamic QR code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open in QR codes' }));
    const saved = (await (await box.api('/qrcodes?search=Test%20page')).json()).data;
    expect(saved).toHaveLength(1);
    expect(opened).toEqual([saved[0].id]);
    // Another style is another code, so it can be saved again.
    fireEvent.change(screen.getByLabelText('Margin'), { target: { value: '2' } });
    expect(screen.getByRole('button', { name: 'Save as dynamic QR code' })).toBeTruthy();
  });

  it('says what the code encodes beneath it', () => {
    renderPanel({ caption: 'Short link' });
    expect(screen.getByRole('figure').textContent).toBe('Short link');
  });

  it('does not claim a save the style has moved on from', async () => {
    let signal: AbortSignal | undefined;
    let answer: (v: { id: number }) => void = () => {};
    renderPanel({
      onSaveDynamic: (_style, s) => {
        signal = s;
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as dynamic QR code' }));
    fireEvent.change(screen.getByLabelText('Margin'), { target: { value: '2' } });
    expect(signal?.aborted).toBe(true);
    await act(async () => answer({ id: 1 }));
    expect(screen.queryByText('Saved as a dynamic QR code.')).toBeNull();
  });

  it("says why the service refused the save (a link that is not the account's)", async () => {
    renderPanel({ onSaveDynamic: saveWith('demo-enterprise-key', 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Save as dynamic QR code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The service said: “.*link id is invalid/);
    expect(alert.textContent).not.toMatch(/link_id/);
    expect(screen.queryByText('Saved as a dynamic QR code.')).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Save as dynamic QR code' }).hasAttribute('disabled'),
      ).toBe(false),
    );
  });
});

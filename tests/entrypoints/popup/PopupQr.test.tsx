// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { QrThumb, QrView } from '../../../entrypoints/popup/PopupQr';
import type { HistoryEntry } from '../../../lib/history';
import type { PanelAsk } from '../../../lib/panel/panel-asks';
import { DEFAULT_PREFERENCES } from '../../../lib/storage/preferences';
import { storeConnection } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';
import { readQrSvg, svgOfImage } from '../../support/qr';
import { BASE, inProcessSandbox } from '../../support/sandbox';

// The popup's QR code: a thumbnail in the everyday view, with one action for the rest; in full
// (QrView), against the in-process sandbox (the page's fetch), "Save as dynamic QR code" saves
// from the popup in one click, and then says where the code is.

let box: ReturnType<typeof inProcessSandbox>;
let link: HistoryEntry;
beforeEach(async () => {
  fakeBrowser.reset();
  box = inProcessSandbox(Date.UTC(2026, 2, 15));
  vi.stubGlobal('fetch', box.fetch);
  await storeConnection({ baseUrl: BASE, apiKey: 'demo-pro-key' });
  const res = await box.api('/links?per_page=100');
  const { data } = (await res.json()) as {
    data: { id: number; short_url: string; short_code: string; title: string | null }[];
  };
  const demo1 = data.find((l) => l.short_code === 'demo1');
  if (!demo1) throw new Error('no demo1');
  link = historyEntry(demo1.id, { short_url: demo1.short_url, title: demo1.title });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STYLE = { ...DEFAULT_PREFERENCES.qr, errorCorrection: 'H' as const };

function qrView() {
  const asked: PanelAsk[] = [];
  const view = render(<QrView link={link} style={STYLE} showInPanel={(ask) => asked.push(ask)} />);
  return { ...view, asked };
}

const saveButton = () => screen.getByRole('button', { name: 'Save as dynamic QR code' });
const savedCodes = async () =>
  (
    (await (await box.api('/qrcodes?per_page=100')).json()) as {
      data: { id: number; content: string; link_id: number | null; is_dynamic: boolean }[];
    }
  ).data.filter((c) => c.content === link.short_url);

describe("the popup's QR thumbnail", () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <QrThumb link={link} style={STYLE} onMore={() => {}} onVisible={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });

  it('encodes the short link, says what it opens, and opens the rest in one action', () => {
    const onMore = vi.fn();
    const { container } = render(
      <QrThumb link={link} style={STYLE} onMore={onMore} onVisible={() => {}} />,
    );
    const img = screen.getByRole('img', { name: `QR code for ${link.short_url}` });
    expect(img.getAttribute('width')).toBe('112');
    expect(readQrSvg(svgOfImage(img)).content).toBe(link.short_url);
    expect(container.querySelector('.qr-thumb p')?.textContent).toBe(
      `Scan to open ${link.short_url.replace(/^https?:\/\//, '')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'QR code options' }));
    expect(onMore).toHaveBeenCalledOnce();
  });
});

describe("the popup's QR code in full", () => {
  it('has no axe violations', async () => {
    const { container } = qrView();
    await screen.findByRole('img', { name: `QR code for ${link.short_url}` });
    await expectNoAxeViolations(container);
  });

  it('saves the link’s code as a dynamic one in one click, busy meanwhile, then says where it is', async () => {
    const { asked } = qrView();
    const before = (await savedCodes()).length;
    fireEvent.click(saveButton());
    const busy = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const said = "Saved as a dynamic QR code. Find it in the side panel's QR codes tab.";
    const note = await screen.findByText(said, {}, { timeout: 3000 });
    expect(note.closest('[role="status"]')).toBeTruthy();
    const saved = await savedCodes();
    expect(saved).toHaveLength(before + 1);
    const code = saved.find((c) => c.link_id === link.link_id && c.is_dynamic);
    expect(code).toBeTruthy();
    // One code per click: the button is gone, and the way to the code takes its place.
    expect(screen.queryByRole('button', { name: /Save as dynamic/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open in QR codes' }));
    expect(asked).toEqual([{ qrCode: code?.id }]);
  });

  it("words the service's refusal through the error view, and offers the save again", async () => {
    await storeConnection({ apiKey: 'demo-free-key' });
    qrView();
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /plan doesn't include API access/,
    );
    expect(saveButton()).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrCodesSection } from '../../../../entrypoints/sidepanel/qrcodes/QrCodesSection';
import { qrName } from '../../../../entrypoints/sidepanel/qrcodes/qrName';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderInPanel, renderPanelTabs } from '../../../support/panel';
import { svgOfImage } from '../../../support/qr';
import { inProcessSandbox } from '../../../support/sandbox';

const NOW = Date.UTC(2025, 5, 1, 12);
let box: ReturnType<typeof inProcessSandbox>;
beforeEach(() => {
  box = inProcessSandbox(NOW);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = async () => {
  const view = await renderInPanel(<QrCodesSection />, { fetch: box.fetch });
  await screen.findByText('Pricing flyer');
  return view;
};
const names = () =>
  within(screen.getByRole('list', { name: 'QR codes' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);
/** Each item's type, as the list shows it beside the name. */
const types = () =>
  within(screen.getByRole('list', { name: 'QR codes' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.qr-text .muted bdi')?.textContent);
const lastGet = () => new URL(box.sent.filter((s) => s.method === 'GET').at(-1)?.url ?? '');
const openQr = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: `View ${name}` }));
  return within(await screen.findByRole('article', { name: `QR code ${name}` }));
};

describe('QrCodesSection', () => {
  it('has no axe violations, with a code open', async () => {
    const { container } = await show();
    await openQr('Pricing flyer');
    await expectNoAxeViolations(container);
  });

  it('lists the seeded codes newest first with their types, and searches by name through the API', async () => {
    await show();
    expect(names()).toEqual([
      'Contact us',
      'Wi-Fi note',
      'Webinar slide',
      'Pricing flyer',
      'Launch week poster',
    ]);
    expect(types()).toEqual(['Email', 'Text', 'Link', 'Link', 'Link']);
    // One page: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'FLYER' } });
    await waitFor(() => expect(names()).toEqual(['Pricing flyer']));
    expect(Object.fromEntries(lastGet().searchParams)).toEqual({ search: 'FLYER', page: '1' });
  });

  it('pages with Next and Previous', async () => {
    for (let i = 0; i < 6; i++) {
      await box.api('/qrcodes', 'demo-pro-key', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Extra ${i}`,
          type: 'text',
          content: 'x',
          error_correction: 'L',
        }),
      });
    }
    await renderInPanel(<QrCodesSection />, { fetch: box.fetch });
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(lastGet().searchParams.get('page')).toBe('2');
    expect(names()).toEqual(['Launch week poster']);
  });

  it('opens one with GET /qrcodes/{id} and shows its preview only as an image, with its details', async () => {
    const { container } = await show();
    const view = await openQr('Pricing flyer');
    const get = lastGet();
    expect(get.pathname).toMatch(/\/api\/v1\/qrcodes\/\d+$/);
    const served = (await (await box.api(get.pathname.replace('/api/v1', ''))).json()) as {
      preview_svg: string;
    };
    const img = view.getByRole('img', { name: 'QR code for http://127.0.0.1:8787/demo3' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(svgOfImage(img)).toBe(served.preview_svg);
    expect(container.querySelector('svg')).toBeNull();
    const text = screen.getByRole('article', { name: 'QR code Pricing flyer' }).textContent;
    for (const bit of ['Web address (URL)', 'Yes, link #3', '300 px', 'M', '#000000 on #FFFFFF']) {
      expect(text).toContain(bit);
    }
  });

  it('downloads the SVG and the PNG with the key, and saves them through <a download>', async () => {
    const saved: { name: string; href: string }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    await show();
    const view = await openQr('Pricing flyer');
    fireEvent.click(view.getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(view.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved.map((s) => s.name)).toEqual(['pricing-flyer.svg', 'pricing-flyer.png']);
    expect(blobs.map((b) => b.type)).toEqual(['image/svg+xml', 'image/png']);
    const downloads = box.sent.filter((s) => s.url.includes('/download/'));
    expect(downloads.map((s) => s.url.split('/').at(-1))).toEqual(['svg', 'png']);
    for (const d of downloads) expect(d.headers.get('authorization')).toBe('Bearer demo-pro-key');
  });

  it('deletes only after the confirmation, and the list and the API agree', async () => {
    await show();
    const view = await openQr('Wi-Fi note');
    fireEvent.click(view.getByRole('button', { name: 'Delete QR code Wi-Fi note' }));
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }));
    expect(box.sent.some((s) => s.method === 'DELETE')).toBe(false);
    fireEvent.click(view.getByRole('button', { name: 'Delete QR code Wi-Fi note' }));
    fireEvent.click(view.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(names()).not.toContain('Wi-Fi note'));
    const del = box.sent.find((s) => s.method === 'DELETE');
    expect((await box.api(new URL(del?.url ?? '').pathname.replace('/api/v1', ''))).status).toBe(
      404,
    );
    expect(names()).toHaveLength(4);
  });

  it('shows a thumbnail of each code, only as an image, and how long ago it was made', async () => {
    const { container } = await show();
    const items = within(screen.getByRole('list', { name: 'QR codes' })).getAllByRole('listitem');
    for (const li of items) {
      const thumb = li.querySelector('img.qr-thumb');
      expect(thumb?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(thumb?.getAttribute('alt')).toBe('');
      // As every date is said: how long ago, the full date and time in its tooltip.
      const made = li.querySelector('time');
      expect(made?.textContent).toMatch(/ ago$|^yesterday$|^last (week|month|year)$/);
      expect(made?.getAttribute('title')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /);
    }
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows the short link of a dynamic code, and opens its stats in the Stats tab', async () => {
    await renderPanelTabs({ fetch: box.fetch });
    fireEvent.click(screen.getByRole('tab', { name: 'QR codes' }));
    const item = (await screen.findByText('Pricing flyer')).closest('li') as HTMLElement;
    expect(within(item).getByRole('link').getAttribute('href')).toBe('http://127.0.0.1:8787/demo3');
    // A static code has neither.
    const text = screen.getByText('Wi-Fi note').closest('li') as HTMLElement;
    expect(within(text).queryByRole('link')).toBeNull();
    expect(within(text).queryByRole('button', { name: /^Stats/ })).toBeNull();
    fireEvent.click(
      within(item).getByRole('button', { name: 'Stats for http://127.0.0.1:8787/demo3' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected')).toBe('true'),
    );
    const link = (await (await box.api('/links/3')).json()) as { title: string };
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(link.title),
    );
  });
});

describe('qrName', () => {
  it('keeps a given name, and otherwise names a code by its type and first words', () => {
    const url = 'https://www.example.com/article?utm_source=x';
    expect(qrName({ name: 'Flyer', type: 'url', content: url })).toBe('Flyer');
    expect(qrName({ name: ' ', type: 'url', content: url })).toBe('Link · example.com/article');
    expect(qrName({ name: '', type: 'phone', content: 'tel:+15550100' })).toBe('Phone · +15550100');
    expect(
      qrName({
        name: '',
        type: 'text',
        content: 'The quick brown fox jumps over the lazy dog again',
      }),
    ).toBe('Text · The quick brown fox jumps over…');
    expect(qrName({ name: '', type: undefined, content: '' })).toBe('QR code');
  });

  it('with no codes, says what they can be and New QR code opens the form on its first field', async () => {
    const { container } = await renderInPanel(<QrCodesSection />, {
      fetch: box.fetch,
      apiKey: 'demo-pro2-key',
    });
    expect((await screen.findByText(/^No QR codes yet\./)).textContent).toContain('Wi-Fi');
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);
    const details = screen.getByText('New QR code', { selector: 'summary' }).closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'New QR code' }));
    expect(details?.open).toBe(true);
    expect(details?.contains(document.activeElement)).toBe(true);
  });

  it('with no match, Clear search empties the field and lists them all again', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No QR code matches “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.getByLabelText('Search by name')).toHaveProperty('value', '');
  });
});

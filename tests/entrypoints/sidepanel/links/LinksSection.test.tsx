// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinksSection } from '../../../../entrypoints/sidepanel/links/LinksSection';
import { recentLinks } from '../../../../lib/history';
import { expectNoAxeViolations } from '../../../support/axe';
import { linkRow, linkTitles, renderInPanel, renderPanelTabs } from '../../../support/panel';
import {
  type ApiLink,
  apiJson,
  type Box,
  freshPanel,
  seedHistory,
} from '../../../support/panel-sandbox';
import { readQrSvg, svgOfImage } from '../../../support/qr';
import type { Fetch } from '../../../support/sandbox';

interface Listed extends ApiLink {
  total_clicks: number;
  created_at: string;
}

let box: Box;
freshPanel((b) => {
  box = b;
});

const panel = (fetch: Fetch = box.fetch) => renderInPanel(<LinksSection />, { fetch });
/** Opens a row's "More actions" and clicks the one named `name`. */
const act = (item: HTMLElement, name: string | RegExp) => {
  fireEvent.click(within(item).getByRole('button', { name: /^More actions for/ }));
  fireEvent.click(within(item).getByRole('button', { name }));
};
const lastGet = () => new URL(box.sent.filter((s) => s.method === 'GET').at(-1)?.url ?? '');
const firstPage = async () => (await apiJson<{ data: Listed[] }>(box, '/links')).data;

/** A service without GET /links (`status` 404 or 405); the sandbox answers everything else. */
const withoutList =
  (status: number): Fetch =>
  (input, init) => {
    const req = new Request(input, init);
    if (req.method === 'GET' && new URL(req.url).pathname.endsWith('/links')) {
      return Promise.resolve(Response.json({ message: 'No such route' }, { status }));
    }
    return box.fetch(input, init);
  };

describe('LinksSection', () => {
  it('has no axe violations, with a QR code, the actions, a delete confirmation and the edit form open', async () => {
    const { container } = await panel();
    const [first] = await firstPage();
    await screen.findByText(first?.title ?? '');
    act(linkRow(first?.title ?? ''), /^QR code of/);
    await screen.findByRole('region', { name: 'QR code' });
    fireEvent.click(
      within(linkRow(first?.title ?? '')).getByRole('button', { name: /^More actions for/ }),
    );
    await expectNoAxeViolations(container);
    fireEvent.click(within(linkRow(first?.title ?? '')).getByRole('button', { name: /^Delete/ }));
    await expectNoAxeViolations(container);
    act(linkRow(first?.title ?? ''), /^Edit/);
    await screen.findByRole('form', { name: 'Edit link' });
    await expectNoAxeViolations(container);
  });

  it("lists the account's links newest first: title, short URL, destination and clicks, as the API says", async () => {
    await panel();
    const links = await firstPage();
    await screen.findByText(links[0]?.title ?? '');
    expect(linkTitles()).toEqual(links.map((l) => l.title));
    for (const l of links) {
      const item = within(linkRow(l.title ?? ''));
      // Shown without the scheme, the whole address in its tooltip and href.
      const short = item.getByRole('link', { name: l.short_url.replace(/^https?:\/\//, '') });
      expect(short.getAttribute('href')).toBe(l.short_url);
      expect(short.getAttribute('title')).toBe(l.short_url);
      const to = item.getByRole('link', { name: l.original_url.replace(/^https?:\/\//, '') });
      expect(to.getAttribute('href')).toBe(l.original_url);
      expect(linkRow(l.title ?? '').textContent).toContain(
        `${l.total_clicks.toLocaleString()} click${l.total_clicks === 1 ? '' : 's'}`,
      );
      const made = linkRow(l.title ?? '').querySelector('time');
      expect(made?.getAttribute('datetime')).toBe(new Date(l.created_at ?? '').toISOString());
      expect(made?.textContent).toMatch(/ago$|^yesterday$/);
    }
    expect(links.some((l) => l.total_clicks > 100)).toBe(true);
    // One page: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('searches with GET /links?search= and pages with Previous and Next', async () => {
    for (let i = 0; i < 5; i++) {
      await box.api('/links', 'demo-pro-key', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ original_url: `https://example.com/more/${i}`, title: `More ${i}` }),
      });
    }
    await panel();
    await screen.findByText('Page 1 of 2');
    expect(linkTitles()[0]).toBe('More 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(lastGet().searchParams.get('page')).toBe('2');
    expect(linkTitles()).toHaveLength(5);

    fireEvent.change(screen.getByLabelText('Search by title, code or address'), {
      target: { value: 'pricing' },
    });
    await waitFor(() => expect(linkTitles()).toEqual(['Pricing']));
    expect(Object.fromEntries(lastGet().searchParams)).toEqual({ search: 'pricing', page: '1' });

    fireEvent.change(screen.getByLabelText('Search by title, code or address'), {
      target: { value: 'nothing-like-this' },
    });
    expect(await screen.findByText('No link matches “nothing-like-this”.')).toBeTruthy();
  });

  it('searches as you type; ↓ goes into the list and on from row to row, ↑ and Escape come back', async () => {
    await panel();
    const links = await firstPage();
    await screen.findByText(links[0]?.title ?? '');
    const field = screen.getByRole('searchbox', { name: 'Search by title, code or address' });
    const shortLink = (l?: Listed) =>
      within(linkRow(l?.title ?? '')).getByRole('link', {
        name: l?.short_url.replace(/^https?:\/\//, ''),
      });
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    field.focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(shortLink(links[0]));
    press('ArrowDown');
    expect(document.activeElement).toBe(shortLink(links[1]));
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe(field);
    press('ArrowDown');
    press('Escape');
    expect(document.activeElement).toBe(field);

    // No Enter, no button: the list follows the words once the typing pauses.
    fireEvent.change(field, { target: { value: 'pricing' } });
    await waitFor(() => expect(linkTitles()).toEqual(['Pricing']));
    // Escape empties the field and leaves it; the whole list is back.
    press('Escape');
    expect(field).toHaveProperty('value', '');
    expect(document.activeElement).not.toBe(field);
    await waitFor(() => expect(linkTitles()).toEqual(links.map((l) => l.title)));
  });

  it('copies the short URL', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await panel();
    const [first] = await firstPage();
    await screen.findByText(first?.title ?? '');
    fireEvent.click(screen.getByRole('button', { name: `Copy ${first?.short_url}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(first?.short_url));
    expect(within(linkRow(first?.title ?? '')).getByText('Copied.')).toBeTruthy();
  });

  it('shows the QR code of the short URL, one at a time', async () => {
    await panel();
    const [first, second] = await firstPage();
    await screen.findByText(first?.title ?? '');
    act(linkRow(first?.title ?? ''), `QR code of ${first?.short_url}`);
    const img = await screen.findByRole('img', { name: `QR code for ${first?.short_url}` });
    expect(readQrSvg(svgOfImage(img)).content).toBe(first?.short_url);
    act(linkRow(second?.title ?? ''), `QR code of ${second?.short_url}`);
    await screen.findByRole('img', { name: `QR code for ${second?.short_url}` });
    expect(screen.getAllByRole('region', { name: 'QR code' })).toHaveLength(1);
  });

  it("Escape closes a row's actions, from its button or from an action, and focus returns to the button", async () => {
    await panel();
    const [first] = await firstPage();
    await screen.findByText(first?.title ?? '');
    const row = linkRow(first?.title ?? '');
    const more = within(row).getByRole('button', { name: /^More actions for/ });
    const stats = () => within(row).queryByRole('button', { name: /^Stats for/ });
    for (const from of [() => more, () => stats() as HTMLElement]) {
      fireEvent.click(more);
      expect(more.getAttribute('aria-expanded')).toBe('true');
      from().focus();
      fireEvent.keyDown(from(), { key: 'Escape' });
      expect(stats()).toBeNull();
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(more);
    }
  });

  it('deletes after a confirmation: DELETE /links/{id}, gone from the list and from history', async () => {
    const [kept, doomed] = await seedHistory(box, ['demo1', 'demo3']);
    await panel();
    await screen.findByText(doomed?.title ?? '');
    act(linkRow(doomed?.title ?? ''), `Delete link ${doomed?.short_url}`);
    // Focus is on Cancel, so a second Enter deletes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(linkTitles()).not.toContain(doomed?.title));
    expect(
      box.sent.some((s) => s.method === 'DELETE' && s.url.endsWith(`/links/${doomed?.id}`)),
    ).toBe(true);
    expect((await box.api(`/links/${doomed?.id}`)).status).toBe(404);
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([kept?.id]);
  });

  it('opens Stats on the link, in the Stats tab', async () => {
    const links = await firstPage();
    const target = links[3] as ApiLink;
    await renderPanelTabs({ fetch: box.fetch });
    fireEvent.click(screen.getByRole('tab', { name: 'Links' }));
    await screen.findByText(target.title ?? '');
    act(linkRow(target.title ?? ''), `Stats for ${target.short_url}`);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Stats' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(target.title),
    );
  });

  it.each([404, 405])(
    'lists the recent links instead, and says so, when GET /links answers %i',
    async (status) => {
      const [one, two] = await seedHistory(box, ['demo1', 'demo2']);
      await panel(withoutList(status));
      expect(await screen.findByText(/can't list links/)).toBeTruthy();
      expect(linkTitles()).toEqual([two?.title, one?.title]);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
      fireEvent.change(screen.getByLabelText('Search by title, code or address'), {
        target: { value: one?.title },
      });
      await waitFor(() => expect(linkTitles()).toEqual([one?.title]));
    },
  );

  it('shows the plan error for a key without API access', async () => {
    await renderInPanel(<LinksSection />, { fetch: box.fetch, apiKey: 'demo-free-key' });
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector(':scope > p')?.textContent).toBe(
      "Your plan doesn't include API access.",
    );
    expect(alert.querySelector('details > p')?.textContent).toBe(
      '127.0.0.1:8787 answered with HTTP status 403. Snaplink needs a plan with API access (Pro or Enterprise): upgrade the plan, or use a key from an account that has it.',
    );
    // Another key or plan fixes it, not trying again.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('makes no link, copy or QR code of a short URL that is not a web address', async () => {
    const hostile: Fetch = async (input, init) => {
      const res = await box.fetch(input, init);
      if (!new URL(new Request(input, init).url).pathname.endsWith('/links')) return res;
      const body = (await res.json()) as { data: ApiLink[] };
      body.data[0] = {
        ...(body.data[0] as ApiLink),
        short_url: 'javascript:alert(1)',
        title: 'Bad',
      };
      return Response.json(body);
    };
    const { container } = await panel(hostile);
    await screen.findByText('Bad');
    const bad = within(linkRow('Bad'));
    expect(bad.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(bad.queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(bad.queryByRole('button', { name: /^QR code/ })).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });
});

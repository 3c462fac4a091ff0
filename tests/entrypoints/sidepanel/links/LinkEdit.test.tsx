// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinksSection } from '../../../../entrypoints/sidepanel/links/LinksSection';
import { recentLinks } from '../../../../lib/history';
import { expectNoAxeViolations } from '../../../support/axe';
import { linkRow, linkTitles, renderInPanel } from '../../../support/panel';
import {
  type ApiLink,
  apiJson,
  type Box,
  freshPanel,
  seedHistory,
} from '../../../support/panel-sandbox';
import type { Fetch } from '../../../support/sandbox';

// The Links tab's sort and its in-place edit, against the sandbox in-process.

let box: Box;
freshPanel((b) => {
  box = b;
});

const panel = (fetch: Fetch = box.fetch) => renderInPanel(<LinksSection />, { fetch });
const more = (item: HTMLElement) => within(item).getByRole('button', { name: /^More actions for/ });
const edit = async (title: string) => {
  fireEvent.click(more(linkRow(title)));
  fireEvent.click(within(linkRow(title)).getByRole('button', { name: /^Edit / }));
  return screen.findByRole('form', { name: 'Edit link' });
};
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

/** The sandbox without link edits: PATCH of a link answers `status`. */
const withoutEdit =
  (status: number): Fetch =>
  (input, init) =>
    new Request(input, init).method === 'PATCH'
      ? Promise.resolve(Response.json({ message: 'Method Not Allowed' }, { status }))
      : box.fetch(input, init);

describe('the Links tab: sort and edit', () => {
  it('sorts by most clicked within a page of 100 (the service sorts only by date)', async () => {
    const { container } = await panel();
    const links = (await apiJson<{ data: ApiLink[] & { total_clicks: number }[] }>(box, '/links'))
      .data as (ApiLink & { total_clicks: number })[];
    await screen.findByText(links[0]?.title ?? '');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'clicks' } });
    const byClicks = [...links].sort((a, b) => b.total_clicks - a.total_clicks);
    await waitFor(() => expect(linkTitles()).toEqual(byClicks.map((l) => l.title)));
    const asked = new URL(box.sent.filter((s) => s.method === 'GET').at(-1)?.url ?? '');
    expect(asked.searchParams.get('per_page')).toBe('100');
    expect(screen.getByRole('option', { name: 'Most clicked of the newest 100' })).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() => expect(linkTitles()).toEqual(links.map((l) => l.title)));
  });

  it('edits title and destination in place: only they are sent, and the row and history show them', async () => {
    const [link] = await seedHistory(box, ['demo3']);
    if (!link) throw new Error('no demo3');
    await panel();
    await screen.findByText(link.title ?? '');
    const form = await edit(link.title ?? '');
    expect(document.activeElement).toBe(within(form).getByLabelText('Title'));
    type(form, 'Title', 'Fetch, edited');
    type(form, 'Destination', 'https://example.org/fetch-edited');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Fetch, edited');
    const patch = box.sent.find((s) => s.method === 'PATCH');
    expect(patch?.url).toMatch(new RegExp(`/links/${link.id}$`));
    expect(JSON.parse(patch?.body ?? '')).toEqual({
      title: 'Fetch, edited',
      original_url: 'https://example.org/fetch-edited',
    });
    expect(screen.queryByRole('form', { name: 'Edit link' })).toBeNull();
    expect(
      within(linkRow('Fetch, edited')).getByRole('link', { name: 'example.org/fetch-edited' }),
    ).toBeTruthy();
    expect((await recentLinks())[0]).toMatchObject({
      link_id: link.id,
      title: 'Fetch, edited',
      original_url: 'https://example.org/fetch-edited',
    });
  });

  it('says a taken alias under the alias field, once, keeping what was typed', async () => {
    const [first] = (await apiJson<{ data: ApiLink[] }>(box, '/links')).data;
    await panel();
    await screen.findByText(first?.title ?? '');
    const form = await edit(first?.title ?? '');
    type(form, 'Short link code', 'demo2');
    expect(within(form).getByText(/the old short link stops working/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const said = await within(form).findByText('This alias is already taken. Try another one.');
    const alias = within(form).getByLabelText('Short link code');
    expect(alias.getAttribute('aria-invalid')).toBe('true');
    expect(alias.getAttribute('aria-describedby')).toContain(said.id);
    expect((alias as HTMLInputElement).value).toBe('demo2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([405, 404])(
    'a service that answers %i to the edit: Edit is hidden from then on, said once',
    async (status) => {
      const [first, second] = (await apiJson<{ data: ApiLink[] }>(box, '/links')).data;
      await panel(withoutEdit(status));
      await screen.findByText(first?.title ?? '');
      const form = await edit(first?.title ?? '');
      type(form, 'Title', 'Never saved');
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await screen.findByText("This service can't edit links, so Edit is hidden from now on.");
      expect(screen.queryByRole('form', { name: 'Edit link' })).toBeNull();
      for (const title of [first?.title, second?.title]) {
        fireEvent.click(more(linkRow(title ?? '')));
        expect(within(linkRow(title ?? '')).queryByRole('button', { name: /^Edit / })).toBeNull();
        expect(
          within(linkRow(title ?? '')).getByRole('button', { name: /^Stats for/ }),
        ).toBeTruthy();
      }
      expect(screen.getAllByText(/can't edit links/)).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
      // Another visit of the tab for this account offers no Edit and says nothing more.
      cleanup();
      await panel(withoutEdit(status));
      await screen.findByText(first?.title ?? '');
      fireEvent.click(more(linkRow(first?.title ?? '')));
      expect(
        within(linkRow(first?.title ?? '')).queryByRole('button', { name: /^Edit / }),
      ).toBeNull();
      expect(screen.queryByText(/can't edit links/)).toBeNull();
    },
  );

  it('opens the actions in the row, and closes them with the same button', async () => {
    const [first] = (await apiJson<{ data: ApiLink[] }>(box, '/links')).data;
    await panel();
    await screen.findByText(first?.title ?? '');
    const button = more(linkRow(first?.title ?? ''));
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(linkRow(first?.title ?? '')).getByRole('button', { name: /^Stats for/ }),
    ).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(
      within(linkRow(first?.title ?? '')).queryByRole('button', { name: /^Stats for/ }),
    ).toBeNull();
  });
});

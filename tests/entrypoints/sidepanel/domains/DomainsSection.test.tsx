// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DomainsSection } from '../../../../entrypoints/sidepanel/domains/DomainsSection';
import { domainChoices } from '../../../../lib/settings/domain-choices';
import { expectNoAxeViolations } from '../../../support/axe';
import { descriptionOf } from '../../../support/events';
import { renderInPanel } from '../../../support/panel';
import { inProcessSandbox } from '../../../support/sandbox';

const NOW = Date.UTC(2025, 5, 1, 12);
let box: ReturnType<typeof inProcessSandbox>;
beforeEach(() => {
  fakeBrowser.reset();
  box = inProcessSandbox(NOW);
});
afterEach(cleanup);

const show = async () => {
  const view = await renderInPanel(<DomainsSection />, { fetch: box.fetch });
  await screen.findByText('go.example.com');
  return view;
};
const lastList = () => new URL(box.sent.filter((s) => s.method === 'GET').at(-1)?.url ?? '');
const names = () =>
  within(screen.getByRole('list', { name: 'Domains' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);
const apiDomains = async () =>
  ((await (await box.api('/domains?per_page=100')).json()) as { data: { name: string }[] }).data;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const addForm = () => within(screen.getByRole('form', { name: 'Add a domain' }));

describe('DomainsSection', () => {
  it('has no axe violations', async () => {
    const { container } = await show();
    await expectNoAxeViolations(container);
  });

  it('asks before a delete with a destructive-looking confirmation, with no axe violations', async () => {
    const { container } = await show();
    const remove = screen.getByRole('button', { name: 'Delete go.example.com' });
    expect(remove.className).toBe('danger-quiet');
    fireEvent.click(remove);
    expect(screen.getByRole('button', { name: 'Yes, delete' }).className).toBe('danger');
    // The safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await expectNoAxeViolations(container);
  });

  it('lists the seeded domains newest first, on one page, so with no pager', async () => {
    await show();
    expect(names()).toEqual(['snap.example.net', 'links.example.org', 'go.example.com']);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('sends sort_by, sort, per_page and search to the API and shows what it answers', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '25' } });
    await waitFor(() =>
      expect(names()).toEqual(['go.example.com', 'links.example.org', 'snap.example.net']),
    );
    expect(Object.fromEntries(lastList().searchParams)).toEqual({
      sort_by: 'name',
      sort: 'asc',
      per_page: '25',
      page: '1',
    });

    // As it is typed: no button to press.
    type(screen.getByLabelText('Search by name'), 'example.org');
    await waitFor(() => expect(names()).toEqual(['links.example.org']));
    expect(lastList().searchParams.get('search')).toBe('example.org');
  });

  it('pages with Previous and Next', async () => {
    for (let i = 0; i < 9; i++) {
      await box.api('/domains', 'demo-pro-key', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `name=d${i}.example.com`,
      });
    }
    await renderInPanel(<DomainsSection />, { fetch: box.fetch });
    await screen.findByText('Page 1 of 2');
    expect(names()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    // Newest first, so the last page holds the two oldest seeded domains.
    expect(names()).toEqual(['links.example.org', 'go.example.com']);
    expect(lastList().searchParams.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 2');
  });

  it('creates a domain with a form body, and the list shows it', async () => {
    await show();
    type(addForm().getByLabelText('Name'), 'new.example.com');
    type(addForm().getByLabelText('Index page'), 'https://example.com/home');
    fireEvent.click(addForm().getByRole('button', { name: 'Add domain' }));
    await screen.findByText('new.example.com');
    const post = box.sent.find((s) => s.method === 'POST');
    expect(post?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(post?.body ?? ''))).toEqual({
      name: 'new.example.com',
      index_page: 'https://example.com/home',
    });
    expect((await apiDomains()).map((d) => d.name)).toContain('new.example.com');
    // The form is cleared for the next one.
    expect(addForm().getByLabelText('Name')).toHaveProperty('value', '');
  });

  it('says what a domain added needs to work, and the popup offers it at once', async () => {
    const { api } = await show();
    // The popup's domain choice, cached a moment ago (fresh for minutes).
    const offered = async () =>
      (await domainChoices(api.connection, { fetch: box.fetch, now: () => NOW })).map(
        (d) => d.name,
      );
    expect(await offered()).not.toContain('new.example.com');
    type(addForm().getByLabelText('Name'), 'new.example.com');
    fireEvent.click(addForm().getByRole('button', { name: 'Add domain' }));
    await waitFor(() =>
      expect(addForm().getByRole('status').textContent).toBe(
        "new.example.com is added. For links on it to work, its DNS must point at your link service: the service's dashboard says how.",
      ),
    );
    expect(await offered()).toContain('new.example.com');
    // Deleted, it is offered no more.
    fireEvent.click(screen.getByRole('button', { name: 'Delete new.example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(names()).not.toContain('new.example.com'));
    await waitFor(async () => expect(await offered()).not.toContain('new.example.com'));
  });

  it('shows a 422 field error beside its field: a bad hostname, a taken name, a bad URL', async () => {
    await show();
    const name = addForm().getByLabelText('Name');
    type(name, 'not a host');
    fireEvent.click(addForm().getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(descriptionOf(name)).toMatch(/valid hostname/));
    expect(name.getAttribute('aria-invalid')).toBe('true');

    type(name, 'go.example.com');
    fireEvent.click(addForm().getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(descriptionOf(name)).toMatch(/already been taken/));

    type(name, 'fine.example.com');
    const index = addForm().getByLabelText('Index page');
    type(index, 'ftp://example.com');
    fireEvent.click(addForm().getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(descriptionOf(index)).toMatch(/http or https URL/));
    expect(descriptionOf(name)).toBe('');
    expect(await apiDomains()).toHaveLength(3);
  });

  it('edits the pages with PATCH, shows the name read-only and never sends it', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit go.example.com' }));
    const form = within(screen.getByRole('form', { name: 'Edit go.example.com' }));
    expect(form.getByLabelText('Name')).toHaveProperty('readOnly', true);
    expect(form.getByLabelText('Index page')).toHaveProperty('value', 'https://example.com/');
    type(form.getByLabelText('Index page'), 'https://example.com/start');
    type(form.getByLabelText('Not-found page'), '');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('https://example.com/start');

    const patch = box.sent.find((s) => s.method === 'PATCH');
    expect(new URLSearchParams(patch?.body ?? '').has('name')).toBe(false);
    const id = Number(patch?.url.split('/').at(-1));
    const saved = await (await box.api(`/domains/${id}`)).json();
    expect(saved).toMatchObject({
      name: 'go.example.com',
      index_page: 'https://example.com/start',
      not_found_page: null,
    });
  });

  it('deletes only after the confirmation, and Cancel sends nothing', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete snap.example.net' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box.sent.some((s) => s.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete snap.example.net' }));
    expect(screen.getByText(/Delete snap.example.net\? This cannot be undone/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(names()).toEqual(['links.example.org', 'go.example.com']));
    expect((await apiDomains()).map((d) => d.name)).not.toContain('snap.example.net');
  });

  it('shows a countdown on a 429 and sends nothing more until it ends', async () => {
    // Spend the key's 120 requests a minute from outside the panel.
    for (let i = 0; i < 120; i++) await box.api('/domains');
    await renderInPanel(<DomainsSection />, { fetch: box.fetch });
    await screen.findByText(/rate limit was reached/);
    expect(screen.getByText(/You can try again in \d+ s/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);
    expect(box.sent).toHaveLength(1);
  });

  it('with no domains, says what they are for and Add a domain takes the focus to the form', async () => {
    const { container } = await renderInPanel(<DomainsSection />, {
      fetch: box.fetch,
      apiKey: 'demo-pro2-key',
    });
    expect((await screen.findByText(/^No domains yet\./)).textContent).toContain('your own');
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Add a domain' }));
    expect(document.activeElement).toBe(addForm().getByRole('textbox', { name: 'Name' }));
  });

  it('with no match, Clear search empties the field and lists them all again', async () => {
    await show();
    const field = screen.getByRole('searchbox', { name: 'Search by name' });
    type(field, 'nothing-like-it');
    expect(await screen.findByText('No domain matches “nothing-like-it”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveProperty('value', '');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountScope } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas/link';
import { recentLinks, recordLink } from '../../lib/history';
import { indexedEntry } from '../../lib/known-link';
import { canEditLinks, changesOf, draftOf, editLink } from '../../lib/link-edit';
import { loadIndex, saveIndex } from '../../lib/link-index/stored-index';
import { panelCacheItem, updateSavedPanel } from '../../lib/panel/saved-panel';
import type { Fetch } from '../support/sandbox';
import { BASE, type Sandbox, sandbox, T0 } from './helpers';

// Editing a link against the sandbox in-process: only what changed goes out (PATCH), history
// and the index take the answer, and a service without the method is told from a link deleted
// meanwhile.

let sb: Sandbox;
const KEY = 'demo-pro-key';
const connection = { baseUrl: BASE, apiKey: KEY };

beforeEach(() => {
  fakeBrowser.reset();
  sb = sandbox();
});

async function made(body: object): Promise<Link> {
  const res = await sb.api('/links', KEY, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Link;
}

/** The link in history and in the index, as the popup would have them. */
async function remembered(link: Link) {
  const scope = await accountScope(connection);
  const entry = indexedEntry(
    { ...link, title: link.title ?? null, domain_id: null, created_at: link.created_at ?? null },
    scope,
    T0,
  );
  await recordLink({ ...entry, page: link.original_url.split('?')[0] });
  await saveIndex({
    ...scope,
    links: [{ ...entry, id: link.id }],
    refreshed_at: T0,
    rebuilt_at: T0,
    gapless: true,
  });
  return scope;
}

/** The sandbox, but PATCH of a link answers `status` (a service without link edits). */
const withoutEdit =
  (status: number): Fetch =>
  (input, init) => {
    const req = new Request(input, init);
    if (req.method === 'PATCH') {
      return Promise.resolve(Response.json({ message: 'Not here' }, { status }));
    }
    return sb.fetch(input, init);
  };

describe('changesOf', () => {
  const link = {
    id: 1,
    short_url: 'https://sho.rt/spring',
    original_url: 'https://example.com/a',
    title: 'Spring',
  };

  it('sends only what changed, the alias read from the short link when history has no code', () => {
    expect(draftOf(link)).toEqual({
      title: 'Spring',
      original_url: 'https://example.com/a',
      alias: 'spring',
    });
    expect(changesOf(link, draftOf(link))).toEqual({});
    expect(changesOf(link, { ...draftOf(link), title: ' Summer ' })).toEqual({ title: 'Summer' });
    expect(changesOf(link, { ...draftOf(link), alias: 'summer' })).toEqual({
      custom_alias: 'summer',
    });
    expect(
      changesOf(link, { title: '', original_url: 'https://example.com/b', alias: '' }),
    ).toEqual({
      title: null,
      original_url: 'https://example.com/b',
    });
  });
});

describe('editLink against the sandbox', () => {
  it('PATCHes title, destination and alias; history and the index take the new values', async () => {
    const link = await made({
      original_url: 'https://example.com/spring?utm_source=x',
      title: 'Spring',
    });
    const scope = await remembered(link);
    const client = createClient({ ...connection, fetch: sb.fetch });
    const changes = changesOf(link, {
      title: 'Summer sale',
      original_url: 'https://example.com/summer',
      alias: 'summer-sale',
    });
    const outcome = await editLink(client, scope, link, changes);

    const sent = sb.sent.at(-1);
    expect(sent?.method).toBe('PATCH');
    expect(sent?.url).toBe(`${BASE}/links/${link.id}`);
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      title: 'Summer sale',
      original_url: 'https://example.com/summer',
      custom_alias: 'summer-sale',
    });
    expect(outcome.kind).toBe('saved');
    const onService = (await (await sb.api(`/links/${link.id}`)).json()) as Link;
    expect(onService).toMatchObject({
      title: 'Summer sale',
      original_url: 'https://example.com/summer',
      short_code: 'summer-sale',
      short_url: 'http://127.0.0.1:8787/summer-sale',
    });

    const [entry] = await recentLinks(scope);
    expect(entry).toMatchObject({
      link_id: link.id,
      title: 'Summer sale',
      original_url: 'https://example.com/summer',
      short_url: 'http://127.0.0.1:8787/summer-sale',
    });
    // The page it was made for no longer leads here: the popup there stops handing it out.
    expect(entry?.page).toBeUndefined();
    const index = await loadIndex(scope);
    expect(index?.links).toEqual([
      expect.objectContaining({
        id: link.id,
        short_url: 'http://127.0.0.1:8787/summer-sale',
        original_url: 'https://example.com/summer',
        title: 'Summer sale',
        created_at: link.created_at,
      }),
    ]);
  });

  it('rejects a taken alias with its field error (422), changing nothing here', async () => {
    const link = await made({ original_url: 'https://example.com/x', title: 'X' });
    const scope = await remembered(link);
    const client = createClient({ ...connection, fetch: sb.fetch });
    const error = await editLink(client, scope, link, { custom_alias: 'demo1' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', status: 422 });
    expect(Object.keys((error as ApiError).fieldErrors)).toEqual(['custom_alias']);
    expect((await recentLinks(scope))[0]?.short_url).toBe(link.short_url);
    expect(await canEditLinks(scope)).toBe(true);
  });

  it('rejects a locked alias with the plan error (403)', async () => {
    const limited = { baseUrl: BASE, apiKey: 'demo-limited-key' };
    const [link] = ((await (await sb.api('/links', 'demo-limited-key')).json()) as { data: Link[] })
      .data;
    if (!link) throw new Error('demo-limited-key has no link to edit');
    const client = createClient({ ...limited, fetch: sb.fetch });
    const error = await editLink(client, await accountScope(limited), link, {
      custom_alias: 'mine-now',
    }).catch((e) => e);
    expect(error).toMatchObject({ kind: 'plan', status: 403 });
  });

  it.each([405, 404])(
    'a %i on PATCH of a link that GET still answers: the service can’t edit, remembered for this account only',
    async (status) => {
      const link = await made({ original_url: 'https://example.com/y', title: 'Y' });
      const scope = await remembered(link);
      const client = createClient({ ...connection, fetch: withoutEdit(status) });
      expect(await editLink(client, scope, link, { title: 'Z' })).toEqual({ kind: 'unsupported' });
      expect(await canEditLinks(scope)).toBe(false);
      expect(
        await canEditLinks(await accountScope({ baseUrl: BASE, apiKey: 'demo-pro2-key' })),
      ).toBe(true);
      // Told apart by a GET only when the 404 is ambiguous.
      expect(sb.sent.filter((s) => s.method === 'GET')).toHaveLength(status === 404 ? 1 : 0);
      expect((await recentLinks(scope))[0]?.title).toBe('Y');
    },
  );

  it('a 404 on a link deleted meanwhile: gone, out of history and the index, Edit still offered', async () => {
    const link = await made({ original_url: 'https://example.com/z', title: 'Z' });
    const scope = await remembered(link);
    await sb.api(`/links/${link.id}`, KEY, { method: 'DELETE' });
    const client = createClient({ ...connection, fetch: sb.fetch });
    expect(await editLink(client, scope, link, { title: 'New' })).toEqual({ kind: 'gone' });
    expect(await recentLinks(scope)).toEqual([]);
    expect((await loadIndex(scope))?.links).toEqual([]);
    expect(await canEditLinks(scope)).toBe(true);
  });

  it('a 404 that a GET cannot settle (the service is down) is shown as it is, nothing remembered', async () => {
    const link = await made({ original_url: 'https://example.com/w', title: 'W' });
    const scope = await remembered(link);
    const down: Fetch = (input, init) => {
      const method = new Request(input, init).method;
      return Promise.resolve(
        method === 'PATCH'
          ? Response.json({ message: 'Not found' }, { status: 404 })
          : Response.json({ message: 'Down' }, { status: 500 }),
      );
    };
    const client = createClient({ ...connection, fetch: down, sleep: async () => {} });
    const error = await editLink(client, scope, link, { title: 'V' }).catch((e) => e);
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
    expect(await canEditLinks(scope)).toBe(true);
    expect(await recentLinks(scope)).toHaveLength(1);
  });
});

describe("the side panel's saved cache, after an edit in the popup", () => {
  it('takes the new values wherever the link is, its QR codes too, in this account only', async () => {
    const scope = await accountScope(connection);
    const old = {
      id: 7,
      short_code: 'a',
      short_url: 'https://s/a',
      original_url: 'https://e/a',
      title: 'A',
    };
    const other = { ...old, id: 8, title: 'B' };
    const code = { id: 3, link_id: 7, content: 'https://s/a' };
    const cache = (link: object, qr: object) => ({
      queries: [
        { state: { data: { data: [link, other] } } },
        { state: { data: { link } } },
        { state: { data: { data: [qr] } } },
      ],
    });
    await panelCacheItem.setValue({
      scope: `${scope.base_url} ${scope.account}`,
      saved_at: T0,
      state: cache(old, code),
    });
    const edited = { ...old, short_code: 'b', short_url: 'https://s/b', title: 'New' };
    await updateSavedPanel(scope, edited, old.short_url);
    expect((await panelCacheItem.getValue())?.state).toEqual(
      cache(edited, { ...code, content: 'https://s/b' }),
    );
    const elsewhere = await accountScope({ baseUrl: BASE, apiKey: 'demo-pro2-key' });
    await updateSavedPanel(elsewhere, { ...edited, title: 'Not mine' }, edited.short_url);
    expect(JSON.stringify(await panelCacheItem.getValue())).not.toContain('Not mine');
  });
});

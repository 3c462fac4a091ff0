import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import {
  createLink,
  deleteLink,
  getLink,
  isLinkListUnsupported,
  listLinks,
} from '../../lib/api/links';
import { BASE, canned, fixtureClient, json, rejection, sandbox } from './helpers';

describe('links against the sandbox', () => {
  it('creates a link with a JSON body and answers it parsed', async () => {
    const sb = sandbox();
    const link = await createLink(sb.client(), {
      original_url: 'https://example.com/some/long/path',
      title: 'Example',
    });
    expect(link.original_url).toBe('https://example.com/some/long/path');
    expect(link.title).toBe('Example');
    expect(link.short_url).toBe(`http://127.0.0.1:8787/${link.short_code}`);
    const req = sb.sent.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      original_url: 'https://example.com/some/long/path',
      title: 'Example',
    });
  });

  it('creates with a custom alias and reads it back by id', async () => {
    const sb = sandbox();
    const c = sb.client();
    const made = await createLink(c, {
      original_url: 'https://example.org/',
      custom_alias: 'my-alias',
    });
    expect(made.short_code).toBe('my-alias');
    const got = await getLink(c, made.id);
    expect(got).toMatchObject({ id: made.id, short_code: 'my-alias', domain_id: null });
  });

  it('lists newest first, with search and paging figures', async () => {
    const sb = sandbox();
    const c = sb.client();
    const all = await listLinks(c, { per_page: 25 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.per_page).toBe(25);
    expect(all.current_page).toBe(1);
    const created = all.data.map((l) => l.created_at ?? '');
    expect([...created].sort().reverse()).toEqual(created);

    const found = await listLinks(c, { search: 'wikipedia' });
    expect(found.data.length).toBe(1);
    expect(found.data[0]?.original_url).toContain('wikipedia');
    expect(sb.sent.at(-1)?.url).toBe(`${BASE}/links?search=wikipedia`);

    const past = await listLinks(c, { page: 99 });
    expect(past).toMatchObject({ data: [], current_page: 99 });
  });

  it('deletes a link, after which it is not found', async () => {
    const sb = sandbox();
    const c = sb.client();
    const made = await createLink(c, { original_url: 'https://example.com/x' });
    const gone = await deleteLink(c, made.id);
    expect(gone.message).toMatch(/deleted/i);
    const e = await rejection(getLink(c, made.id));
    expect(e).toMatchObject({ kind: 'not_found', status: 404 });
  });

  it("does not see another account's link", async () => {
    const sb = sandbox();
    const mine = await createLink(sb.client(), { original_url: 'https://example.com/mine' });
    const e = await rejection(getLink(sb.client('demo-pro2-key'), mine.id));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'not_found', status: 404 });
  });
});

describe('GET /links on a service without it', () => {
  it.each([404, 405])('signals %i as not_found with that status', async (status) => {
    const { fetch } = canned(
      new Response(status === 405 ? '' : '{"message":"Not Found"}', { status }),
    );
    const c = fixtureClient(fetch).client;
    const e = await rejection(listLinks(c));
    expect(e).toMatchObject({ kind: 'not_found', status });
    expect(isLinkListUnsupported(e)).toBe(true);
  });

  it('does not take other failures for a missing endpoint', async () => {
    const { fetch } = canned(json({ message: 'Unauthenticated.' }, 401));
    const e = await rejection(listLinks(fixtureClient(fetch).client));
    expect(isLinkListUnsupported(e)).toBe(false);
    expect(isLinkListUnsupported(new Error('x'))).toBe(false);
  });
});

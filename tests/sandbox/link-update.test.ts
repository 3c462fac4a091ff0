import { describe, expect, it } from 'vitest';
import {
  type CallOptions,
  createLink,
  domainNamed,
  EDIT_METHODS,
  expectError,
  follow,
  freshPerTest,
  KEYS,
  type MadeLink,
  MINUTE,
  type Sandbox,
  toReply,
  visit,
} from './helpers.ts';

// PUT and PATCH /links/{id} (issue 25 §3): what an edit changes and keeps, whose link it may be,
// and its aliases and domains. The rules it shares with POST /links, the order of its checks, the
// link's QR codes and the body's arrival are link-update-rules.test.ts's. The sandbox's decisions
// where the contract is silent: sandbox/DECISIONS.md, "Editing a link".

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

describe.each(EDIT_METHODS)('%s /links/{id}', (method) => {
  freshPerTest(use);

  const edit = (id: number, options: CallOptions) => s.api(method, `/links/${id}`, options);

  it('changes the title alone: 200 with the link as GET /links/{id} gives it', async () => {
    const link = await createLink(s, { title: 'Before', custom_alias: 'titled' });
    const r = await edit(link.id, { json: { title: 'After' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, title: 'After' });
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(r.body);
  });

  it('changes the destination: the same code now redirects there', async () => {
    const link = await createLink(s, { custom_alias: 'moving' });
    const r = await edit(link.id, { json: { original_url: 'https://example.org/new?x=1' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, original_url: 'https://example.org/new?x=1' });
    const hop = await visit(s, 'moving');
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('https://example.org/new?x=1');
  });

  it('a new alias becomes the short code; the old code stops resolving, the new one redirects', async () => {
    const link = await createLink(s, { custom_alias: 'old-code' });
    const r = await edit(link.id, { json: { custom_alias: 'new-code' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: link.id,
      short_code: 'new-code',
      short_url: 'http://localhost/new-code',
    });
    expectError(await toReply(await visit(s, 'old-code')), 404);
    const hop = await visit(s, 'new-code');
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe(link.original_url);
    // The old code is free again, as any unused code is.
    expect((await createLink(s, { custom_alias: 'old-code' })).short_code).toBe('old-code');
  });

  it('clicks, id and created_at never change, even when sent', async () => {
    const link = await createLink(s, { custom_alias: 'clicked' });
    await visit(s, 'clicked', { 'X-Forwarded-For': '198.51.100.1' });
    await visit(s, 'clicked', { 'X-Forwarded-For': '198.51.100.2' });
    s.clock.advance(MINUTE);
    const r = await edit(link.id, {
      json: {
        custom_alias: 'clicked-2',
        original_url: 'https://example.org/',
        title: 'Renamed',
        id: link.id + 1000,
        created_at: '2000-01-01T00:00:00.000000Z',
        total_clicks: 0,
        unique_clicks: 0,
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: link.id,
      created_at: link.created_at,
      total_clicks: 2,
      unique_clicks: 2,
    });
    const analytics = await s.api('GET', `/links/${link.id}/analytics`);
    expect(analytics.body.summary.total_clicks).toBe(2);
  });

  it('fields left out keep their value', async () => {
    const domain = await domainNamed(s, 'go.example.com');
    const link = await createLink(s, {
      title: 'Kept',
      custom_alias: 'kept-code',
      domain_id: domain.id,
      original_url: 'https://example.com/kept',
    });
    const r = await edit(link.id, { json: { original_url: 'https://example.com/changed' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, original_url: 'https://example.com/changed' });
  });

  it('title: null clears the title: the link is named after its destination, as if made without one', async () => {
    const link = await createLink(s, {
      title: 'A title',
      original_url: 'https://docs.example.org/a',
    });
    const r = await edit(link.id, { json: { title: null } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.title).toBe('docs.example.org');
    const fresh = await createLink(s, { original_url: 'https://docs.example.org/a' });
    expect(fresh.title).toBe(r.body.title);
  });

  it('a title cleared with a new destination is named after the new one', async () => {
    const link = await createLink(s, { title: 'A title' });
    const r = await edit(link.id, {
      json: { title: null, original_url: 'https://new.example.net/' },
    });
    expect(r.body.title).toBe('new.example.net');
  });

  it('takes a form body: every field, a blank title clears it', async () => {
    const domain = await domainNamed(s, 'snap.example.net');
    const link = await createLink(s, { title: 'Old' });
    const r = await edit(link.id, {
      form: {
        original_url: 'https://example.com/from-a-form',
        custom_alias: 'form-edit',
        title: 'From a form',
        domain_id: String(domain.id),
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      original_url: 'https://example.com/from-a-form',
      short_code: 'form-edit',
      short_url: 'http://snap.example.net/form-edit',
      title: 'From a form',
      domain_id: domain.id,
    });
    const cleared = await edit(link.id, { form: { title: '' } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.title).toBe('example.com');
  });

  it('takes JSON under any +json type, such as a JSON merge patch', async () => {
    const link = await createLink(s);
    const r = await edit(link.id, {
      raw: JSON.stringify({ title: 'Merged' }),
      contentType: 'application/merge-patch+json',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.title).toBe('Merged');
  });

  it('another account’s link is 404, and stays as it was', async () => {
    const link = await createLink(s, { custom_alias: 'pro-owned' }, KEYS.pro);
    const r = await edit(link.id, { key: KEYS.pro2, json: { title: 'Mine now' } });
    expectError(r, 404);
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(link);
    // The same answer as an id nobody has: nothing tells the two apart.
    const none = await edit(999_999, { key: KEYS.pro2, json: { title: 'Mine now' } });
    expect(none.status).toBe(404);
    expect(none.body).toEqual(r.body);
    // Its owner's same request goes through.
    expect((await edit(link.id, { json: { title: 'Mine now' } })).status).toBe(200);
  });

  it('an id that names no link is 404, where one that does is 200', async () => {
    const link = await createLink(s);
    expect((await edit(link.id, { json: { title: 'x' } })).status).toBe(200);
    for (const id of ['999999', '0', '-1', 'abc', '1.5', `${link.id}.0`, `0${link.id}`]) {
      expectError(await s.api(method, `/links/${id}`, { json: { title: 'x' } }), 404);
    }
  });

  it('a taken alias is 422 with the field error on custom_alias, whoever owns it', async () => {
    const link = await createLink(s, { custom_alias: 'mine-1' });
    await createLink(s, { custom_alias: 'theirs-1' }, KEYS.pro2);
    for (const alias of ['demo1', 'theirs-1']) {
      const r = await edit(link.id, { json: { custom_alias: alias, title: 'Not applied' } });
      expectError(r, 422, 'custom_alias');
      expect(r.body).toEqual({
        message: expect.any(String),
        errors: { custom_alias: ['The custom_alias has already been taken.'] },
      });
    }
    // Nothing of a refused update is applied.
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(link);
  });

  it('the link’s own current code is not taken: sending it changes nothing', async () => {
    const link = await createLink(s, { custom_alias: 'same-code' });
    const r = await edit(link.id, { json: { custom_alias: 'same-code', title: 'Renamed' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, title: 'Renamed' });
    expect((await visit(s, 'same-code')).status).toBe(302);
  });

  it('a blank custom_alias sets none: the link keeps its code', async () => {
    const link = await createLink(s, { custom_alias: 'keeps-code' });
    for (const custom_alias of [null, '']) {
      const r = await edit(link.id, { json: { custom_alias, title: 'T' } });
      expect(r.status, r.text).toBe(200);
      expect(r.body.short_code).toBe('keeps-code');
    }
  });

  it('moves the link to one of the account’s domains and back: the short URL follows', async () => {
    const domain = await domainNamed(s, 'go.example.com');
    const link = await createLink(s, { custom_alias: 'wanderer' });
    const onDomain = await edit(link.id, { json: { domain_id: domain.id } });
    expect(onDomain.status, onDomain.text).toBe(200);
    expect(onDomain.body).toMatchObject({
      domain_id: domain.id,
      short_url: 'http://go.example.com/wanderer',
    });
    expect((await follow(s, 'http://go.example.com/wanderer')).status).toBe(302);
    expect((await follow(s, link.short_url)).status).toBe(404);
    const back = await edit(link.id, { json: { domain_id: null } });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ domain_id: null, short_url: link.short_url });
    expect((await follow(s, link.short_url)).status).toBe(302);
    // The domain answers the code as one it doesn't know: its own not-found page.
    const gone = await follow(s, 'http://go.example.com/wanderer');
    expect(gone.headers.get('location')).toBe(domain.not_found_page);
  });

  it('a blank domain_id in a form also moves the link back to the service’s origin', async () => {
    const domain = await domainNamed(s, 'go.example.com');
    const link = await createLink(s, { domain_id: domain.id });
    const r = await edit(link.id, { form: { domain_id: '' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.domain_id).toBeNull();
  });

  it('unknown fields are ignored beside known ones', async () => {
    const link = await createLink(s);
    const r = await edit(link.id, {
      json: { title: 'Known', colour: 'red', short_code: 'sneaky' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, title: 'Known' });
  });

  it('the link limit does not apply: demo-limited-key, at its limit, edits its links', async () => {
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data as MadeLink[];
    const link = mine.find((l) => l.short_code === 'limited1') as MadeLink;
    const r = await edit(link.id, {
      key: KEYS.limited,
      json: { title: 'Still mine', original_url: 'https://example.com/c' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ title: 'Still mine', original_url: 'https://example.com/c' });
  });

  it('a locked alias is 403 for demo-limited-key, and nothing is applied', async () => {
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data as MadeLink[];
    const link = mine.find((l) => l.short_code === 'limited1') as MadeLink;
    const r = await edit(link.id, {
      key: KEYS.limited,
      json: { custom_alias: 'fresh-alias', title: 'Not applied' },
    });
    expectError(r, 403);
    expect(r.body.errors).toBeUndefined();
    expect((await s.api('GET', `/links/${link.id}`, { key: KEYS.limited })).body).toEqual(link);
    // Its own code is no new alias: not locked.
    const same = await edit(link.id, { key: KEYS.limited, json: { custom_alias: 'limited1' } });
    expect(same.status, same.text).toBe(200);
    // 422 comes before the plan's 403: a taken alias is the 422.
    expectError(
      await edit(link.id, { key: KEYS.limited, json: { custom_alias: 'limited2' } }),
      422,
    );
    expectError(await edit(link.id, { key: KEYS.limited, json: { custom_alias: 'a!' } }), 422);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  createLink,
  expectEnvelope,
  expectError,
  KEYS,
  type Sandbox,
  sandbox,
  toReply,
} from './helpers.ts';

let s: Sandbox;
beforeEach(() => {
  s = sandbox();
});

/** The Pro demo's resource ids, read with its own key. */
async function proIds() {
  const links = (await s.api('GET', '/links')).body.data as { id: number }[];
  const qrcodes = (await s.api('GET', '/qrcodes')).body.data as { id: number }[];
  const domains = (await s.api('GET', '/domains')).body.data as { id: number }[];
  expect(links.length).toBeGreaterThan(0);
  expect(qrcodes.length).toBeGreaterThan(0);
  expect(domains.length).toBeGreaterThan(0);
  return {
    links: links.map((l) => l.id),
    qrcodes: qrcodes.map((q) => q.id),
    domains: domains.map((d) => d.id),
  };
}

describe('another account’s resources answer 404', () => {
  it('for every Pro demo link, its analytics, QR code, download and domain', async () => {
    const ids = await proIds();
    const asPro2 = (method: string, path: string, form?: Record<string, string>) =>
      s.api(method, path, { key: KEYS.pro2, form });
    for (const id of ids.links) {
      expectError(await asPro2('GET', `/links/${id}`), 404);
      expectError(await asPro2('GET', `/links/${id}/analytics`), 404);
      expectError(await asPro2('DELETE', `/links/${id}`), 404);
    }
    for (const id of ids.qrcodes) {
      expectError(await asPro2('GET', `/qrcodes/${id}`), 404);
      expectError(await asPro2('GET', `/qrcodes/${id}/download/svg`), 404);
      expectError(await asPro2('GET', `/qrcodes/${id}/download/png`), 404);
      expectError(await asPro2('DELETE', `/qrcodes/${id}`), 404);
    }
    for (const id of ids.domains) {
      expectError(await asPro2('GET', `/domains/${id}`), 404);
      expectError(
        await asPro2('PUT', `/domains/${id}`, { index_page: 'https://evil.example/' }),
        404,
      );
      expectError(
        await asPro2('PATCH', `/domains/${id}`, { index_page: 'https://evil.example/' }),
        404,
      );
      expectError(await asPro2('DELETE', `/domains/${id}`), 404);
    }
    // Nothing of the Pro demo's was touched.
    expect(await proIds()).toEqual(ids);
    const go = (await s.api('GET', `/domains/${ids.domains.at(-1)}`)).body;
    expect(go.index_page).not.toBe('https://evil.example/');
  });

  it('the same 404 as for an id that does not exist, so nothing leaks', async () => {
    const theirs = await s.api('GET', '/links/1', { key: KEYS.pro2 });
    const nobodys = await s.api('GET', '/links/999999', { key: KEYS.pro2 });
    expect(theirs.status).toBe(nobodys.status);
    expect(theirs.body).toEqual(nobodys.body);
  });

  it('download URLs of another account’s code fail with another key, by any method', async () => {
    const q = (await s.api('GET', '/qrcodes/1')).body;
    for (const url of [q.download_svg_url, q.download_png_url]) {
      const viaQuery = await s.raw(`${url}?api_key=${KEYS.pro2}`);
      expectError(await toReply(viaQuery), 404);
      const viaHeader = await s.raw(url, { headers: { 'X-API-Key': KEYS.enterprise } });
      expectError(await toReply(viaHeader), 404);
    }
  });

  it('works both ways: the Pro demo cannot see the second account’s new link', async () => {
    const mine = await createLink(s, { title: 'pro2 only' }, KEYS.pro2);
    expectError(await s.api('GET', `/links/${mine.id}`), 404);
    expectError(await s.api('GET', `/links/${mine.id}/analytics`), 404);
    expect((await s.api('GET', '/links', { query: { search: 'pro2 only' } })).body.total).toBe(0);
  });

  it('a QR code may not be tied to another account’s link, nor a link to its domain', async () => {
    const ids = await proIds();
    expectError(
      await s.api('POST', '/qrcodes', {
        key: KEYS.pro2,
        json: {
          name: 'x',
          type: 'url',
          content: 'x',
          error_correction: 'L',
          link_id: ids.links[0],
        },
      }),
      422,
      'link_id',
    );
    expectError(
      await s.api('POST', '/links', {
        key: KEYS.pro2,
        json: { original_url: 'https://example.com', domain_id: ids.domains[0] },
      }),
      422,
      'domain_id',
    );
  });
});

describe('the second account’s lists are empty', () => {
  it.each(['/links', '/qrcodes', '/domains'])('GET %s', async (path) => {
    const r = await s.api('GET', path, { key: KEYS.pro2 });
    expect(r.status).toBe(200);
    expectEnvelope(r.body, { current_page: 1, total: 0, per_page: 10, last_page: 1 });
    expect(r.body.data).toEqual([]);
  });

  it.each(['/links', '/qrcodes', '/domains'])(
    'GET %s with a search that matches the Pro demo’s data',
    async (path) => {
      const r = await s.api('GET', path, { key: KEYS.pro2, query: { search: 'e' } });
      expect(r.body.total).toBe(0);
    },
  );

  it('and stay free of what the Pro demo creates', async () => {
    await createLink(s);
    await s.api('POST', '/domains', { form: { name: 'fresh.example.com' } });
    for (const path of ['/links', '/qrcodes', '/domains'])
      expect((await s.api('GET', path, { key: KEYS.pro2 })).body.total).toBe(0);
  });
});

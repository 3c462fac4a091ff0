import { describe, expect, it } from 'vitest';
import {
  createLink,
  expectError,
  KEYS,
  type Sandbox,
  sharedPerBlock,
  toReply,
  UA,
} from './helpers.ts';

// Issue item 9: a short code resolves only within its own host. On a custom domain, that is
// the domain owner's links made on that domain; on the service's own origin, links made
// without a domain.
let s: Sandbox;
sharedPerBlock((x) => {
  s = x;
});

/** GET /{code} with the given Host, as a browser on that host would send it. */
const hop = (host: string, code: string) =>
  s.raw(`http://${host}/${code}`, {
    headers: { Host: host, 'User-Agent': UA.linuxFirefox },
    redirect: 'manual',
  });

const clicks = async (id: number, key: string = KEYS.pro) =>
  (await s.api('GET', `/links/${id}/analytics`, { key })).body.summary.total_clicks as number;

describe('a link made on a custom domain', () => {
  it('redirects on that domain, in any letter case, with a port or a trailing dot', async () => {
    const link = await createLink(s, { custom_alias: 'on-go', domain_id: 1 });
    expect(link.short_url).toBe('http://go.example.com/on-go');
    for (const host of [
      'go.example.com',
      'GO.Example.com',
      'go.example.com:8080',
      'go.example.com.',
    ]) {
      const res = await hop(host, 'on-go');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.com/some/page');
    }
  });

  it('does not redirect on the service’s own origin', async () => {
    const link = await createLink(s, { custom_alias: 'only-on-go', domain_id: 1 });
    for (const host of ['localhost', '127.0.0.1:8787', 'sho.rt']) {
      expectError(await toReply(await hop(host, 'only-on-go')), 404);
    }
    expect(await clicks(link.id)).toBe(0);
  });

  it('does not redirect on the same account’s other domains', async () => {
    await createLink(s, { custom_alias: 'go-not-snap', domain_id: 1 });
    expectError(await toReply(await hop('snap.example.net', 'go-not-snap')), 404);
  });

  it('a seeded domain link (demo2) keeps working on its domain', async () => {
    const res = await hop('go.example.com', 'demo2');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/pricing');
  });
});

describe('another account’s codes do not leak onto a domain', () => {
  it('an Enterprise link without a domain is unknown on the Pro account’s domains', async () => {
    const theirs = await createLink(s, { custom_alias: 'ent-plain' }, KEYS.enterprise);
    // go.example.com has a not_found_page: an unknown code goes there, not to their link.
    const onGo = await hop('go.example.com', 'ent-plain');
    expect(onGo.status).toBe(302);
    expect(onGo.headers.get('location')).toBe('https://example.com/404');
    expectError(await toReply(await hop('snap.example.net', 'ent-plain')), 404);
    expect(await clicks(theirs.id, KEYS.enterprise)).toBe(0);
    // On the service's origin it is theirs, and it works.
    expect((await hop('localhost', 'ent-plain')).status).toBe(302);
    expect(await clicks(theirs.id, KEYS.enterprise)).toBe(1);
  });

  it('an Enterprise link on its own domain works there and nowhere else', async () => {
    const domain = await s.api('POST', '/domains', {
      key: KEYS.enterprise,
      form: { name: 'ent.example.net' },
    });
    expect(domain.status).toBe(201);
    const link = await createLink(
      s,
      { custom_alias: 'ent-on-domain', domain_id: domain.body.id },
      KEYS.enterprise,
    );
    expect((await hop('ent.example.net', 'ent-on-domain')).status).toBe(302);
    expectError(await toReply(await hop('snap.example.net', 'ent-on-domain')), 404);
    expectError(await toReply(await hop('localhost', 'ent-on-domain')), 404);
    expect(await clicks(link.id, KEYS.enterprise)).toBe(1);
  });

  it('a Pro link without a domain is unknown on an Enterprise domain', async () => {
    await s.api('POST', '/domains', { key: KEYS.enterprise, form: { name: 'ent2.example.net' } });
    expectError(await toReply(await hop('ent2.example.net', 'demo1')), 404);
    expect((await hop('localhost', 'demo1')).status).toBe(302);
  });
});

describe('when the domain goes', () => {
  it('a link whose domain was deleted falls back to the service’s origin', async () => {
    const domain = await s.api('POST', '/domains', { form: { name: 'brief.example.net' } });
    const link = await createLink(s, { custom_alias: 'outlives', domain_id: domain.body.id });
    expect((await hop('brief.example.net', 'outlives')).status).toBe(302);
    expect((await s.api('DELETE', `/domains/${domain.body.id}`)).status).toBe(200);
    expect((await s.api('GET', `/links/${link.id}`)).body.short_url).toBe(
      'http://localhost/outlives',
    );
    expect((await hop('localhost', 'outlives')).status).toBe(302);
  });
});

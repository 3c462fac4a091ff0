import { describe, expect, it } from 'vitest';
import {
  createLink,
  expectError,
  KEYS,
  type Sandbox,
  sharedPerBlock,
  toReply,
  UA,
  visit,
} from './helpers.ts';

let s: Sandbox;
// Each test reads seeded data or makes its own links; one sandbox serves the file.
sharedPerBlock((x) => {
  s = x;
});

const analytics = async (id: number) => {
  const r = await s.api('GET', `/links/${id}/analytics`);
  expect(r.status).toBe(200);
  return r.body;
};

describe('GET /{short_code}', () => {
  it('answers 302 to the original URL, exactly as given', async () => {
    const url = 'https://example.com/path/to?q=a%20b&x=1#frag';
    const link = await createLink(s, { original_url: url });
    const res = await visit(s, link.short_code);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(url);
  });

  it('needs no API key: it is the public short link', async () => {
    const res = await s.raw('/demo1', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/blog/launch-week');
  });

  it('records one click per visit, at the clock’s time, before answering', async () => {
    const link = await createLink(s);
    s.clock.advance(12_345);
    const at = s.clock.now();
    await visit(s, link.short_code);
    const a = await analytics(link.id);
    expect(a.summary).toEqual({ total_clicks: 1, unique_clicks: 1 });
    expect(a.recent_clicks).toHaveLength(1);
    expect(Date.parse(a.recent_clicks[0].clicked_at)).toBe(at);
    const got = await s.api('GET', `/links/${link.id}`);
    expect(got.body).toMatchObject({ total_clicks: 1, unique_clicks: 1 });
  });

  it.each([
    ['Chrome on Windows', UA.windowsChrome, 'desktop', 'Chrome', 'Windows'],
    ['Safari on macOS', UA.macSafari, 'desktop', 'Safari', 'macOS'],
    ['Firefox on Linux', UA.linuxFirefox, 'desktop', 'Firefox', 'Linux'],
    ['an iPhone', UA.iphone, 'mobile', 'Mobile Safari', 'iOS'],
    ['an Android phone', UA.androidChrome, 'mobile', 'Mobile Chrome', 'Android'],
    ['an iPad', UA.ipad, 'tablet', 'Mobile Safari', 'iOS'],
    ['an empty agent', '', 'unknown', 'unknown', 'unknown'],
  ])('parses %s with ua-parser-js’s names', async (_name, ua, device, browser, os) => {
    const link = await createLink(s);
    await visit(s, link.short_code, { 'User-Agent': ua });
    const a = await analytics(link.id);
    expect(a.recent_clicks[0]).toMatchObject({ device_type: device, browser, os });
    expect(a.breakdown.devices).toEqual([{ device_type: device, count: 1 }]);
    expect(a.breakdown.browsers).toEqual([{ browser, count: 1 }]);
    expect(a.breakdown.operating_systems).toEqual([{ os, count: 1, percentage: 100 }]);
  });

  it.each([
    ['DE', 'DE', 'Germany'],
    ['US', 'US', 'United States'],
    ['GB', 'GB', 'United Kingdom'],
    ['JP', 'JP', 'Japan'],
  ])('takes the country from CF-IPCountry %s', async (header, code, name) => {
    const link = await createLink(s);
    await visit(s, link.short_code, { 'CF-IPCountry': header });
    const a = await analytics(link.id);
    expect(a.recent_clicks[0].country_code).toBe(code);
    expect(a.breakdown.countries).toEqual([{ country: name, country_code: code, count: 1 }]);
  });

  it.each([
    ['no CF-IPCountry header', {}],
    ['Cloudflare’s XX (unknown)', { 'CF-IPCountry': 'XX' }],
    ['Cloudflare’s T1 (Tor)', { 'CF-IPCountry': 'T1' }],
  ])('with %s the country is unknown', async (_name, headers) => {
    const link = await createLink(s);
    await visit(s, link.short_code, headers);
    const a = await analytics(link.id);
    expect(a.recent_clicks[0].country_code).toBeNull();
    expect(a.breakdown.countries).toEqual([{ country: 'Unknown', country_code: null, count: 1 }]);
  });

  it.each([
    ['a full URL', 'https://www.google.com/search?q=snaplink', 'www.google.com'],
    ['a bare origin', 'https://t.co/', 't.co'],
    ['none', undefined, null],
  ])('keeps the referrer host of %s', async (_name, referer, host) => {
    const link = await createLink(s);
    await visit(s, link.short_code, referer ? { Referer: referer } : {});
    const a = await analytics(link.id);
    expect(a.recent_clicks[0].referrer).toBe(host);
  });

  it('unique clicks count distinct visitors (address and agent)', async () => {
    const link = await createLink(s);
    const go = (ip: string, ua: string) =>
      visit(s, link.short_code, { 'X-Forwarded-For': ip, 'User-Agent': ua });
    await go('198.51.100.7', UA.windowsChrome);
    await go('198.51.100.7', UA.windowsChrome);
    await go('198.51.100.7', UA.windowsChrome);
    expect((await analytics(link.id)).summary).toEqual({ total_clicks: 3, unique_clicks: 1 });
    await go('198.51.100.8', UA.windowsChrome); // another address
    expect((await analytics(link.id)).summary).toEqual({ total_clicks: 4, unique_clicks: 2 });
    await go('198.51.100.7', UA.iphone); // another agent at the first address
    expect((await analytics(link.id)).summary).toEqual({ total_clicks: 5, unique_clicks: 3 });
    // The first address of a forwarded chain is the visitor.
    await go('198.51.100.8, 10.0.0.1', UA.windowsChrome);
    expect((await analytics(link.id)).summary).toEqual({ total_clicks: 6, unique_clicks: 3 });
    const listed = await s.api('GET', `/links/${link.id}`);
    expect(listed.body).toMatchObject({ total_clicks: 6, unique_clicks: 3 });
  });

  it('a click counts only for its own link', async () => {
    const a = await createLink(s);
    const b = await createLink(s);
    await visit(s, a.short_code);
    expect((await analytics(a.id)).summary.total_clicks).toBe(1);
    expect((await analytics(b.id)).summary.total_clicks).toBe(0);
  });
});

describe('unknown short codes', () => {
  it('answer 404 with a JSON body', async () => {
    const r = await toReply(await visit(s, 'no-such-code'));
    expectError(r, 404);
  });

  it('short codes are case-sensitive', async () => {
    await createLink(s, { custom_alias: 'CaseMatters' });
    expect((await visit(s, 'CaseMatters')).status).toBe(302);
    expect((await visit(s, 'casematters')).status).toBe(404);
  });

  it.each(['go.example.com', 'go.example.com:8080', 'GO.EXAMPLE.COM'])(
    'on a domain with a not_found_page (Host %s) go to that page',
    async (host) => {
      const res = await s.raw('http://go.example.com/no-such-code', {
        headers: { Host: host },
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.com/404');
    },
  );

  it('on a domain without a not_found_page answer the JSON 404', async () => {
    const res = await s.raw('http://snap.example.net/no-such-code', {
      headers: { Host: 'snap.example.net' },
      redirect: 'manual',
    });
    expectError(await toReply(res), 404);
  });

  it('follow a domain’s not_found_page as it is updated', async () => {
    const created = await s.api('POST', '/domains', {
      key: KEYS.enterprise,
      form: { name: 'short.example.io', not_found_page: 'https://example.io/missing' },
    });
    expect(created.status).toBe(201);
    const go = () =>
      s.raw('http://short.example.io/nope', {
        headers: { Host: 'short.example.io' },
        redirect: 'manual',
      });
    expect((await go()).headers.get('location')).toBe('https://example.io/missing');
    await s.api('PATCH', `/domains/${created.body.id}`, {
      key: KEYS.enterprise,
      json: { not_found_page: 'https://example.io/other' },
    });
    expect((await go()).headers.get('location')).toBe('https://example.io/other');
  });

  it('the root of a domain with an index_page goes to that page', async () => {
    const res = await s.raw('http://go.example.com/', {
      headers: { Host: 'go.example.com' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/');
  });

  it('a code made on a domain redirects on that domain', async () => {
    const res = await s.raw('http://go.example.com/demo2', {
      headers: { Host: 'go.example.com' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/pricing');
  });
});

describe('dynamic QR codes', () => {
  it('scanning a seeded dynamic code (GET its content) is a click on its link', async () => {
    const qr = (await s.api('GET', '/qrcodes/1')).body;
    expect(qr.is_dynamic).toBe(true);
    const before = (await analytics(qr.link_id)).summary.total_clicks;
    const res = await s.raw(qr.content, {
      redirect: 'manual',
      headers: { 'User-Agent': UA.iphone },
    });
    expect(res.status).toBe(302);
    const link = (await s.api('GET', `/links/${qr.link_id}`)).body;
    expect(res.headers.get('location')).toBe(link.original_url);
    const a = await analytics(qr.link_id);
    expect(a.summary.total_clicks).toBe(before + 1);
    expect(a.recent_clicks[0]).toMatchObject({ device_type: 'mobile', os: 'iOS' });
  });

  it('a code made for a new link counts its scans there', async () => {
    const link = await createLink(s, { original_url: 'https://example.com/poster' });
    const created = await s.api('POST', '/qrcodes', {
      json: {
        name: 'Poster',
        type: 'url',
        content: link.short_url,
        error_correction: 'M',
        link_id: link.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_dynamic: true, link_id: link.id });
    for (let i = 0; i < 3; i++) {
      const res = await s.raw(created.body.content, {
        redirect: 'manual',
        headers: { 'X-Forwarded-For': `203.0.113.${i}`, 'User-Agent': UA.androidChrome },
      });
      expect(res.headers.get('location')).toBe('https://example.com/poster');
    }
    expect((await analytics(link.id)).summary).toEqual({ total_clicks: 3, unique_clicks: 3 });
  });
});

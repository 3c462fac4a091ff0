import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  type CallOptions,
  createLink,
  expectError,
  freshPerTest,
  KEYS,
  NOW,
  type Sandbox,
  sharedPerBlock,
  toReply,
  visit,
} from './helpers.ts';

// Issue items 8 and 10: every URL the sandbox stores (a link's original_url, a domain's
// index_page and not_found_page) goes through one rule: no control characters, no
// credentials, no loopback or private address in any spelling, not the service itself; and
// what is stored is the parsed URL's href.
let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

/** An API call as if the sandbox were reached at `origin` (its short-link host). */
const apiAt = async (origin: string, method: string, path: string, options?: CallOptions) =>
  toReply(await s.app.request(buildRequest(origin, method, path, options)));

const CONTROL: [string, string][] = [
  ['CR LF in the path', 'https://example.com/a\r\nSet-Cookie: x=1'],
  ['LF alone', 'https://example.com/a\nb'],
  ['CR alone', 'https://example.com/a\rb'],
  ['NUL in the path', 'https://example.com/a\u0000b'],
  ['NUL in the host', 'https://exam\u0000ple.com/'],
  ['a tab', 'https://example.com/a\tb'],
  ['\\x01', 'https://example.com/\u0001'],
  ['\\x1f', 'https://example.com/?q=\u001f'],
  ['DEL', 'https://example.com/\u007f'],
  ['a leading LF', '\nhttps://example.com/'],
  ['a trailing NUL', 'https://example.com/\u0000'],
  ['CR LF in the fragment', 'https://example.com/#a\r\nb'],
];

/** Loopback, private, link-local and other non-public hosts, in the spellings people use. */
const PRIVATE: [string, string][] = [
  ['127.0.0.1 as a decimal number', 'http://2130706433/'],
  ['127.0.0.1 in hex parts', 'http://0x7f.1/'],
  ['127.0.0.1 in octal', 'http://0177.0.0.1/'],
  ['127.0.0.1 shortened', 'http://127.1/'],
  ['127.0.0.1 in full-width digits', 'http://１２７.０.０.１/'],
  ['10.0.0.1 in hex', 'http://0x0a000001/'],
  ['0.0.0.0', 'http://0.0.0.0/'],
  ['0 (0.0.0.0)', 'http://0/'],
  ['0.1.2.3 (0/8)', 'http://0.1.2.3/'],
  ['CGNAT 100.64/10 low', 'http://100.64.0.1/'],
  ['CGNAT 100.64/10 high', 'http://100.127.255.254/'],
  ['169.254.169.254 (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
  ['169.254 as a number', 'http://2851995905/'],
  ['172.16/12', 'http://172.20.1.1/'],
  ['192.168/16', 'http://192.168.0.10/'],
  ['broadcast', 'http://255.255.255.255/'],
  ['multicast', 'http://224.0.0.1/'],
  ['::1', 'http://[::1]/'],
  ['::1 written out', 'http://[0:0:0:0:0:0:0:1]/'],
  ['::', 'http://[::]/'],
  ['IPv4-mapped 127.0.0.1', 'http://[::ffff:127.0.0.1]/'],
  ['IPv4-mapped in hex', 'http://[::ffff:7f00:1]/'],
  ['IPv4-mapped 169.254.169.254', 'http://[::ffff:a9fe:a9fe]/'],
  ['IPv4-mapped 192.168.1.1', 'http://[0:0:0:0:0:ffff:c0a8:101]/'],
  ['IPv4-compatible 127.0.0.1', 'http://[::127.0.0.1]/'],
  ['NAT64 of 127.0.0.1', 'http://[64:ff9b::127.0.0.1]/'],
  ['NAT64 of 10.0.0.1 in hex', 'http://[64:ff9b::a00:1]/'],
  ['NAT64 of 169.254.169.254', 'http://[64:ff9b::a9fe:a9fe]/'],
  ['6to4 of 192.168.0.1', 'http://[2002:c0a8:1::1]/'],
  ['ULA fc00::/7 (fd)', 'http://[fd12:3456:789a::1]/'],
  ['ULA fc00::/7 (fc)', 'http://[fc00::1]/'],
  ['link-local fe80::/10', 'http://[fe80::1]/'],
  ['link-local fe80::/10 high', 'http://[febf::1]/'],
  ['IPv6 multicast', 'http://[ff02::1]/'],
  ['localhost', 'http://localhost/'],
  ['localhost with a trailing dot', 'http://localhost./'],
  ['localhost with two trailing dots', 'http://localhost../'],
  ['a localhost subdomain with a dot', 'http://api.localhost./'],
  ['localhost, percent-encoded', 'http://%6c%6fcalhost/'],
  ['localhost in circled letters', 'http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/'],
  ['localhost.localdomain', 'http://localhost.localdomain/'],
  ['an mDNS .local name', 'http://printer.local/'],
  ['a .internal name', 'http://metadata.google.internal/'],
  ['a .home.arpa name', 'http://router.home.arpa/'],
  ['a single-label name', 'http://intranet/'],
];

const CREDENTIALS: [string, string][] = [
  ['user and password', 'https://user:pass@example.com/'],
  ['a user alone', 'https://user@example.com/'],
  ['a password alone', 'https://:secret@example.com/'],
  ['credentials that hide the host', 'https://example.com@evil.example/'],
];

const REFUSED = [...CONTROL, ...PRIVATE, ...CREDENTIALS];

describe('POST /links: refused targets → 422 on original_url', () => {
  sharedPerBlock(use);

  it.each(REFUSED)('%s', async (_name, url) => {
    expectError(
      await s.api('POST', '/links', { json: { original_url: url } }),
      422,
      'original_url',
    );
  });

  it.each(REFUSED)('%s, sent as a form', async (_name, url) => {
    const r = await s.api('POST', '/links', { form: { original_url: url } });
    expectError(r, 422, 'original_url');
  });
});

describe('POST /links: the stored URL is the parsed, normalised href', () => {
  sharedPerBlock(use);

  it.each([
    ['a bare origin gets its slash', 'https://example.com', 'https://example.com/'],
    ['scheme and host in capitals', 'HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['the default port drops', 'https://example.com:443/x', 'https://example.com/x'],
    ['an IDN in punycode', 'https://bücher.example/ä', 'https://xn--bcher-kva.example/%C3%A4'],
    ['spaces in the path', 'https://example.com/a b', 'https://example.com/a%20b'],
    ['dot segments', 'https://example.com/a/../b', 'https://example.com/b'],
    ['surrounding spaces', '  https://example.com/trim  ', 'https://example.com/trim'],
    [
      'a query and fragment kept',
      'https://example.com/?q=a%20b#top',
      'https://example.com/?q=a%20b#top',
    ],
  ])('%s', async (_name, sent, stored) => {
    const link = await createLink(s, { original_url: sent });
    expect(link.original_url).toBe(stored);
    expect((await s.api('GET', `/links/${link.id}`)).body.original_url).toBe(stored);
    const hop = await visit(s, link.short_code);
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe(stored);
  });

  it('a URL whose normalised form passes 2048 characters → 422', async () => {
    // 700 two-byte characters are 700 characters sent, 4200 once percent-encoded.
    const r = await s.api('POST', '/links', {
      json: { original_url: `https://example.com/${'é'.repeat(700)}` },
    });
    expectError(r, 422, 'original_url');
  });
});

describe('a link to the service itself (a redirect loop) → 422', () => {
  sharedPerBlock(use);

  it.each([
    ['its own short-link host', 'https://sho.rt/abc'],
    ['its own host with another port', 'http://sho.rt:8080/abc'],
    ['its own host in capitals with a trailing dot', 'https://SHO.RT./abc'],
    ['its own host, bare', 'https://sho.rt'],
  ])('%s', async (_name, url) => {
    const r = await apiAt('https://sho.rt', 'POST', '/links', { json: { original_url: url } });
    expectError(r, 422, 'original_url');
  });

  it.each([
    ['one of the account’s custom domains', 'http://go.example.com/demo2'],
    ['another account’s custom domain', 'https://links.example.org/x'],
    ['a custom domain in capitals', 'http://SNAP.EXAMPLE.NET/x'],
  ])('%s', async (_name, url) => {
    expectError(
      await s.api('POST', '/links', { json: { original_url: url } }),
      422,
      'original_url',
    );
  });

  it('a link to another link’s short URL, as the loop would be made', async () => {
    const first = await apiAt('https://sho.rt', 'POST', '/links', {
      json: { original_url: 'https://example.com/', custom_alias: 'loop-target' },
    });
    expect(first.body.short_url).toBe('https://sho.rt/loop-target');
    const r = await apiAt('https://sho.rt', 'POST', '/links', {
      json: { original_url: first.body.short_url },
    });
    expectError(r, 422, 'original_url');
  });

  it('a lookalike of the service’s host is fine', async () => {
    const r = await apiAt('https://sho.rt', 'POST', '/links', {
      json: { original_url: 'https://sho.rt.example.com/x' },
    });
    expect(r.status, r.text).toBe(201);
  });
});

describe('domain pages follow the same rule', () => {
  sharedPerBlock(use);

  const fresh = () => `pages-${Math.random().toString(36).slice(2)}.example.com`;
  const LOOPS: [string, string][] = [
    ['the domain itself', 'http://go.example.com/missing'],
    ['another custom domain', 'https://links.example.org/'],
  ];
  const cases = [...REFUSED, ...LOOPS].flatMap(([name, url]) =>
    ['index_page', 'not_found_page'].map((field) => [name, field, url] as const),
  );

  it.each(cases)('POST: %s as %s → 422', async (_name, field, url) => {
    const r = await s.api('POST', '/domains', { form: { name: fresh(), [field]: url } });
    expectError(r, 422, field);
  });

  it.each(cases)('PATCH: %s as %s → 422, and the page is unchanged', async (_name, field, url) => {
    const r = await s.api('PATCH', '/domains/1', { json: { [field]: url } });
    expectError(r, 422, field);
    const after = await s.api('GET', '/domains/1');
    expect(after.body[field]).toBe(
      field === 'index_page' ? 'https://example.com/' : 'https://example.com/404',
    );
  });

  it('pages are stored normalised, and redirected to as stored', async () => {
    const name = fresh();
    const r = await s.api('POST', '/domains', {
      key: KEYS.enterprise,
      json: {
        name,
        index_page: 'HTTPS://Example.COM',
        not_found_page: 'https://bücher.example/404',
      },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      index_page: 'https://example.com/',
      not_found_page: 'https://xn--bcher-kva.example/404',
    });
    const root = await s.raw(`http://${name}/`, { headers: { Host: name }, redirect: 'manual' });
    expect(root.headers.get('location')).toBe('https://example.com/');
    const miss = await s.raw(`http://${name}/nope`, {
      headers: { Host: name },
      redirect: 'manual',
    });
    expect(miss.headers.get('location')).toBe('https://xn--bcher-kva.example/404');
  });
});

describe('domain names that would capture someone else’s traffic → 422', () => {
  sharedPerBlock(use);

  it.each([
    ['an IPv4 address', '127.0.0.1'],
    ['a public IPv4 address', '93.184.216.34'],
    ['an address with a hex last part (browsers read 4.69.3.173)', '04.69.03.0xad'],
    ['a name ending in a hex number', 'a.0x10'],
    ['a name ending in an out-of-range number', '1.2.3.999'],
    ['a localhost subdomain', 'app.localhost'],
    ['an mDNS name', 'printer.local'],
  ])('%s (%s)', async (_name, name) => {
    expectError(await s.api('POST', '/domains', { form: { name } }), 422, 'name');
  });

  it('the service’s own host', async () => {
    const r = await apiAt('https://sho.rt', 'POST', '/domains', { form: { name: 'sho.rt' } });
    expectError(r, 422, 'name');
  });
});

describe('rows stored before these rules never make a redirect fail', () => {
  freshPerTest(use);

  const plant = (code: string, url: string, domainId: number | null = null) =>
    s.db
      .prepare(
        `INSERT INTO links (account_id, domain_id, short_code, original_url, title, created_at)
         VALUES (1, ?, ?, ?, 'Old', ?)`,
      )
      .run(domainId, code, url, NOW);

  it('CR LF in a stored URL: the redirect goes to its parsed form', async () => {
    plant('old-crlf', 'https://example.com/a\r\nSet-Cookie: x=1');
    const res = await visit(s, 'old-crlf');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/aSet-Cookie:%20x=1');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a stored URL that does not parse → 404 with the JSON body, no click', async () => {
    const { lastInsertRowid } = plant('old-broken', 'http://exa mple.com/');
    const res = await visit(s, 'old-broken');
    expectError(await toReply(res), 404);
    const clicks = s.db
      .prepare('SELECT COUNT(*) AS n FROM clicks WHERE link_id = ?')
      .get(lastInsertRowid) as { n: number };
    expect(clicks.n).toBe(0);
  });

  it('a stored domain page with a newline redirects to its parsed form', async () => {
    s.db.prepare('UPDATE domains SET not_found_page = ? WHERE id = 1').run('https://e.com/4\n04');
    const res = await s.raw('http://go.example.com/nope', {
      headers: { Host: 'go.example.com' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://e.com/404');
  });
});

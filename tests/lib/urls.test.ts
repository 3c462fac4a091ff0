import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyUrl, isPrivateHost, MAX_URL_LENGTH, typedUrl } from '../../lib/urls';

const refusal = (raw: string | undefined) => {
  const r = classifyUrl(raw);
  return r.ok ? 'accepted' : r.code;
};

describe('classifyUrl: table', () => {
  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/Path?q=1#frag', 'https://example.com/Path?q=1#frag'],
    ['https://sub.example.co.uk:8443/a/b', 'https://sub.example.co.uk:8443/a/b'],
    ['https://8.8.8.8/', 'https://8.8.8.8/'],
    ['https://172.32.0.1/', 'https://172.32.0.1/'], // just past 172.16/12
    ['https://172.15.255.255/', 'https://172.15.255.255/'],
    ['https://192.169.0.1/', 'https://192.169.0.1/'],
    ['https://[2001:db8::1]/', 'https://[2001:db8::1]/'],
    ['https://[::ffff:8.8.8.8]/', 'https://[::ffff:808:808]/'],
    ['https://localhost.example.com/', 'https://localhost.example.com/'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ])('accepts %s as %s', (raw, url) => {
    expect(classifyUrl(raw)).toEqual({ ok: true, url });
  });

  it.each([
    ['chrome://extensions', 'browser'],
    ['chrome://newtab/', 'browser'],
    ['about:blank', 'browser'],
    ['about:newtab', 'browser'],
    ['edge://settings', 'browser'],
    ['chrome-extension://abcdefghijklmnop/popup.html', 'extension'],
    ['moz-extension://1234-5678/options.html', 'extension'],
    ['file:///home/me/notes.txt', 'file'],
    ['view-source:https://example.com/', 'scheme'],
    ['data:text/html,<h1>hi</h1>', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['blob:https://example.com/1234-5678', 'scheme'],
    ['ftp://example.com/file', 'scheme'],
    ['mailto:someone@example.com', 'scheme'],
    ['http://localhost/', 'private'],
    ['http://localhost:3000/app', 'private'],
    ['http://LOCALHOST./', 'private'],
    ['http://app.localhost/', 'private'],
    ['http://127.0.0.1:8787/x', 'private'],
    ['http://127.255.255.254/', 'private'],
    ['http://2130706433/', 'private'], // 127.0.0.1 as one number
    ['http://0x7f.1/', 'private'],
    ['http://[::1]/', 'private'],
    ['http://[::]/', 'private'],
    ['http://0.0.0.0/', 'private'],
    ['http://0/', 'private'],
    ['http://10.1.2.3/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://172.31.255.255/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'private'],
    ['http://[::ffff:127.0.0.1]/', 'private'],
    ['http://[::ffff:192.168.0.1]/', 'private'],
    ['http://[::ffff:a00:1]/', 'private'],
    ['http://[fc00::1]/', 'private'],
    ['http://[fd12:3456::1]/', 'private'],
    ['http://[fe80::1]/', 'private'],
    ['http://[febf::1]/', 'private'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://token@example.com/', 'credentials'],
    ['not a url', 'malformed'],
    ['https://', 'malformed'],
    ['http://exa mple.com/', 'malformed'],
    ['', 'missing'],
    ['   ', 'missing'],
    [undefined, 'missing'],
  ])('refuses %s (%s)', (raw, code) => {
    expect(refusal(raw)).toBe(code);
  });

  it('refuses a URL over the limit and accepts one exactly at it', () => {
    const base = 'https://example.com/';
    const at = base + 'a'.repeat(MAX_URL_LENGTH - base.length);
    expect(classifyUrl(at)).toEqual({ ok: true, url: at });
    expect(refusal(`${at}a`)).toBe('too_long');
  });

  it('measures the form that is sent: percent-encoding can push a URL over', () => {
    const base = 'https://example.com/';
    // 1000 characters become 3000 once each é is percent-encoded as %C3%A9.
    expect(refusal(base + 'é'.repeat(1000))).toBe('too_long');
  });

  it('gives each refusal a sentence for people', () => {
    const r = classifyUrl('chrome://settings');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^[A-Z].{10,}\.$/);
  });
});

// Generators built from the rules themselves, not from the implementation.
const octet = fc.integer({ min: 0, max: 255 });
const publicFirstOctet = fc
  .integer({ min: 1, max: 223 })
  .filter((a) => ![10, 127, 169, 172, 192].includes(a));
const publicIPv4 = fc.tuple(publicFirstOctet, octet, octet, octet).map((p) => p.join('.'));
const publicDomain = fc.domain().filter((d) => !/(^|\.)localhost$/i.test(d));
const pathPart = fc.webPath();
const scheme = fc.constantFrom('http', 'https');

const dotted = (...p: number[]) => p.join('.');
const privateIPv4 = fc.oneof(
  fc.tuple(octet, octet, octet).map(([b, c, d]) => dotted(127, b, c, d)),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => dotted(10, b, c, d)),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => dotted(0, b, c, d)),
  fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => dotted(172, b, c, d)),
  fc.tuple(octet, octet).map(([c, d]) => dotted(192, 168, c, d)),
  fc.tuple(octet, octet).map(([c, d]) => dotted(169, 254, c, d)),
);
const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const privateIPv6 = fc.oneof(
  fc.constantFrom('[::1]', '[::]', '[0:0:0:0:0:0:0:1]'),
  privateIPv4.map((v4) => `[::ffff:${v4}]`),
  fc
    .tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), hextet)
    .map(([a, b]) => `[${a.toString(16)}::${b}]`),
  fc
    .tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), fc.array(hextet, { maxLength: 7 }))
    .map(([a, rest]) =>
      // Eight hextets written out, or fewer with '::' standing for the zeros.
      rest.length === 7
        ? `[${[a.toString(16), ...rest].join(':')}]`
        : `[${a.toString(16)}::${rest.join(':')}]`,
    ),
);
const localhostName = fc
  .tuple(fc.array(fc.domain(), { maxLength: 2 }), fc.constantFrom('localhost', 'LocalHost'))
  .map(([labels, l]) => [...labels, l].join('.'));
const privateHost = fc.oneof(privateIPv4, privateIPv6, localhostName);

describe('classifyUrl: properties', () => {
  it('accepts every public http(s) URL, as its normalised href', () => {
    fc.assert(
      fc.property(
        scheme,
        fc.oneof(publicDomain, publicIPv4),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        pathPart,
        (s, host, port, path) => {
          const raw = `${s}://${host}${port ? `:${port}` : ''}${path}`;
          const result = classifyUrl(raw);
          expect(result).toEqual({ ok: true, url: new URL(raw).href });
        },
      ),
    );
  });

  it('accepts what fast-check calls a web URL, queries and fragments included', () => {
    const url = fc
      .webUrl({ withQueryParameters: true, withFragments: true })
      .filter((u) => !/^https?:\/\/([^/]*\.)?localhost(:|\/|$)/i.test(u));
    fc.assert(
      fc.property(url, (raw) => {
        fc.pre(new URL(raw).href.length <= MAX_URL_LENGTH);
        expect(classifyUrl(raw).ok).toBe(true);
      }),
    );
  });

  it('refuses every loopback, private or link-local host, whatever the port and path', () => {
    fc.assert(
      fc.property(scheme, privateHost, pathPart, (s, host, path) => {
        expect(refusal(`${s}://${host}${path}`)).toBe('private');
      }),
    );
  });

  it('refuses a private IPv4 address in any spelling the URL parser accepts', () => {
    const spelled = fc.tuple(privateIPv4, fc.constantFrom('number', 'hex', 'octal'));
    fc.assert(
      fc.property(spelled, ([v4, form]) => {
        const n = v4.split('.').reduce((acc, p) => acc * 256 + Number(p), 0);
        const host =
          form === 'number'
            ? String(n)
            : v4
                .split('.')
                .map((p) =>
                  form === 'hex' ? `0x${Number(p).toString(16)}` : `0${Number(p).toString(8)}`,
                )
                .join('.');
        expect(refusal(`http://${host}/`)).toBe('private');
      }),
    );
  });

  it('refuses every scheme but http and https, with a reason', () => {
    const other = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,15}$/)
      .filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(other, fc.string(), (s, rest) => {
        const result = classifyUrl(`${s}:${rest}`);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws, and anything it accepts is a short enough http(s) URL', () => {
    const anything = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string().map((s) => `http://${s}`),
      fc.string({ unit: 'grapheme' }).map((s) => `https://${s}`),
      fc.string().map((s) => `http://[${s}]/`),
    );
    fc.assert(
      fc.property(anything, (raw) => {
        const result = classifyUrl(raw);
        if (result.ok) {
          expect(result.url).toMatch(/^https?:\/\//);
          expect(result.url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
          expect(isPrivateHost(new URL(result.url).hostname)).toBe(false);
        } else {
          expect(result.reason).toMatch(/\.$/);
        }
      }),
    );
  });
});

describe('typedUrl: an address typed or pasted into the popup or after `sl`', () => {
  // A scheme given is kept, so the same checks refuse what a tab would be refused; none is https.
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com/a?b=1  ', 'https://example.com/a?b=1'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['http://example.com/x', 'http://example.com/x'],
    ['HTTPS://Example.com', 'https://example.com/'],
  ])('takes %j as %s', (input, url) => {
    expect(classifyUrl(typedUrl(input))).toEqual({ ok: true, url });
  });

  it.each([
    ['chrome://settings', 'browser'],
    ['about:blank', 'browser'],
    ['javascript:alert(1)', 'scheme'],
    ['file:///etc/passwd', 'file'],
    ['mailto:a@example.com', 'scheme'],
    ['localhost:3000', 'private'],
    ['192.168.1.1/admin', 'private'],
    ['some words here', 'malformed'],
    // Once refused as a "user:" scheme; credentials is the more accurate reason.
    ['user:pass@example.com', 'credentials'],
  ])('refuses %j (%s)', (input, code) => {
    expect(classifyUrl(typedUrl(input))).toMatchObject({ ok: false, code });
  });
});

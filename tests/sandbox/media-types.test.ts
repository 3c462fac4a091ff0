import { describe, expect, it } from 'vitest';
import {
  type CallOptions,
  expectError,
  KEYS,
  type Sandbox,
  sharedPerBlock,
  toReply,
} from './helpers.ts';

// Issue item 12: media types are case-insensitive and may carry parameters; a body in a type
// the API does not read is a 415, not parsed as JSON anyway.
let s: Sandbox;
sharedPerBlock((x) => {
  s = x;
});

const json = JSON.stringify({ original_url: 'https://example.com/media' });
const form = 'original_url=https%3A%2F%2Fexample.com%2Fmedia';

describe('accepted media types', () => {
  it.each([
    ['application/json', json],
    ['APPLICATION/JSON', json],
    ['Application/Json; Charset=UTF-8', json],
    ['application/json;charset="utf-8"', json],
    ['application/json ; charset=us-ascii', json],
    ['application/vnd.api+json', json],
    ['application/x-www-form-urlencoded', form],
    ['APPLICATION/X-WWW-FORM-URLENCODED', form],
    ['application/x-www-form-urlencoded;charset=UTF-8', form],
    ['Application/X-Www-Form-Urlencoded; charset=utf-8', form],
  ])('%s → 201', async (contentType, raw) => {
    const r = await s.api('POST', '/links', { raw, contentType });
    expect(r.status, r.text).toBe(201);
    expect(r.body.original_url).toBe('https://example.com/media');
  });

  it('a form in capitals updates a domain', async () => {
    const r = await s.api('PATCH', '/domains/1', {
      raw: 'index_page=https%3A%2F%2Fexample.com%2Fcaps',
      contentType: 'APPLICATION/X-WWW-FORM-URLENCODED; CHARSET=UTF-8',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.index_page).toBe('https://example.com/caps');
  });
});

describe('unsupported media types → 415 in the error envelope', () => {
  it.each([
    ['JSON sent as text/plain', 'text/plain', json],
    ['JSON sent as text/plain with a charset', 'text/plain;charset=UTF-8', json],
    ['multipart', 'multipart/form-data; boundary=x', `--x\r\n\r\n${json}\r\n--x--`],
    ['XML', 'application/xml', '<link/>'],
    ['octet-stream', 'application/octet-stream', json],
    ['text/json (not a registered JSON type)', 'text/json', json],
    ['JSON in a charset other than UTF-8', 'application/json; charset=iso-8859-1', json],
    ['JSON in UTF-16', 'application/json; charset=utf-16', json],
    ['a malformed type', 'json', json],
    ['a type with no subtype', 'application/', json],
    ['a wildcard', '*/*', json],
  ])('%s', async (_name, contentType, raw) => {
    expectError(await s.api('POST', '/links', { raw, contentType }), 415);
  });

  it.each(['gzip', 'deflate', 'br'])('a body with Content-Encoding: %s', async (encoding) => {
    const r = await s.api('POST', '/links', {
      raw: json,
      contentType: 'application/json',
      headers: { 'Content-Encoding': encoding },
    });
    expectError(r, 415);
  });

  it('Content-Encoding: identity is no encoding', async () => {
    const r = await s.api('POST', '/links', {
      raw: json,
      contentType: 'application/json',
      headers: { 'Content-Encoding': 'identity' },
    });
    expect(r.status).toBe(201);
  });

  it.each([
    ['POST', '/qrcodes'],
    ['POST', '/domains'],
    ['PUT', '/domains/1'],
    ['PATCH', '/domains/1'],
  ])('%s %s', async (method, path) => {
    expectError(await s.api(method, path, { raw: '{}', contentType: 'text/plain' }), 415);
  });
});

describe('a body without a Content-Type', () => {
  // A string body would get text/plain from Request itself; bytes get no Content-Type at all.
  const untyped = (body: string) =>
    s.raw('/api/v1/links', {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEYS.pro}` },
      body: new TextEncoder().encode(body),
    });

  it('with content → 415: the sandbox does not guess what it is', async () => {
    const res = await untyped(json);
    expect(res.headers.get('content-type')).toContain('application/json');
    expectError(await toReply(res), 415);
  });

  it('with no content → 400, the body is missing', async () => {
    expectError(await s.api('POST', '/links', {}), 400);
    expectError(await toReply(await untyped('')), 400);
  });
});

describe('415 takes the 400’s place in the order of checks', () => {
  const plain: CallOptions = { raw: json, contentType: 'text/plain' };

  it('401 comes first', async () => {
    expectError(await s.api('POST', '/links', { ...plain, key: 'no-such-key' }), 401);
  });

  it('403 for a plan without API access comes first', async () => {
    expectError(await s.api('POST', '/links', { ...plain, key: KEYS.free }), 403);
  });

  it('404 comes first', async () => {
    expectError(await s.api('PATCH', '/domains/999999', plain), 404);
  });

  it('415 comes before 422 and the link limit’s 403', async () => {
    const badUrl = { raw: '{"original_url":"ftp://x"}', contentType: 'text/plain' };
    expectError(await s.api('POST', '/links', badUrl), 415);
    expectError(await s.api('POST', '/links', { ...plain, key: KEYS.limited }), 415);
  });
});

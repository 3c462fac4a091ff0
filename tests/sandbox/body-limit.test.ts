import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../sandbox/body.ts';
import { expectError, KEYS, type Sandbox, sharedPerBlock, toReply } from './helpers.ts';

// Issue item 11: request bodies are capped at 1 MiB before they are buffered: by
// Content-Length up front, and by counting the bytes of a body sent without one.
let s: Sandbox;
sharedPerBlock((x) => {
  s = x;
});

/** A JSON body for POST /links of exactly `bytes` bytes (a padding field the API ignores). */
function linkBody(bytes: number): string {
  const head = '{"original_url":"https://example.com/big","pad":"';
  const tail = '"}';
  return head + 'a'.repeat(bytes - head.length - tail.length) + tail;
}

/** A body stream that makes up `total` bytes on demand and counts how many were pulled. */
function countingStream(total: number, chunk = 64 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const n = Math.min(chunk, total - counter.pulled);
      counter.pulled += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return { stream, counter };
}

const post = (path: string, init: { body: BodyInit; headers?: Record<string, string> }) =>
  s.raw(`/api/v1${path}`, {
    method: 'POST',
    body: init.body,
    headers: { Authorization: `Bearer ${KEYS.pro}`, ...init.headers },
    duplex: 'half',
  } as RequestInit);

describe('a body up to 1 MiB is accepted', () => {
  it('the limit is 1 MiB', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
  });

  it('exactly 1 MiB of JSON → 201', async () => {
    const body = linkBody(MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const r = await s.api('POST', '/links', { raw: body, contentType: 'application/json' });
    expect(r.status, r.text.slice(0, 200)).toBe(201);
  });

  it('1 MiB streamed without a Content-Length → 201', async () => {
    const body = linkBody(MAX_BODY_BYTES);
    const res = await post('/links', {
      body: new Blob([body]).stream(),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(201);
  });
});

describe('a body over 1 MiB → 413 in the error envelope', () => {
  it('one byte over, with a Content-Length', async () => {
    const r = await s.api('POST', '/links', {
      raw: linkBody(MAX_BODY_BYTES + 1),
      contentType: 'application/json',
    });
    expectError(r, 413);
  });

  it('a Content-Length of 100 MB is refused before a byte of the body is read', async () => {
    const { stream, counter } = countingStream(100_000_000);
    const res = await post('/links', {
      body: stream,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '100000000' },
    });
    expectError(await toReply(res), 413);
    // A stream may be asked for its first chunk ahead of time; never for the rest.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('without a Content-Length, reading stops at the limit', async () => {
    const { stream, counter } = countingStream(100_000_000);
    const res = await post('/links', {
      body: stream,
      headers: { 'Content-Type': 'application/json' },
    });
    expectError(await toReply(res), 413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024);
  });

  it.each([
    ['POST', '/qrcodes'],
    ['POST', '/domains'],
    ['PUT', '/domains/1'],
    ['PATCH', '/domains/1'],
  ])('on %s %s too', async (method, path) => {
    const r = await s.api(method, path, {
      raw: `name=${'a'.repeat(MAX_BODY_BYTES)}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expectError(r, 413);
  });
});

describe('413 takes the 400’s place in the order of checks', () => {
  const big = { raw: linkBody(MAX_BODY_BYTES + 1), contentType: 'application/json' };

  it('401 comes first', async () => {
    expectError(await s.api('POST', '/links', { ...big, key: null }), 401);
  });

  it('403 for a plan without API access comes first', async () => {
    expectError(await s.api('POST', '/links', { ...big, key: KEYS.free }), 403);
  });

  it('404 of an unknown domain comes first', async () => {
    expectError(await s.api('PUT', '/domains/999999', big), 404);
  });

  it('413 comes before the 403 of the link limit', async () => {
    expectError(await s.api('POST', '/links', { ...big, key: KEYS.limited }), 413);
  });

  it('a declared media type that is not supported is a 415 without reading the body', async () => {
    const { stream, counter } = countingStream(100_000_000);
    const res = await post('/links', { body: stream, headers: { 'Content-Type': 'text/plain' } });
    expectError(await toReply(res), 415);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});

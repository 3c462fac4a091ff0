import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../sandbox/body.ts';
import { FAILED_AUTH } from '../../sandbox/lockout.ts';
import { KEYS, MINUTE, type Sandbox, sandbox } from './helpers.ts';

// Items 11 and 13 over a real socket: the body limit with and without a Content-Length, and
// the failed-authentication limit keyed by the socket's address (the default client).
let s: Sandbox;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  s = sandbox();
  server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  s.db.close();
});

interface Sent {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Sends `total` bytes of `chunk` with node:http, chunked unless `contentLength` is set, and
 * resolves with the answer. The server may answer and close before the upload ends; writing
 * stops then.
 */
function send(
  method: string,
  path: string,
  opts: { total: number; headers?: Record<string, string>; contentLength?: boolean },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${KEYS.pro}`,
      'Content-Type': 'application/json',
      ...opts.headers,
    };
    if (opts.contentLength) headers['Content-Length'] = String(opts.total);
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      // The server closed the socket mid-upload after answering; the answer was already read.
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    const head = '{"original_url":"https://example.com/over-http","pad":"';
    const tail = '"}';
    let left = opts.total;
    const write = () => {
      while (left > 0) {
        const piece =
          left === opts.total
            ? head
            : left <= tail.length
              ? tail.slice(tail.length - left)
              : 'a'.repeat(Math.min(64 * 1024, left - tail.length));
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('the body limit over HTTP', () => {
  it('exactly 1 MiB, chunked → 201', async () => {
    const r = await send('POST', '/api/v1/links', { total: MAX_BODY_BYTES });
    expect(r.status, r.body.slice(0, 200)).toBe(201);
  });

  it('exactly 1 MiB with a Content-Length → 201', async () => {
    const r = await send('POST', '/api/v1/links', { total: MAX_BODY_BYTES, contentLength: true });
    expect(r.status).toBe(201);
  });

  it('8 MiB with a Content-Length → 413 with the envelope', async () => {
    const r = await send('POST', '/api/v1/links', {
      total: 8 * MAX_BODY_BYTES,
      contentLength: true,
    });
    expect(r.status).toBe(413);
    expect(r.headers['content-type']).toContain('application/json');
    expect(JSON.parse(r.body)).toEqual({ message: expect.any(String) });
  });

  it('8 MiB chunked → 413 with the envelope', async () => {
    const r = await send('POST', '/api/v1/links', { total: 8 * MAX_BODY_BYTES });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ message: expect.any(String) });
  });

  it('the server still answers afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/links`, {
      headers: { Authorization: `Bearer ${KEYS.pro}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('failed authentication over HTTP, per socket address', () => {
  const get = (key: string) =>
    fetch(`http://127.0.0.1:${port}/api/v1/domains`, { headers: { 'X-API-Key': key } });

  it('holds the address after the limit; its known key keeps working', async () => {
    s.clock.advance(MINUTE);
    expect((await get(KEYS.pro)).status).toBe(200);
    for (let i = 0; i < FAILED_AUTH.limit; i++) expect((await get(`bad-${i}`)).status).toBe(401);
    const held = await get('bad-again');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await held.json()).toEqual({ message: expect.any(String) });
    expect((await get(KEYS.pro)).status).toBe(200);
  });
});

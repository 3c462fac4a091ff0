import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequest,
  type CallOptions,
  KEYS,
  type Sandbox,
  sandbox,
  toReply,
  UA,
} from './helpers.ts';

// The sandbox over a real socket, as the extension and `npm run sandbox` use it.
let s: Sandbox;
let server: ReturnType<typeof serve>;
let origin: string;

beforeAll(async () => {
  s = sandbox();
  server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  s.db.close();
});

const api = async (method: string, path: string, options?: CallOptions) =>
  toReply(await fetch(buildRequest(origin, method, path, options)));

describe('over real HTTP', () => {
  it('serves the API with the key by each method', async () => {
    for (const via of ['bearer', 'header', 'query'] as const) {
      const r = await api('GET', '/links', { via });
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(10);
      expect(r.headers.get('x-ratelimit-limit')).toBe('120');
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
    }
    const denied = await api('GET', '/links', { key: null });
    expect(denied.status).toBe(401);
    expect(typeof denied.body.message).toBe('string');
  });

  it('creates a link whose short URL is on the socket’s origin, follows it and records the click', async () => {
    const created = await api('POST', '/links', {
      json: { original_url: 'https://example.com/over-http', custom_alias: 'over-http' },
    });
    expect(created.status).toBe(201);
    expect(created.body.short_url).toBe(`${origin}/over-http`);

    const hop = await fetch(created.body.short_url, {
      redirect: 'manual',
      headers: {
        'User-Agent': UA.macSafari,
        'CF-IPCountry': 'CA',
        Referer: 'https://news.example/',
      },
    });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('https://example.com/over-http');

    const a = await api('GET', `/links/${created.body.id}/analytics`);
    expect(a.body.summary).toEqual({ total_clicks: 1, unique_clicks: 1 });
    expect(a.body.recent_clicks[0]).toMatchObject({
      device_type: 'desktop',
      browser: 'Safari',
      os: 'macOS',
      country_code: 'CA',
      referrer: 'news.example',
    });
    expect(a.body.breakdown.countries).toEqual([
      { country: 'Canada', country_code: 'CA', count: 1 },
    ]);

    // The visitor is the socket's address: the same agent from 127.0.0.1 is the same visitor,
    // from any other address a new one.
    const again = (ip: string) =>
      s.raw('/over-http', {
        redirect: 'manual',
        headers: { 'User-Agent': UA.macSafari, 'X-Forwarded-For': ip },
      });
    await again('127.0.0.1');
    let summary = (await api('GET', `/links/${created.body.id}/analytics`)).body.summary;
    expect(summary).toEqual({ total_clicks: 2, unique_clicks: 1 });
    await again('127.0.0.2');
    summary = (await api('GET', `/links/${created.body.id}/analytics`)).body.summary;
    expect(summary).toEqual({ total_clicks: 3, unique_clicks: 2 });
  });

  it('serves the download URLs it hands out, with the same key', async () => {
    const created = await api('POST', '/qrcodes', {
      json: {
        name: 'Over HTTP',
        type: 'url',
        content: 'https://example.com/qr-over-http',
        error_correction: 'Q',
        size: 240,
        foreground_color: '#0F766E',
      },
    });
    expect(created.status).toBe(201);
    const pngUrl: string = created.body.download_png_url;
    expect(pngUrl.startsWith(`${origin}/api/v1/`)).toBe(true);

    const res = await fetch(pngUrl, { headers: { Authorization: `Bearer ${KEYS.pro}` } });
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([240, 240]);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      'https://example.com/qr-over-http',
    );

    const svg = await fetch(`${created.body.download_svg_url}?api_key=${KEYS.pro}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg[^>]*width="240"/);

    expect((await fetch(pngUrl)).status).toBe(401);
  });

  it('answers a browser’s preflight', async () => {
    const res = await fetch(`${origin}/api/v1/links`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'chrome-extension://abcdefghijklmnop',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it('sends a JSON 404 for an unknown short code and a domain’s page for its Host', async () => {
    const miss = await fetch(`${origin}/never-made`, { redirect: 'manual' });
    expect(miss.status).toBe(404);
    expect(miss.headers.get('content-type')).toContain('application/json');
    expect(typeof (await miss.json()).message).toBe('string');

    // fetch() sets Host itself, so node:http plays a custom domain pointed at the sandbox.
    const onDomain = await new Promise<IncomingMessage>((resolve, reject) => {
      const { port } = new URL(origin);
      get({ host: '127.0.0.1', port, path: '/never-made', headers: { Host: 'go.example.com' } })
        .on('response', (res) => {
          res.resume();
          resolve(res);
        })
        .on('error', reject);
    });
    expect(onDomain.statusCode).toBe(302);
    expect(onDomain.headers.location).toBe('https://example.com/404');
  });
});

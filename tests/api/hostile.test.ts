import { describe, expect, it } from 'vitest';
import type { AuthMethod } from '../../lib/api/client';
import type { ApiError } from '../../lib/api/errors';
import { createLink, listLinks } from '../../lib/api/links';
import { downloadQrCode } from '../../lib/api/qrcodes';
import { errorView } from '../../lib/error-view';
import { testConnection } from '../../lib/settings/connection-test';
import type { Fetch, Sent } from '../support/sandbox';
import { BASE, fixtureClient, json, rejection, sandbox } from './helpers';

// A service that answers with a redirect to another origin. The fetch behaves as a browser's
// does: it follows a redirect, resending the request's headers and URL, unless the caller asked
// for `redirect: 'manual'`, in which case it hands back the 3xx answer itself.
function redirectingService(status: 301 | 302 | 307 | 308, to = 'https://evil.example/steal') {
  const sent: Sent[] = [];
  const fetch: Fetch = async (input, init) => {
    let req = new Request(input, init);
    for (let hops = 0; hops < 5; hops++) {
      sent.push({ url: req.url, method: req.method, headers: req.headers, body: null });
      if (new URL(req.url).origin !== new URL(BASE).origin) {
        return json({ current_page: 1, data: [], total: 0, per_page: 10, last_page: 1 });
      }
      const answer = new Response(null, { status, headers: { Location: to } });
      if (init?.redirect === 'manual') return answer;
      req = new Request(new URL(to, req.url), { method: req.method, headers: req.headers });
    }
    throw new TypeError('too many redirects');
  };
  return { fetch, sent };
}

describe('an API call never follows a redirect', () => {
  const methods: AuthMethod[] = ['bearer', 'header', 'query'];
  for (const authMethod of methods) {
    for (const status of [301, 302, 307, 308] as const) {
      it(`${status} with the key sent by ${authMethod}: no request leaves for the other origin`, async () => {
        const service = redirectingService(status);
        const { client } = fixtureClient(service.fetch, { authMethod });
        const e = (await rejection(listLinks(client))) as ApiError;
        expect(service.sent.map((s) => new URL(s.url).origin)).toEqual([new URL(BASE).origin]);
        expect(e.kind).toBe('redirect');
        expect(e.location).toBe('https://evil.example');
        // One plain sentence, the settings to fix it; where it led is the detail's, never the key.
        const view = errorView(e);
        expect(view.message).toBe("Your link service's address leads somewhere else.");
        expect(view.next).toBe('options');
        expect(view.detail).toBe(
          `${new URL(BASE).host} answered with a redirect to https://evil.example. Snaplink never follows an API redirect, so your key stays with ${new URL(BASE).host}. Check that the base URL is the API root, for example https://short.example.com/api/v1.`,
        );
        expect(view.message).not.toContain('fixture-key-123456');
        expect(view.detail).not.toContain('fixture-key-123456');
      });
    }
  }

  it('a POST is not repeated elsewhere either', async () => {
    const service = redirectingService(307);
    const { client } = fixtureClient(service.fetch, { authMethod: 'header' });
    const e = await rejection(createLink(client, { original_url: 'https://example.com/' }));
    expect(e).toMatchObject({ kind: 'redirect' });
    expect(service.sent).toHaveLength(1);
  });

  it('a redirect the browser keeps opaque is an error that names no place', async () => {
    const opaque = Object.defineProperty(new Response(null, { status: 200 }), 'type', {
      value: 'opaqueredirect',
    });
    const { client } = fixtureClient(async () => opaque);
    const e = (await rejection(listLinks(client))) as ApiError;
    expect(e.kind).toBe('redirect');
    expect(e.location).toBeUndefined();
    const view = errorView(e);
    expect(view.message).toBe("Your link service's address leads somewhere else.");
    expect(view.next).toBe('options');
    expect(view.detail).toMatch(/^\S+ answered with a redirect to another address\. /);
  });

  it('a QR download with the key is not followed to another origin', async () => {
    const service = redirectingService(302);
    const { client } = fixtureClient(service.fetch);
    const qr = { download_svg_url: `${BASE}/qrcodes/1/download/svg`, download_png_url: undefined };
    const e = await rejection(downloadQrCode(client, qr, 'svg'));
    expect(e).toMatchObject({ kind: 'redirect' });
    expect(service.sent).toHaveLength(1);
  });

  it('Test connection never says "connected" from another host', async () => {
    const service = redirectingService(302);
    const connection = { baseUrl: BASE, apiKey: 'demo-pro-key', authMethod: 'header' as const };
    const e = await rejection(testConnection(connection, { fetch: service.fetch }));
    expect(e).toMatchObject({ kind: 'redirect', location: 'https://evil.example' });
    expect(service.sent).toHaveLength(1);
  });

  it('the sandbox, which never redirects an API call, still answers through the same client', async () => {
    const sb = sandbox();
    const page = await listLinks(sb.client('demo-pro-key', { authMethod: 'header' }));
    expect(page.total).toBeGreaterThan(0);
  });
});

describe('the key is masked in server text, whatever its case', () => {
  const key = 'fixture-key-123456';
  for (const echo of [key, key.toUpperCase(), 'Fixture-Key-123456']) {
    it(`hides "${echo}"`, async () => {
      const body = { message: `Key ${echo} is not allowed.`, errors: { alias: [`no ${echo}`] } };
      for (const status of [403, 422]) {
        const { client } = fixtureClient(async () => json(body, status));
        const e = (await rejection(
          createLink(client, { original_url: 'https://example.com', custom_alias: 'abc' }),
        )) as ApiError;
        const view = errorView(e);
        const shown = `${view.message} ${view.detail ?? ''} ${JSON.stringify(e)}`.toLowerCase();
        expect(shown).not.toContain(key);
      }
    });
  }
});

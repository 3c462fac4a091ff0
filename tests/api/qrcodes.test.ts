import { describe, expect, it } from 'vitest';
import { createLink } from '../../lib/api/links';
import {
  createQrCode,
  deleteQrCode,
  downloadQrCode,
  getQrCode,
  listQrCodes,
} from '../../lib/api/qrcodes';
import { BASE, canned, fixtureClient, rejection, sandbox } from './helpers';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

describe('QR codes against the sandbox', () => {
  it('lists the seeded codes with created_at, filtered by name', async () => {
    const sb = sandbox();
    const c = sb.client();
    const all = await listQrCodes(c);
    expect(all.total).toBe(5);
    expect(all.last_page).toBe(1);
    expect(all.data.every((q) => typeof q.created_at === 'string')).toBe(true);

    const some = await listQrCodes(c, { search: 'flyer', page: 1, per_page: 10 });
    expect(some.data.map((q) => q.name)).toEqual(['Pricing flyer']);
    expect(sb.sent.at(-1)?.url).toBe(`${BASE}/qrcodes?search=flyer&page=1&per_page=10`);
  });

  it('creates a dynamic code for a link, then reads it with its preview', async () => {
    const sb = sandbox();
    const c = sb.client();
    const link = await createLink(c, { original_url: 'https://example.com/qr' });
    const made = await createQrCode(c, {
      name: 'Poster',
      type: 'url',
      content: link.short_url,
      error_correction: 'M',
      foreground_color: '#112233',
      size: 200,
      link_id: link.id,
    });
    expect(made).toMatchObject({ name: 'Poster', is_dynamic: true, link_id: link.id, size: 200 });
    expect(made.created_at).toEqual(expect.any(String));

    const got = await getQrCode(c, made.id);
    expect(got.preview_svg).toMatch(/<svg/);
    // The single-item answer has no created_at, and that must not break parsing.
    expect(got.created_at).toBeUndefined();
  });

  it('downloads SVG and PNG with the key, as Blobs', async () => {
    const sb = sandbox();
    const c = sb.client();
    const [qr] = (await listQrCodes(c)).data;
    if (!qr) throw new Error('seed has QR codes');

    const svg = await downloadQrCode(c, qr, 'svg');
    expect(svg.type).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg|<\?xml/);
    expect(sb.sent.at(-1)?.headers.get('authorization')).toBe('Bearer demo-pro-key');

    const png = await downloadQrCode(c, qr, 'png');
    expect(png.type).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual(PNG_MAGIC);
  });

  it('deletes permanently: the code is then not found', async () => {
    const sb = sandbox();
    const c = sb.client();
    const [qr] = (await listQrCodes(c)).data;
    if (!qr) throw new Error('seed has QR codes');
    expect((await deleteQrCode(c, qr.id)).message).toMatch(/deleted/i);
    expect(await rejection(getQrCode(c, qr.id))).toMatchObject({ kind: 'not_found', status: 404 });
  });

  it('answers 422 field errors for content over 1000 characters', async () => {
    const e = await rejection(
      createQrCode(sandbox().client(), {
        name: 'Too long',
        type: 'text',
        content: 'x'.repeat(1001),
        error_correction: 'L',
      }),
    );
    expect(e).toMatchObject({ kind: 'validation', status: 422 });
    expect((e as { fieldErrors: Record<string, string[]> }).fieldErrors.content).toHaveLength(1);
  });
});

describe('QR downloads and the key', () => {
  const qr = {
    download_svg_url: 'https://cdn.elsewhere.test/qr/1.svg',
    download_png_url: '/api/v1/qrcodes/1/download/png',
  };

  it('never sends the key to another origin', async () => {
    const { fetch, calls } = canned(
      new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }),
    );
    const { client } = fixtureClient(fetch, { authMethod: 'query' });
    await downloadQrCode(client, qr, 'svg');
    expect(calls[0]?.url).toBe('https://cdn.elsewhere.test/qr/1.svg');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('resolves a relative address against the API origin and authenticates it', async () => {
    const { fetch, calls } = canned(new Response(new Uint8Array(PNG_MAGIC)));
    const { client } = fixtureClient(fetch, { authMethod: 'header' });
    const blob = await downloadQrCode(client, qr, 'png');
    expect(blob.type).toBe('image/png');
    expect(calls[0]?.url).toBe('http://127.0.0.1:8787/api/v1/qrcodes/1/download/png');
    expect(calls[0]?.headers.get('x-api-key')).toBe('fixture-key-123456');
  });

  it('refuses an HTML page or a missing address as bad_response', async () => {
    const { fetch } = canned(
      new Response('<html>login</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const { client } = fixtureClient(fetch);
    expect(await rejection(downloadQrCode(client, qr, 'png'))).toMatchObject({
      kind: 'bad_response',
    });
    expect(await rejection(downloadQrCode(client, {}, 'svg'))).toMatchObject({
      kind: 'bad_response',
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  expectError,
  freshPerTest,
  KEYS,
  NOW,
  type Sandbox,
  sharedPerBlock,
  toReply,
} from './helpers.ts';

// Issue item 7: content within the 1000-character limit that no QR code can hold (1000
// characters of three UTF-8 bytes each are 3000 bytes; a version-40 code holds at most 2953).
let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

const qr = (content: string, error_correction = 'L') => ({
  name: 'Too much',
  type: 'text',
  content,
  error_correction,
});

describe('POST /qrcodes: content that can’t be encoded', () => {
  sharedPerBlock(use);

  it('1000 three-byte characters → 422 on content, and nothing is stored', async () => {
    const before = (await s.api('GET', '/qrcodes')).body.total;
    const r = await s.api('POST', '/qrcodes', { json: qr('€'.repeat(1000)) });
    expectError(r, 422, 'content');
    const after = await s.api('GET', '/qrcodes');
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(before);
  });

  it('the check uses the code’s own error correction: fits at L, not at H', async () => {
    // 1000 two-byte characters are 2000 bytes: within L's 2953, beyond H's 1273.
    const content = 'é'.repeat(1000);
    expect((await s.api('POST', '/qrcodes', { json: qr(content, 'L') })).status).toBe(201);
    expectError(await s.api('POST', '/qrcodes', { json: qr(content, 'H') }), 422, 'content');
  });

  it('1000 ASCII characters at H still fit', async () => {
    const r = await s.api('POST', '/qrcodes', { json: qr('a'.repeat(1000), 'H') });
    expect(r.status, r.text).toBe(201);
    expect(r.body.preview_svg).toMatch(/^<svg/);
  });

  it('the 422 is checked after the 400: a missing name still wins', async () => {
    const { name: _name, ...rest } = qr('€'.repeat(1000));
    expectError(await s.api('POST', '/qrcodes', { json: rest }), 400, 'name');
  });
});

describe('a stored row that can’t render does not break the account', () => {
  freshPerTest(use);

  /** A row as an older sandbox stored it, before content was checked. */
  const plantBroken = () =>
    Number(
      s.db
        .prepare(
          `INSERT INTO qrcodes (account_id, link_id, name, content, type, foreground_color,
             background_color, margin, size, error_correction, created_at)
           VALUES (1, NULL, 'Broken', ?, 'text', '#000000', '#FFFFFF', 4, 300, 'L', ?)`,
        )
        .run('€'.repeat(1000), NOW).lastInsertRowid,
    );

  it('GET /qrcodes answers 200; only that item lacks its preview', async () => {
    const id = plantBroken();
    const r = await s.api('GET', '/qrcodes');
    expect(r.status, r.text).toBe(200);
    expect(r.body.total).toBe(6);
    const broken = r.body.data.find((q: { id: number }) => q.id === id);
    expect(broken).toMatchObject({ id, name: 'Broken', content: '€'.repeat(1000) });
    expect(broken).not.toHaveProperty('preview_svg');
    for (const q of r.body.data.filter((x: { id: number }) => x.id !== id)) {
      expect(q.preview_svg).toMatch(/^<svg/);
    }
  });

  it('GET /qrcodes/{id} answers 200 without preview_svg', async () => {
    const id = plantBroken();
    const r = await s.api('GET', `/qrcodes/${id}`);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ id, name: 'Broken' });
    expect(r.body).not.toHaveProperty('preview_svg');
  });

  it.each(['svg', 'png'])('its %s download is a 422 on content, not a 500', async (kind) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = plantBroken();
    const r = await toReply(
      await s.raw(`/api/v1/qrcodes/${id}/download/${kind}`, {
        headers: { Authorization: `Bearer ${KEYS.pro}` },
      }),
    );
    expectError(r, 422, 'content');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('it can still be deleted', async () => {
    const id = plantBroken();
    expect((await s.api('DELETE', `/qrcodes/${id}`)).status).toBe(200);
    expect((await s.api('GET', '/qrcodes')).body.total).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { createApp } from '../../sandbox/app.ts';
import { openDb } from '../../sandbox/db.ts';
import { DEFAULT_ORIGIN, followOrigin, seed } from '../../sandbox/seed.ts';
import { FakeClock } from '../support/sandbox.ts';
import { buildRequest, NOW, toReply } from './helpers.ts';

// The seeded QR codes against the origin the sandbox serves: a scan must land on this sandbox.

interface Qr {
  id: number;
  name: string;
  content: string;
  link_id: number | null;
}

function seeded(origin?: string) {
  const db = openDb(':memory:');
  seed(db, NOW, origin);
  const app = createApp({ db, clock: new FakeClock(NOW) });
  /** The API as a client of `at` sees it (short URLs follow the request's origin). */
  const api = async (at: string, path: string) =>
    (await toReply(await app.request(buildRequest(at, 'GET', path)))).body;
  const codes = async (at: string) =>
    ((await api(at, '/qrcodes?per_page=100')).data as Qr[]).sort((a, b) => a.id - b.id);
  return { db, app, api, codes };
}

describe('the seeded QR codes', () => {
  it.each([
    ['the default origin', undefined, DEFAULT_ORIGIN],
    [
      'the origin it is given (port 0 picked 41234)',
      'http://127.0.0.1:41234',
      'http://127.0.0.1:41234',
    ],
  ])(
    'on %s: each dynamic one carries its link’s short URL, which redirects there',
    async (_, given, origin) => {
      const s = seeded(given);
      const dynamic = (await s.codes(origin)).filter((q) => q.link_id !== null);
      expect(dynamic.map((q) => q.name)).toEqual([
        'Launch week poster',
        'Pricing flyer',
        'Webinar slide',
      ]);
      for (const q of dynamic) {
        const link = await s.api(origin, `/links/${q.link_id}`);
        expect(q.content).toBe(link.short_url);
        expect(q.content.startsWith(`${origin}/`)).toBe(true);
        // What a phone does with the scan: a plain GET of the content.
        const scan = await s.app.request(q.content);
        expect(scan.status).toBe(302);
        expect(scan.headers.get('location')).toBe(link.original_url);
      }
    },
  );

  it('on a database seeded on another port, follow the port the sandbox serves now', async () => {
    const s = seeded();
    const demo1 = 1;
    const demo2 = 2; // on go.example.com
    const add = s.db.prepare(
      `INSERT INTO qrcodes (account_id, link_id, name, content, type, foreground_color, background_color,
         margin, size, error_correction, created_at) VALUES (1, ?, ?, ?, 'url', '#000000', '#FFFFFF', 4, 300, 'M', 0)`,
    );
    add.run(demo1, 'With a query', `${DEFAULT_ORIGIN}/demo1?utm=flyer`);
    add.run(demo1, 'Elsewhere', 'https://example.com/demo1');
    add.run(demo2, 'On its domain', 'http://go.example.com/demo2');
    const before = await s.codes(DEFAULT_ORIGIN);

    const now = 'http://127.0.0.1:5173';
    followOrigin(s.db, now);
    const after = await s.codes(now);
    const moved = after.filter((q, i) => q.content !== before[i]?.content).map((q) => q.name);
    expect(moved.sort()).toEqual(['Launch week poster', 'Pricing flyer', 'Webinar slide']);
    for (const q of after.filter((q) => moved.includes(q.name))) {
      expect((await s.app.request(q.content)).status).toBe(302);
      expect(new URL(q.content).origin).toBe(now);
    }
  });
});

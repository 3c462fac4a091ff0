import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import type { Clock } from '../auth.ts';
import { recordClick } from '../clicks.ts';
import type { Db } from '../db.ts';
import { notFound } from '../http.ts';

type DomainPages = { index_page: string | null; not_found_page: string | null };

/** The short links themselves: `GET /{short_code}` records a click, then answers 302. */
export function redirectRoutes(db: Db, clock: Clock) {
  const byCode = db.prepare<[string], { id: number; original_url: string }>(
    'SELECT id, original_url FROM links WHERE short_code = ?',
  );
  const domainOf = (host: string | undefined) =>
    db
      .prepare<[string], DomainPages>(
        'SELECT index_page, not_found_page FROM domains WHERE name = ?',
      )
      .get((host ?? '').replace(/:\d+$/, ''));

  return new Hono<{ Bindings: { incoming?: IncomingMessage } }>()
    .get('/', (c) => {
      const page = domainOf(c.req.header('host'))?.index_page;
      if (page) return c.redirect(page, 302);
      return c.json({ message: 'Snaplink sandbox. The API lives under /api/v1.' });
    })
    .get('/:code', (c) => {
      const link = byCode.get(c.req.param('code'));
      if (!link) {
        const page = domainOf(c.req.header('host'))?.not_found_page;
        if (page) return c.redirect(page, 302);
        throw notFound('Short link');
      }
      // The sandbox listens on loopback only, so a forwarded address is a test's or a proxy's.
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      recordClick(db, link.id, clock.now(), {
        ip: forwarded || c.env?.incoming?.socket.remoteAddress || '',
        userAgent: c.req.header('user-agent') ?? '',
        country: c.req.header('cf-ipcountry'),
        referrer: c.req.header('referer'),
      });
      return c.redirect(link.original_url, 302);
    });
}

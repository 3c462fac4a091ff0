import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import type { Clock } from '../auth.ts';
import { recordClick } from '../clicks.ts';
import type { Db } from '../db.ts';
import { domainByHost, requestHost } from '../hosts.ts';
import { ApiFailure, notFound } from '../http.ts';
import { redirectTarget } from '../urls.ts';

/**
 * A stored URL made fit for a Location header (see redirectTarget), or a 404 when it no
 * longer parses: a row from before URLs were checked must not fail every visit with a 500.
 */
function targetOf(stored: string): string {
  const target = redirectTarget(stored);
  if (target === null) throw new ApiFailure(404, 'This short link’s target is not a valid URL.');
  return target;
}

/**
 * The short links themselves: `GET /{short_code}` records a click, then answers 302.
 *
 * A code resolves within the host it is asked on: on a custom domain, that domain owner's
 * links made on that domain; on any other host (the service's own origin, whatever name it is
 * reached by), links made without a domain. So one account's code never answers on another
 * account's domain.
 */
export function redirectRoutes(db: Db, clock: Clock) {
  const onDomain = db.prepare<[string, number, number], { id: number; original_url: string }>(
    'SELECT id, original_url FROM links WHERE short_code = ? AND domain_id = ? AND account_id = ?',
  );
  const onOrigin = db.prepare<[string], { id: number; original_url: string }>(
    'SELECT id, original_url FROM links WHERE short_code = ? AND domain_id IS NULL',
  );

  return new Hono<{ Bindings: { incoming?: IncomingMessage } }>()
    .get('/', (c) => {
      const page = domainByHost(db, requestHost(c))?.index_page;
      if (page) return c.redirect(targetOf(page), 302);
      return c.json({ message: 'Snaplink sandbox. The API lives under /api/v1.' });
    })
    .get('/:code', (c) => {
      const code = c.req.param('code');
      const domain = domainByHost(db, requestHost(c));
      const link = domain ? onDomain.get(code, domain.id, domain.account_id) : onOrigin.get(code);
      if (!link) {
        if (domain?.not_found_page) return c.redirect(targetOf(domain.not_found_page), 302);
        throw notFound('Short link');
      }
      // Before the click is counted: a link that can't redirect was not followed.
      const target = targetOf(link.original_url);
      // The sandbox listens on loopback only, so a forwarded address is a test's or a proxy's.
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      recordClick(db, link.id, clock.now(), {
        ip: forwarded || c.env?.incoming?.socket.remoteAddress || '',
        userAgent: c.req.header('user-agent') ?? '',
        country: c.req.header('cf-ipcountry'),
        referrer: c.req.header('referer'),
      });
      return c.redirect(target, 302);
    });
}

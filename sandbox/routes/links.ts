import { Hono } from 'hono';
import * as z from 'zod';
import type { AuthEnv, Clock } from '../auth.ts';
import { readBody } from '../body.ts';
import type { Db } from '../db.ts';
import { serviceHosts } from '../hosts.ts';
import {
  ApiFailure,
  idParam,
  intLike,
  listPage,
  notFound,
  pageQuery,
  urlField,
  validate,
  validateQuery,
} from '../http.ts';
import { findLink, LINK_SELECT, type LinkRow, newShortCode, serializeLink } from '../links.ts';

/** The body of POST /links; what counts as the service's own host depends on the request. */
const createBody = (isServiceHost: (host: string) => boolean) =>
  z.object({
    original_url: urlField('original_url', isServiceHost),
    custom_alias: z
      .string('The custom_alias must be a string.')
      .regex(/^[A-Za-z0-9_-]{3,64}$/, 'The custom_alias must be 3 to 64 letters, digits, _ or -.')
      .optional(),
    title: z
      .string('The title must be a string.')
      .max(255, 'The title may not be longer than 255 characters.')
      .optional(),
    // Form bodies carry numbers as text.
    domain_id: intLike('The domain_id must be an integer.').optional(),
  });

const listQuery = z.object({ search: z.string().optional(), ...pageQuery });

export function linkRoutes(db: Db, clock: Clock) {
  const origin = (url: string) => new URL(url).origin;
  const insert = db.prepare(
    'INSERT INTO links (account_id, domain_id, short_code, original_url, title, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return new Hono<AuthEnv>()
    .post('/', async (c) => {
      const account = c.get('account');
      const body = validate(createBody(serviceHosts(db, c)), await readBody(c));
      const errors: Record<string, string[]> = {};
      if (
        body.custom_alias &&
        db.prepare('SELECT 1 FROM links WHERE short_code = ?').get(body.custom_alias)
      ) {
        errors.custom_alias = ['The custom_alias has already been taken.'];
      }
      if (
        body.domain_id !== undefined &&
        !db
          .prepare('SELECT 1 FROM domains WHERE id = ? AND account_id = ?')
          .get(body.domain_id, account.id)
      ) {
        errors.domain_id = ['The selected domain_id is invalid.'];
      }
      if (Object.keys(errors).length > 0)
        throw new ApiFailure(422, 'The given data was invalid.', errors);
      // Plan locks come last in the contract's order of checks.
      if (body.custom_alias && account.aliases_locked) {
        throw new ApiFailure(403, 'Custom aliases are locked on your plan.');
      }
      const count = db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM links WHERE account_id = ?')
        .get(account.id);
      if (account.link_limit !== null && (count?.n ?? 0) >= account.link_limit) {
        throw new ApiFailure(403, 'You have reached the link limit of your plan.');
      }
      const code = body.custom_alias ?? newShortCode(db);
      const title = body.title ?? new URL(body.original_url).hostname;
      const { lastInsertRowid } = insert.run(
        account.id,
        body.domain_id ?? null,
        code,
        body.original_url,
        title,
        clock.now(),
      );
      const row = findLink(db, account.id, Number(lastInsertRowid)) as LinkRow;
      return c.json(serializeLink(row, origin(c.req.url)), 201);
    })
    .get('/', async (c) => {
      const account = c.get('account');
      const { search, page = 1, per_page: perPage = 10 } = validateQuery(listQuery, c);
      // instr() rather than LIKE, so that % and _ in a search are plain characters.
      const where =
        'WHERE l.account_id = ? AND (? IS NULL OR instr(lower(l.title), ?) OR instr(lower(l.short_code), ?) OR instr(lower(l.original_url), ?))';
      const term = search ? search.toLowerCase() : null;
      const params = [account.id, term, term, term, term];
      const sql = {
        count: `SELECT COUNT(*) AS n FROM links l ${where}`,
        rows: `${LINK_SELECT} ${where} ORDER BY l.created_at DESC, l.id DESC`,
        params,
      };
      const at = origin(c.req.url);
      return c.json(await listPage(db, sql, page, perPage, (r: LinkRow) => serializeLink(r, at)));
    })
    .get('/:id', (c) => {
      const row = findLink(db, c.get('account').id, idParam(c, 'Link'));
      if (!row) throw notFound('Link');
      return c.json(serializeLink(row, origin(c.req.url)));
    })
    .delete('/:id', (c) => {
      const account = c.get('account');
      const id = idParam(c, 'Link');
      if (!findLink(db, account.id, id)) throw notFound('Link');
      db.prepare('DELETE FROM links WHERE id = ?').run(id);
      return c.json({ message: 'Link deleted.' });
    });
}

import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { Account, AuthEnv, Clock } from '../auth.ts';
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
import {
  findLink,
  followShortUrl,
  LINK_SELECT,
  type LinkRow,
  newShortCode,
  serializeLink,
} from '../links.ts';

/**
 * The fields a client sets on a link, under one set of rules for create and update; what
 * counts as the service's own host depends on the request.
 */
const linkFields = (isServiceHost: (host: string) => boolean) =>
  z.object({
    original_url: urlField('original_url', isServiceHost),
    custom_alias: z
      .string('The custom_alias must be a string.')
      .regex(/^[A-Za-z0-9_-]{3,64}$/, 'The custom_alias must be 3 to 64 letters, digits, _ or -.'),
    title: z
      .string('The title must be a string.')
      .max(255, 'The title may not be longer than 255 characters.'),
    // Form bodies carry numbers as text.
    domain_id: intLike('The domain_id must be an integer.'),
  });

/** POST /links: only the destination is required. */
const createBody = (isServiceHost: (host: string) => boolean) =>
  linkFields(isServiceHost).partial({ custom_alias: true, title: true, domain_id: true });

/** PUT and PATCH /links/{id}: any of the fields, each kept when left out. */
const updateBody = (isServiceHost: (host: string) => boolean) =>
  linkFields(isServiceHost).partial();
const UPDATABLE = ['original_url', 'custom_alias', 'title', 'domain_id'] as const;

const isBlank = (v: unknown) => v === null || v === '';

/** A link made without a title is named after its destination's host. */
const defaultTitle = (url: string) => URL.parse(url)?.hostname ?? '';

const listQuery = z.object({ search: z.string().optional(), ...pageQuery });

export function linkRoutes(db: Db, clock: Clock) {
  const origin = (url: string) => new URL(url).origin;
  const insert = db.prepare(
    'INSERT INTO links (account_id, domain_id, short_code, original_url, title, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const codeTaken = db.prepare('SELECT 1 FROM links WHERE short_code = ?');
  const ownDomain = db.prepare('SELECT 1 FROM domains WHERE id = ? AND account_id = ?');
  const write = db.prepare(
    'UPDATE links SET short_code = ?, original_url = ?, title = ?, domain_id = ? WHERE id = ?',
  );

  /**
   * The checks past each field's own form, for create and update alike: a taken alias or a
   * domain that is not the account's is a 422, then a locked alias is the plan's 403 (the
   * contract's order). `ownCode` is the code of the link being updated: it is not "taken",
   * and sending it again sets no alias. Returns the alias to set, if any.
   */
  const vetAliasAndDomain = (
    account: Account,
    body: { custom_alias?: string | undefined; domain_id?: number | undefined },
    ownCode?: string,
  ): string | undefined => {
    const alias = body.custom_alias === ownCode ? undefined : body.custom_alias;
    const errors: Record<string, string[]> = {};
    if (alias !== undefined && codeTaken.get(alias)) {
      errors.custom_alias = ['The custom_alias has already been taken.'];
    }
    if (body.domain_id !== undefined && !ownDomain.get(body.domain_id, account.id)) {
      errors.domain_id = ['The selected domain_id is invalid.'];
    }
    if (Object.keys(errors).length > 0)
      throw new ApiFailure(422, 'The given data was invalid.', errors);
    if (alias !== undefined && account.aliases_locked) {
      throw new ApiFailure(403, 'Custom aliases are locked on your plan.');
    }
    return alias;
  };

  /**
   * PUT and PATCH alike merge the fields sent (the contract). `title` or `domain_id` sent as
   * null or '' clears it: the title becomes what a link made without one gets, the link leaves
   * its domain. A blank `custom_alias` sets none, as on create; a blank `original_url` is a
   * required value missing, a 400. DECISIONS.md has the rest.
   */
  const update = async (c: Context<AuthEnv>) => {
    const account = c.get('account');
    const id = idParam(c, 'Link');
    // 404 before the body's checks (the contract's order); read again once the body is in,
    // since another request may have changed or deleted the link meanwhile.
    if (!findLink(db, account.id, id)) throw notFound('Link');
    const raw = await readBody(c);
    const current = findLink(db, account.id, id);
    if (!current) throw notFound('Link');
    const sent = (k: (typeof UPDATABLE)[number]) => Object.hasOwn(raw, k);
    if (!UPDATABLE.some(sent)) {
      throw new ApiFailure(400, `Send at least one of ${UPDATABLE.join(', ')}.`);
    }
    if (sent('original_url') && isBlank(raw.original_url)) {
      throw new ApiFailure(400, 'Required fields are missing.', {
        original_url: ['The original_url may not be empty.'],
      });
    }
    // validate() reads null and '' as "not sent", so the clearing ones are noted first.
    const clears = (k: 'title' | 'domain_id') => sent(k) && isBlank(raw[k]);
    const body = validate(updateBody(serviceHosts(db, c)), raw);
    const alias = vetAliasAndDomain(account, body, current.short_code);
    const url = body.original_url ?? current.original_url;
    const next = {
      short_code: alias ?? current.short_code,
      original_url: url,
      title: clears('title') ? defaultTitle(url) : (body.title ?? current.title),
      domain_id: clears('domain_id') ? null : (body.domain_id ?? current.domain_id),
    };
    const at = origin(c.req.url);
    const updated = db.transaction(() => {
      write.run(next.short_code, next.original_url, next.title, next.domain_id, id);
      const link = serializeLink(findLink(db, account.id, id) as LinkRow, at);
      followShortUrl(db, id, serializeLink(current, at).short_url, link.short_url);
      return link;
    })();
    return c.json(updated);
  };

  return new Hono<AuthEnv>()
    .post('/', async (c) => {
      const account = c.get('account');
      const body = validate(createBody(serviceHosts(db, c)), await readBody(c));
      vetAliasAndDomain(account, body);
      // The link limit is the create's alone: an update adds no link.
      const count = db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM links WHERE account_id = ?')
        .get(account.id);
      if (account.link_limit !== null && (count?.n ?? 0) >= account.link_limit) {
        throw new ApiFailure(403, 'You have reached the link limit of your plan.');
      }
      const code = body.custom_alias ?? newShortCode(db);
      const title = body.title ?? defaultTitle(body.original_url);
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
    })
    .put('/:id', update)
    .patch('/:id', update);
}

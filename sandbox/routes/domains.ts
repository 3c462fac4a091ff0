import { isIP } from 'node:net';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { AuthEnv, Clock } from '../auth.ts';
import { readBody } from '../body.ts';
import type { Db } from '../db.ts';
import { isoMicros } from '../db.ts';
import { requestHost, serviceHosts } from '../hosts.ts';
import {
  ApiFailure,
  idParam,
  listPage,
  notFound,
  pageQuery,
  urlField,
  validate,
  validateQuery,
} from '../http.ts';
import { isPrivateHost } from '../urls.ts';

interface DomainRow {
  id: number;
  account_id: number;
  name: string;
  index_page: string | null;
  not_found_page: string | null;
  created_at: number;
  updated_at: number;
}

const serialize = (d: DomainRow) => ({
  id: d.id,
  name: d.name,
  index_page: d.index_page,
  not_found_page: d.not_found_page,
  created_at: isoMicros(d.created_at),
  updated_at: isoMicros(d.updated_at),
});

type IsServiceHost = (host: string) => boolean;

/** The two page URLs, under the same rule as a link's target: a page is a redirect too. */
const pages = (isServiceHost: IsServiceHost) => ({
  index_page: urlField('index_page', isServiceHost).optional(),
  not_found_page: urlField('not_found_page', isServiceHost).optional(),
});
const PAGE_FIELDS = ['index_page', 'not_found_page'] as const;

// Letters, digits and hyphens in labels of 1 to 63, at least one dot, no leading or trailing hyphen.
const HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * Whether a browser reads `name` as an address: WHATWG URL parsing takes a host whose last
 * label is a number (decimal, or hex as in 0xad) as IPv4, so 04.69.03.0xad arrives as
 * 4.69.3.173 and no Host header could ever name it.
 */
function isAddress(name: string): boolean {
  try {
    return isIP(new URL(`http://${name}/`).hostname) !== 0;
  } catch {
    return true; // ends in a number but is no valid address (1.2.3.999): still not a name
  }
}

/**
 * Why `name` can't be a custom domain, or null. Beyond the hostname form, it may not be an
 * address, a loopback or private name, or the service's own host: short codes resolve by
 * Host, so such a name would take over the links of the service's origin. One reason each.
 */
function nameProblem(name: string, ownHost: string): string | null {
  if (!HOSTNAME.test(name)) return 'The name must be a valid hostname.';
  if (isAddress(name)) return 'The name may not be an IP address.';
  if (isPrivateHost(name)) return 'The name may not be a loopback or private name.';
  if (name.toLowerCase() === ownHost) return 'The name is the service’s own host.';
  return null;
}

const domainName = (ownHost: string) =>
  z.string('The name must be a string.').superRefine((name, ctx) => {
    const problem = nameProblem(name, ownHost);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const listQuery = z.object({
  search: z.string().optional(),
  search_by: z.enum(['name']).optional(),
  sort_by: z.enum(['id', 'name']).optional(),
  sort: z.enum(['desc', 'asc']).optional(),
  ...pageQuery,
});

export function domainRoutes(db: Db, clock: Clock) {
  const find = (accountId: number, id: number) =>
    db
      .prepare<[number, number], DomainRow>('SELECT * FROM domains WHERE id = ? AND account_id = ?')
      .get(id, accountId);
  const nameTaken = (name: string) =>
    db.prepare('SELECT 1 FROM domains WHERE name = ?').get(name) !== undefined;

  const update = async (c: Context<AuthEnv>) => {
    const account = c.get('account');
    const id = idParam(c, 'Domain');
    const existing = find(account.id, id);
    if (!existing) throw notFound('Domain');
    const raw = await readBody(c);
    // An empty page field clears it; validate() treats '' as "not sent", so note it first.
    const cleared = PAGE_FIELDS.filter((k) => raw[k] === '' || raw[k] === null);
    // The name is immutable: sending one is a 422, not silently ignored.
    if ('name' in raw)
      throw new ApiFailure(422, 'The given data was invalid.', {
        name: ['The name cannot be changed.'],
      });
    const body = validate(z.object(pages(serviceHosts(db, c))), raw);
    const next = { ...existing, ...body, updated_at: clock.now() };
    for (const k of cleared) next[k] = null;
    db.prepare(
      'UPDATE domains SET index_page = ?, not_found_page = ?, updated_at = ? WHERE id = ?',
    ).run(next.index_page, next.not_found_page, next.updated_at, id);
    return c.json(serialize(next));
  };

  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const q = validateQuery(listQuery, c);
      const perPage = q.per_page ?? 10;
      const pageNo = q.page ?? 1;
      const where = 'WHERE account_id = ? AND (? IS NULL OR instr(lower(name), ?))';
      const term = q.search ? q.search.toLowerCase() : null;
      const order = `${q.sort_by ?? 'id'} ${q.sort === 'asc' ? 'ASC' : 'DESC'}`;
      const accountId = c.get('account').id;
      const sql = {
        count: `SELECT COUNT(*) AS n FROM domains ${where}`,
        rows: `SELECT * FROM domains ${where} ORDER BY ${order}, id DESC`,
        params: [accountId, term, term],
      };
      return c.json(await listPage(db, sql, pageNo, perPage, serialize));
    })
    .post('/', async (c) => {
      const createBody = z.object({
        name: domainName(requestHost(c)),
        ...pages(serviceHosts(db, c)),
      });
      const body = validate(createBody, await readBody(c));
      const name = body.name.toLowerCase();
      if (nameTaken(name))
        throw new ApiFailure(422, 'The given data was invalid.', {
          name: ['The name has already been taken.'],
        });
      const now = clock.now();
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO domains (account_id, name, index_page, not_found_page, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          c.get('account').id,
          name,
          body.index_page ?? null,
          body.not_found_page ?? null,
          now,
          now,
        );
      return c.json(
        serialize(find(c.get('account').id, Number(lastInsertRowid)) as DomainRow),
        201,
      );
    })
    .get('/:id', (c) => {
      const domain = find(c.get('account').id, idParam(c, 'Domain'));
      if (!domain) throw notFound('Domain');
      return c.json(serialize(domain));
    })
    .put('/:id', update)
    .patch('/:id', update)
    .delete('/:id', (c) => {
      const id = idParam(c, 'Domain');
      if (!find(c.get('account').id, id)) throw notFound('Domain');
      // Its links stay, and fall back to the sandbox's own origin (domain_id becomes null).
      db.prepare('DELETE FROM domains WHERE id = ?').run(id);
      return c.json({ message: 'Domain deleted.' });
    });
}

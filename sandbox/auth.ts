import { createMiddleware } from 'hono/factory';
import type { Db } from './db.ts';
import { ApiFailure } from './http.ts';
import { type ClientOf, lockout } from './lockout.ts';

/** Section 8 of the reference: requests per rolling minute and API access, per plan. */
export const PLANS = {
  free: { perMinute: 60, apiAccess: false },
  pro: { perMinute: 120, apiAccess: true },
  enterprise: { perMinute: 300, apiAccess: true },
} as const;

type Plan = keyof typeof PLANS;

export interface Account {
  id: number;
  plan: Plan;
  aliases_locked: number;
  link_limit: number | null;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export type AuthEnv = { Variables: { account: Account } };

const WINDOW_MS = 60_000;

/** The key by any of the reference's three methods; the bearer header wins when several are sent. */
function keyOf(header: (name: string) => string | undefined, query: string | undefined) {
  const bearer = /^Bearer\s+(.+)$/i.exec(header('authorization') ?? '')?.[1]?.trim();
  return bearer || header('x-api-key')?.trim() || query?.trim() || undefined;
}

/**
 * The contract's order of checks, first part: 401, then 403 for a plan without api_access
 * (with the rate-limit headers, but not counted), then 429. Everything after runs in the routes.
 *
 * A client that has sent too many wrong keys gets a 429 in the 401's place (see lockout.ts);
 * a request with no key at all guesses nothing, and stays a plain 401.
 */
export function auth(db: Db, clock: Clock, clientOf: ClientOf) {
  const findKey = db.prepare<[string], Account & { active: number; expires_at: number | null }>(
    `SELECT a.id, a.plan, a.aliases_locked, a.link_limit, k.active, k.expires_at
     FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key = ?`,
  );
  const prune = db.prepare('DELETE FROM rate_hits WHERE key = ? AND at <= ?');
  const hits = db.prepare<[string], { n: number; oldest: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_hits WHERE key = ?',
  );
  const record = db.prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)');
  const failures = lockout(db);

  return createMiddleware<AuthEnv>(async (c, next) => {
    const key = keyOf((name) => c.req.header(name), c.req.query('api_key'));
    if (!key) throw new ApiFailure(401, 'Unauthenticated: no API key was sent.');
    const now = clock.now();
    const client = clientOf(c);
    const hold = failures.held(client, now);
    if (hold && !failures.isKnown(client, key)) {
      failures.fail(client, now);
      // Not a key's answer, so no key's X-RateLimit-Limit or -Remaining.
      c.header('Retry-After', String(hold.retryAfter));
      c.header('X-RateLimit-Reset', String(hold.reset));
      throw new ApiFailure(429, 'Too many failed attempts to authenticate. Retry later.');
    }
    const row = findKey.get(key);
    const problem = !row
      ? 'the API key is not valid'
      : !row.active
        ? 'the API key is inactive'
        : row.expires_at !== null && row.expires_at <= now
          ? 'the API key has expired'
          : null;
    if (!row || problem) {
      failures.fail(client, now);
      throw new ApiFailure(401, `Unauthenticated: ${problem}.`);
    }
    failures.succeed(client, key);

    const plan = PLANS[row.plan];
    prune.run(key, now - WINDOW_MS);
    const { n, oldest } = hits.get(key) ?? { n: 0, oldest: null };
    c.header('X-RateLimit-Limit', String(plan.perMinute));
    if (!plan.apiAccess) {
      c.header('X-RateLimit-Remaining', String(Math.max(0, plan.perMinute - n)));
      throw new ApiFailure(403, 'Your plan does not include API access. Upgrade to use the API.');
    }
    if (n >= plan.perMinute) {
      // The window frees its first slot when the oldest counted request turns 60 s old.
      const resetMs = (oldest ?? now) + WINDOW_MS;
      c.header('X-RateLimit-Remaining', '0');
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetMs - now) / 1000))));
      c.header('X-RateLimit-Reset', String(Math.ceil(resetMs / 1000)));
      throw new ApiFailure(429, 'Too many requests. Retry in the next minute.');
    }
    record.run(key, now);
    c.header('X-RateLimit-Remaining', String(plan.perMinute - n - 1));

    c.set('account', {
      id: row.id,
      plan: row.plan,
      aliases_locked: row.aliases_locked,
      link_limit: row.link_limit,
    });
    await next();
  });
}

import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { Db } from './db.ts';
import { ipv6Groups } from './urls.ts';

/**
 * Failed authentication per client: 20 failures in a rolling minute, then 429 until the
 * window has fewer. An honest client that mistypes its key a few times never meets it (the
 * e2e suite and the extension's "test connection" send a handful); a guesser gets 20 tries a
 * minute instead of thousands a second.
 */
export const FAILED_AUTH = { limit: 20, windowMs: 60_000 } as const;

/** Who a request comes from, for the failure limit. Injectable: tests have no socket. */
export type ClientOf = (c: Context) => string;

/**
 * The socket's address; an IPv6 client by its /64, since one host usually holds a whole /64.
 * X-Forwarded-For is not trusted here: anyone can send it, and a guesser would send a new
 * one with each try. In-process requests (tests, app.request) have no socket and share the
 * 'unknown' client.
 */
export const socketClient: ClientOf = (c) => {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};

export interface Hold {
  /** Seconds until the client's window holds fewer than the limit. */
  retryAfter: number;
  /** The same moment, in unix seconds. */
  reset: number;
}

/**
 * The failure window per client, and the keys each client has authenticated with. A client
 * over the limit is held for every key it has not used before: were a right key let through
 * while wrong ones get 429, the 429 would still tell a guesser, at full speed, which guess was
 * right. A key the client already uses keeps working, on its own rate limit.
 */
export function lockout(db: Db) {
  // Every client's old failures go, not only this one's: a guesser that moves on leaves none.
  const prune = db.prepare('DELETE FROM auth_failures WHERE at <= ?');
  const times = db.prepare<[string], { at: number }>(
    'SELECT at FROM auth_failures WHERE client = ? ORDER BY at',
  );
  const record = db.prepare('INSERT INTO auth_failures (client, at) VALUES (?, ?)');
  const known = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM auth_known WHERE client = ? AND key = ?',
  );
  const remember = db.prepare('INSERT OR IGNORE INTO auth_known (client, key) VALUES (?, ?)');
  const { limit, windowMs } = FAILED_AUTH;

  return {
    /** The hold on `client`, or null when it may try a key it has not used before. */
    held(client: string, now: number): Hold | null {
      prune.run(now - windowMs);
      const at = times.all(client).map((r) => r.at);
      if (at.length < limit) return null;
      // This attempt will count too; the client is free once all but limit - 1 of the
      // attempts, this one included, have turned a minute old.
      const freeAt = (at[at.length - limit + 1] ?? now) + windowMs;
      return {
        retryAfter: Math.max(1, Math.ceil((freeAt - now) / 1000)),
        reset: Math.ceil(freeAt / 1000),
      };
    },
    isKnown: (client: string, key: string) => known.get(client, key) !== undefined,
    fail(client: string, now: number): void {
      record.run(client, now);
    },
    succeed(client: string, key: string): void {
      remember.run(client, key);
    },
  };
}

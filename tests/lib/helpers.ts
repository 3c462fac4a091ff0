import { createApp } from '../../sandbox/app';
import { openDb } from '../../sandbox/db';
import { seed } from '../../sandbox/seed';

export const BASE = 'http://127.0.0.1:8787/api/v1';
export const T0 = Date.UTC(2026, 2, 15, 12, 0, 0);

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fresh in-process sandbox with a clock the test moves, and a fetch that counts what the
 * extension sends through it (so "no request" can be asserted).
 */
export function sandbox(now = T0) {
  const db = openDb(':memory:');
  seed(db, now);
  const clock = { t: now, now: () => clock.t };
  const app = createApp({ db, clock });
  const sent: { method: string; url: string; body: string | null }[] = [];
  const fetch: Fetch = async (input, init) => {
    const req = new Request(input, init);
    sent.push({
      method: req.method,
      url: req.url,
      body: init?.body == null ? null : String(init.body),
    });
    return app.fetch(req);
  };
  /** The test's own calls to the API, not counted in `sent`. */
  const api = async (path: string, key = 'demo-pro-key', init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${key}`);
    return app.fetch(new Request(`${BASE}${path}`, { ...init, headers }));
  };
  return { db, clock, app, fetch, sent, api };
}

export type Sandbox = ReturnType<typeof sandbox>;

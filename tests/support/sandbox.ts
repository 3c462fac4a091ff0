import { type AppOptions, createApp } from '../../sandbox/app';
import { openDb } from '../../sandbox/db';
import { DEFAULT_ORIGIN, seed } from '../../sandbox/seed';

/** The one test clock: the sandbox reads it, and tests move it instead of sleeping. */
export class FakeClock {
  constructor(public t: number) {}
  /** Bound, so it can be handed on alone (`now: clock.now`). */
  readonly now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}

/**
 * The one in-process sandbox factory: a fresh in-memory database seeded at `now`, its own clock,
 * and the Hono app over them. `options` reach createApp (e.g. a `clientOf` that tells test
 * clients apart, since in-process requests have no socket address).
 */
export function sandboxApp(now: number, options: Omit<AppOptions, 'db' | 'clock'> = {}) {
  const db = openDb(':memory:');
  seed(db, now);
  const clock = new FakeClock(now);
  return { db, clock, app: createApp({ ...options, db, clock }) };
}

/**
 * The base URL the extension's tests use: the in-process sandbox answers any origin, and this
 * one is where its seeded QR codes point.
 */
export const BASE = `${DEFAULT_ORIGIN}/api/v1`;

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/**
 * A fresh sandbox in-process, with its own db and a clock the test moves by hand, and a fetch
 * to hand to the client that records what the extension sends (so "no request" can be
 * asserted). `api` is the test's own access to the service, not recorded.
 */
export function inProcessSandbox(now: number) {
  const { db, clock, app } = sandboxApp(now);
  const sent: Sent[] = [];
  const fetch: Fetch = async (input, init) => {
    const req = new Request(input, init);
    sent.push({
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: init?.body == null ? null : String(init.body),
    });
    return app.fetch(req);
  };
  const api = async (path: string, key = 'demo-pro-key', init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${key}`);
    return app.fetch(new Request(`${BASE}${path}`, { ...init, headers }));
  };
  return { db, clock, app, fetch, sent, api };
}

import { type ClientOptions, createClient } from '../../lib/api/client';
import { createApp } from '../../sandbox/app';
import { openDb } from '../../sandbox/db';
import { seed } from '../../sandbox/seed';

export const BASE = 'http://127.0.0.1:8787/api/v1';
export const T0 = Date.UTC(2025, 5, 15, 12, 0, 0);

export interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A fresh in-process sandbox with its own db and a clock the test moves by hand. */
export function sandbox(now = T0) {
  const db = openDb(':memory:');
  seed(db, now);
  const clock = { t: now, now: () => clock.t };
  const app = createApp({ db, clock });
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
  // No real waiting: a sleep moves the sandbox clock instead, and is recorded.
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    clock.t += ms;
  };
  const client = (apiKey = 'demo-pro-key', opts: Partial<ClientOptions> = {}) =>
    createClient({ baseUrl: BASE, apiKey, fetch, sleep, now: clock.now, ...opts });
  return { db, clock, app, fetch, sent, sleeps, client };
}

/** A fetch that answers from a list of canned responses, for the variant fixtures only. */
export function canned(...answers: (Response | (() => Response | Promise<Response>) | Error)[]) {
  const calls: Sent[] = [];
  const fetch: Fetch = async (input, init) => {
    const req = new Request(input, init);
    calls.push({ url: req.url, method: req.method, headers: req.headers, body: null });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined) throw new Error('no canned answer');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next.clone();
  };
  return { fetch, calls };
}

/** A client over a canned fetch; sleeps are recorded, not waited. */
export function fixtureClient(fetch: Fetch, opts: Partial<ClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = createClient({
    baseUrl: BASE,
    apiKey: 'fixture-key-123456',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...opts,
  });
  return { client, sleeps };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Resolves to the rejection of `p`, failing the test if it fulfils. */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail');
}

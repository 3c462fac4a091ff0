import { type ClientOptions, createClient } from '../../lib/api/client';
import { BASE, type Fetch, inProcessSandbox, type Sent } from '../support/sandbox';

export { BASE } from '../support/sandbox';

const T0 = Date.UTC(2025, 5, 15, 12, 0, 0);

/** The in-process sandbox, plus a client over it whose sleeps move the sandbox clock. */
export function sandbox(now = T0) {
  const box = inProcessSandbox(now);
  const { clock, fetch } = box;
  // No real waiting: a sleep moves the sandbox clock instead, and is recorded.
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    clock.t += ms;
  };
  const client = (apiKey = 'demo-pro-key', opts: Partial<ClientOptions> = {}) =>
    createClient({ baseUrl: BASE, apiKey, fetch, sleep, now: clock.now, ...opts });
  return { ...box, sleeps, client };
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

import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { type AuthMethod, connect, pageLog, scanDom, unclear } from './checks.ts';
import { type FaultServer, type FaultSettings, startFaultServer } from './server.ts';

// Every surface against a service that misbehaves (server.ts): redirects to another origin with
// each way of sending the key, a hang, an HTML 500, cut-off JSON, huge answers, hostile values
// and 429s with odd Retry-After values. Each case checks what a person sees (a clear message: no
// raw JSON, no stack trace, no key), that nothing reached the other origin, and that the page
// opened no dialog, reported no CSP violation and built no element from the service's markup.
//
// What the fault specs (e2e/faults/*.spec.ts, one a surface) share: the fault server's
// lifecycle (withFaultServer, then `faults`), the key, what each fault says (SAYS) and the
// expectations every case makes (expectClear, expectNothingElsewhere, expectSafePage).
// The pages each spec opens are in pages.ts; the checks themselves in checks.ts.

export const KEY = 'fault-Key+7xQ';
export const AUTHS: AuthMethod[] = ['bearer', 'header', 'query'];

export let faults: FaultServer;

/**
 * For a spec file: the fault server, started before its tests and closed after them, when the
 * ledger is printed (FAULTS_LEDGER=1) and emptied for the next file.
 */
export function withFaultServer() {
  test.beforeAll(async () => {
    faults = await startFaultServer();
  });
  test.afterAll(async () => {
    await faults?.close();
    if (process.env.FAULTS_LEDGER) {
      for (const c of ledger) console.log(`[fault] ${c.surface} | ${c.fault} | ${c.shown}`);
      console.log(`[fault] ${ledger.length} cases`);
    }
    ledger.length = 0;
  });
}

/** Every case tried, for FAULTS_LEDGER=1 (the table of what each surface shows). */
export const ledger: { surface: string; fault: string; shown: string }[] = [];

/** Stores the fault server's address and KEY, sent the `auth` way (checks.ts's connect). */
export function connectAs(context: BrowserContext, authMethod: AuthMethod) {
  return connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod });
}

/** Sets the fault and forgets what both servers saw. */
export function fault(settings: FaultSettings) {
  faults.set(settings);
  faults.clear();
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const host = () => new URL(faults.origin).host;
/** A link the fault server made: `/f{id}` (or `/h{id}`), a new id each time. */
export const made = (prefix = 'f') => new RegExp(`^${esc(faults.origin)}/${prefix}\\d+$`);

/**
 * What each fault says first, on any surface: one plain sentence (lib/error-view.ts), with the
 * technical side (the host, the status, a redirect's target) under its Details, which a
 * notification leaves out (the panel's 429 notice words it apart, see below).
 */
export const SAYS = {
  redirect: () => /^Your link service's address leads somewhere else\./,
  unreachable: () => /^Snaplink couldn't reach your link service\./,
  page500: () => /^Snaplink couldn't understand your link service's answer\./,
  notJson: () => /^Snaplink couldn't understand your link service's answer\./,
  shape: () => /^Snaplink couldn't understand your link service's answer\./,
  timeout: /^Your link service took too long to answer\./,
  // A field's error the client doesn't know is quoted as the service's words, the key masked.
  echoPost:
    /^The service said: “The title was refused for key ••• \(as sent: •••, encoded: •••, header: Bearer •••\)/,
  // A 403 about aliases is said in our words: the service's (and the key) don't reach the screen.
  echoGet:
    /^Your plan does not include custom aliases\. Leave the alias empty, or upgrade your plan\./,
  noImage: (_at = host()) => /^Your link service didn't send an image\./,
};

const httpDate = (offsetS: number) => new Date(Date.now() + offsetS * 1000).toUTCString();

/**
 * Retry-After values and the wait the client should make of them (lib/api/rate-limit.ts):
 * whole seconds within [1, 3600], 60 for anything it can't read. A GET waits out 3 s or less
 * once by itself, so '0' and a past date cost those cases a second.
 */
export const RETRY_AFTER: { label: string; value: () => string | null; wait: number }[] = [
  { label: '0', value: () => '0', wait: 1 },
  { label: '-5', value: () => '-5', wait: 60 },
  { label: 'abc', value: () => 'abc', wait: 60 },
  { label: '1e9', value: () => '1e9', wait: 60 },
  { label: 'a past HTTP date', value: () => httpDate(-3600), wait: 1 },
  { label: 'an HTTP date in 95 s', value: () => httpDate(95), wait: 95 },
  { label: 'an HTTP date in 2 days', value: () => httpDate(172_800), wait: 3600 },
  { label: 'empty', value: () => '', wait: 60 },
  { label: 'absent', value: () => null, wait: 60 },
];

/** The sentence for a wait: "1 second", "60 seconds", "60 minutes"; a date's may be a tick short. */
export function saysWait(wait: number): RegExp {
  if (wait === 1) return /Try again in 1 second\.$/;
  if (wait === 3600) return /Try again in 60 minutes\.$/;
  if (wait === 95) return /Try again in 9[2-5] seconds\.$/;
  return new RegExp(`Try again in ${wait} seconds\\.$`);
}

/** A countdown's start fits the wait: at most the wait, and no more than a few ticks short. */
export function expectCountdown(seconds: number, wait: number, label: string) {
  expect(seconds, label).toBeLessThanOrEqual(wait);
  expect(seconds, label).toBeGreaterThanOrEqual(Math.max(1, wait - 3));
}

export type Case = [string, FaultSettings, AuthMethod, RegExp];

/** A 302 and a 307 to the other origin, with each way of sending the key. */
export const redirectCases = (): Case[] =>
  AUTHS.flatMap((auth): Case[] => [
    [`redirect 302 ${auth}`, { mode: 'redirect', redirectStatus: 302 }, auth, SAYS.redirect()],
    [`redirect 307 ${auth}`, { mode: 'redirect', redirectStatus: 307 }, auth, SAYS.redirect()],
  ]);

/**
 * A creation's broken answers: an HTML 500 (the key sent the `auth500` way), cut-off JSON, a
 * dropped connection, and a 422 echoing the key with each way of sending it.
 */
export const brokenCases = (auth500: AuthMethod): Case[] => [
  ['html500', { mode: 'html500' }, auth500, SAYS.page500()],
  ['truncated JSON', { mode: 'truncated' }, 'bearer', SAYS.notJson()],
  ['connection dropped mid-body', { mode: 'cut' }, 'bearer', SAYS.unreachable()],
  ...AUTHS.map(
    (auth): Case => [`422 echoing the key (${auth})`, { mode: 'echo' }, auth, SAYS.echoPost],
  ),
];

/** A 429 with each odd Retry-After, and what the surface says of its wait. */
export const rateLimitCases = (says: (wait: number) => RegExp): Case[] =>
  RETRY_AFTER.map(
    (r): Case => [
      `429 Retry-After ${r.label}`,
      { mode: 'ratelimit', retryAfter: r.value },
      'bearer',
      says(r.wait),
    ],
  );

export const RATE_LIMITED = /^Too many requests: your plan's rate limit was reached\./;

/** A page's 429: the sentence, then the live countdown from the wait (ErrorNotice). */
export function countsDown(wait: number): RegExp {
  const start = wait === 95 ? '9[2-5]' : String(wait);
  return wait === 1
    ? /reached\.\s*You can try again (in 1 s|now)\./
    : new RegExp(`reached\\.\\s*You can try again in ${start} s\\.`);
}

/** The message is clear: it matches `says`, and holds no key, raw JSON, stack trace or page. */
export function expectClear(
  text: string,
  says: RegExp,
  label: string,
  opts: { markup?: boolean } = {},
) {
  expect(text, label).toMatch(says);
  expect(unclear(text, KEY, opts), `${label}: ${text}`).toEqual([]);
}

/** Nothing reached the other origin: not the key, not any request at all. */
export function expectNothingElsewhere(label: string) {
  expect(
    faults.other.requests.map((r) => `${r.method} ${r.url}`),
    label,
  ).toEqual([]);
}

/**
 * The page built nothing from the service's markup, links only to http(s), shows no key,
 * opened no dialog and reported no CSP violation (nor a failed load, as an `<img src=x>`
 * would). `bidi: false` leaves direction overrides to the tests that check them.
 */
export async function expectSafePage(
  page: Page,
  dialogs: string[],
  label: string,
  opts: { bidi?: boolean } = {},
) {
  const dom = await scanDom(page, KEY);
  const { csp, failedLoads } = await pageLog(page);
  const found = { ...dom, csp, failedLoads, dialogs };
  if (opts.bidi === false) found.bidi = [];
  expect(found, label).toEqual({
    markup: [],
    badLinks: [],
    bidi: [],
    key: [],
    csp: [],
    failedLoads: [],
    dialogs: [],
  });
}

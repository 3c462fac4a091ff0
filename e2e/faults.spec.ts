import type { BrowserContext, Page } from '@playwright/test';
import {
  type AuthMethod,
  badgeText,
  callHook,
  connect,
  type HookName,
  pageLog,
  recordDialogs,
  scanDom,
  sentKeyAs,
  spyOnNotifications,
  takeNotifications,
  unclear,
  withKey,
} from './faults/checks.ts';
import {
  type FaultServer,
  type FaultSettings,
  HOSTILE,
  startFaultServer,
} from './faults/server.ts';
import {
  expect,
  isIndexRead,
  readStored,
  servePages,
  statusBeside,
  storeHistory,
  TEST_EXTENSION_DIR,
  test,
  workerOf,
} from './fixtures.ts';
import { ToolbarPopup } from './popup.ts';

// Every surface against a service that misbehaves (e2e/faults/server.ts): redirects to another
// origin with each way of sending the key, a hang, an HTML 500, cut-off JSON, huge answers,
// hostile values and 429s with odd Retry-After values. Each case checks what a person sees (a
// clear message: no raw JSON, no stack trace, no key), that nothing reached the other origin,
// and that the page opened no dialog, reported no CSP violation and built no element from the
// service's markup (e2e/faults/checks.ts).

const KEY = 'fault-Key+7xQ';
const AUTHS: AuthMethod[] = ['bearer', 'header', 'query'];

let faults: FaultServer;
test.beforeAll(async () => {
  faults = await startFaultServer();
});
test.afterAll(async () => {
  await faults?.close();
  if (process.env.FAULTS_LEDGER) {
    for (const c of ledger) console.log(`[fault] ${c.surface} | ${c.fault} | ${c.shown}`);
    console.log(`[fault] ${ledger.length} cases`);
  }
});

/** Every case tried, for FAULTS_LEDGER=1 (the table of what each surface shows). */
const ledger: { surface: string; fault: string; shown: string }[] = [];

/** Sets the fault and forgets what both servers saw. */
function fault(settings: FaultSettings) {
  faults.set(settings);
  faults.clear();
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const host = () => new URL(faults.origin).host;
/** A link the fault server made: `/f{id}` (or `/h{id}`), a new id each time. */
const made = (prefix = 'f') => new RegExp(`^${esc(faults.origin)}/${prefix}\\d+$`);

/** What each fault says, on any surface (the panel's 429 notice words it apart, see below). */
const SAYS = {
  redirect: () =>
    new RegExp(
      `^${esc(host())} answered with a redirect to another address\\. Snaplink never follows an API redirect, so your key stays with ${esc(host())}\\.`,
    ),
  unreachable: () => new RegExp(`^Could not reach ${esc(host())}\\. Check your connection`),
  page500: () =>
    new RegExp(`^${esc(host())} did not answer like the Snaplink API \\(HTTP 500, a web page\\)`),
  notJson: () =>
    new RegExp(`^${esc(host())} did not answer like the Snaplink API \\(HTTP 200, not JSON\\)`),
  shape: () => new RegExp(`^${esc(host())} answered, but not in the form Snaplink expects\\.`),
  timeout: /^The service did not answer within 10 seconds\. Try again, or check the base URL\./,
  // A field's error the client doesn't know is quoted as the service's words, the key masked.
  echoPost:
    /^The service said: “The title was refused for key ••• \(as sent: •••, encoded: •••, header: Bearer •••\)/,
  // A 403 about aliases is said in our words: the service's (and the key) don't reach the screen.
  echoGet:
    /^Your plan does not include custom aliases\. Leave the alias empty, or upgrade your plan\.$/,
  noImage: (at = host()) => new RegExp(`^${esc(at)} did not send an image for this download\\.`),
};

const httpDate = (offsetS: number) => new Date(Date.now() + offsetS * 1000).toUTCString();

/**
 * Retry-After values and the wait the client should make of them (lib/api/rate-limit.ts):
 * whole seconds within [1, 3600], 60 for anything it can't read. A GET waits out 3 s or less
 * once by itself, so '0' and a past date cost those cases a second.
 */
const RETRY_AFTER: { label: string; value: () => string | null; wait: number }[] = [
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
function saysWait(wait: number): RegExp {
  if (wait === 1) return /Try again in 1 second\.$/;
  if (wait === 3600) return /Try again in 60 minutes\.$/;
  if (wait === 95) return /Try again in 9[2-5] seconds\.$/;
  return new RegExp(`Try again in ${wait} seconds\\.$`);
}

/** A countdown's start fits the wait: at most the wait, and no more than a few ticks short. */
function expectCountdown(seconds: number, wait: number, label: string) {
  expect(seconds, label).toBeLessThanOrEqual(wait);
  expect(seconds, label).toBeGreaterThanOrEqual(Math.max(1, wait - 3));
}

type Case = [string, FaultSettings, AuthMethod, RegExp];

/** A 302 and a 307 to the other origin, with each way of sending the key. */
const redirectCases = (): Case[] =>
  AUTHS.flatMap((auth): Case[] => [
    [`redirect 302 ${auth}`, { mode: 'redirect', redirectStatus: 302 }, auth, SAYS.redirect()],
    [`redirect 307 ${auth}`, { mode: 'redirect', redirectStatus: 307 }, auth, SAYS.redirect()],
  ]);

/** A 429 with each odd Retry-After, and what the surface says of its wait. */
const rateLimitCases = (says: (wait: number) => RegExp): Case[] =>
  RETRY_AFTER.map(
    (r): Case => [
      `429 Retry-After ${r.label}`,
      { mode: 'ratelimit', retryAfter: r.value },
      'bearer',
      says(r.wait),
    ],
  );

const RATE_LIMITED = /^Too many requests: your plan's rate limit was reached\./;

/** A page's 429: the sentence, then the live countdown from the wait (ErrorNotice). */
function countsDown(wait: number): RegExp {
  const start = wait === 95 ? '9[2-5]' : String(wait);
  return wait === 1
    ? /reached\.\s*You can try again (in 1 s|now)\./
    : new RegExp(`reached\\.\\s*You can try again in ${start} s\\.`);
}

/** The message is clear: it matches `says`, and holds no key, raw JSON, stack trace or page. */
function expectClear(text: string, says: RegExp, label: string, opts: { markup?: boolean } = {}) {
  expect(text, label).toMatch(says);
  expect(unclear(text, KEY, opts), `${label}: ${text}`).toEqual([]);
}

/** Nothing reached the other origin: not the key, not any request at all. */
function expectNothingElsewhere(label: string) {
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
async function expectSafePage(
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

// ---- the popup -------------------------------------------------------------------------------

/** A real toolbar click over https://example.com/{path}, with dialogs recorded. */
async function openPopup(
  context: BrowserContext,
  extensionId: string,
  cdpPort: number,
  path: string,
) {
  const tab = await context.newPage();
  await tab.goto(`https://example.com/${path}`);
  const popup = await ToolbarPopup.open(context, extensionId, cdpPort, tab);
  const dialogs = recordDialogs(popup.page);
  // Listening now: a held answer may land (see HELD).
  faults.go();
  return {
    popup,
    page: popup.page,
    dialogs,
    close: async () => {
      await popup.close();
      await tab.close();
    },
  };
}

/**
 * Popup cases hold the service's answer until the dialog listener is on (openPopup lets it
 * go): an alert from an early answer would otherwise be dismissed unseen.
 */
const HELD = { hold: true } as const;

test.describe('popup', () => {
  test.beforeEach(async ({ context }) => {
    await servePages(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('redirects with each auth method: a clear message, and nothing reaches the other origin', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    // The same server, well-behaved: the popup makes the link, with the key sent as asked.
    fault({ mode: 'ok' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    const ok = await openPopup(context, extensionId, cdpPort, 'redirect-baseline');
    await expect(ok.popup.shortLink()).toHaveAttribute('title', made());
    const own = faults.requests.filter((r) => !isIndexRead(`${r.method} ${r.url}`));
    expect(sentKeyAs(own, KEY, 'bearer')).toHaveLength(1);
    await ok.close();

    const cases: [AuthMethod, FaultSettings][] = [
      ...AUTHS.flatMap((auth): [AuthMethod, FaultSettings][] => [
        [auth, { mode: 'redirect', redirectStatus: 302 }],
        [auth, { mode: 'redirect', redirectStatus: 307 }],
      ]),
      ['bearer', { mode: 'redirect', redirectStatus: 308, redirectPreflight: true }],
    ];
    for (const [auth, settings] of cases) {
      const label = `${settings.redirectStatus}${settings.redirectPreflight ? ' (preflight too)' : ''} ${auth}`;
      fault({ ...settings, ...HELD });
      await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: auth });
      const p = await openPopup(context, extensionId, cdpPort, `redirect-${label}`);
      const alert = p.page.getByRole('alert');
      const says = settings.redirectPreflight ? SAYS.unreachable() : SAYS.redirect();
      // Whatever it says, nothing went to the other origin (a followed redirect would be there).
      await expect(alert).toBeVisible();
      expectNothingElsewhere(label);
      await expect(alert).toHaveText(says);
      const shown = await alert.innerText();
      expectClear(shown, says, label);
      // The key went to the service, the way the settings say (in the URL the redirect echoes,
      // for the query method).
      const posts = faults.requests.filter((r) => r.method === 'POST');
      expect(sentKeyAs(posts, KEY, auth), label).toHaveLength(settings.redirectPreflight ? 0 : 1);
      await expectSafePage(p.page, p.dialogs, label);
      ledger.push({ surface: 'popup', fault: `redirect ${label}`, shown });
      await p.close();
    }
  });

  test('an HTML 500, cut-off JSON, a dropped connection and errors echoing the key', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    const cases: [string, FaultSettings, AuthMethod, RegExp][] = [
      ['html500', { mode: 'html500' }, 'query', SAYS.page500()],
      ['truncated JSON', { mode: 'truncated' }, 'bearer', SAYS.notJson()],
      ['connection dropped mid-body', { mode: 'cut' }, 'bearer', SAYS.unreachable()],
      ...AUTHS.map((auth): [string, FaultSettings, AuthMethod, RegExp] => [
        `422 echoing the key (${auth})`,
        { mode: 'echo' },
        auth,
        SAYS.echoPost,
      ]),
    ];
    for (const [label, settings, auth, says] of cases) {
      fault({ ...settings, ...HELD });
      await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: auth });
      const p = await openPopup(context, extensionId, cdpPort, `errors-${label}`);
      const alert = p.page.getByRole('alert');
      await expect(alert).toHaveText(says);
      const shown = await alert.innerText();
      expectClear(shown, says, label, { markup: settings.mode === 'echo' });
      expect(
        faults.requests.filter((r) => r.method === 'POST'),
        label,
      ).toHaveLength(1);
      expectNothingElsewhere(label);
      await expectSafePage(p.page, p.dialogs, label);
      ledger.push({ surface: 'popup', fault: label, shown });
      await p.close();
    }
  });

  test('hostile values: script URLs are refused, markup and overrides stay text, a huge answer still works', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    // javascript: and data: short links: refused, never shown, copied or kept in history.
    for (const path of ['hostile-js', 'hostile-data']) {
      fault({ mode: 'hostile', ...HELD });
      const p = await openPopup(context, extensionId, cdpPort, path);
      const alert = p.page.getByRole('alert');
      await expect(alert).toHaveText(SAYS.shape());
      const shown = await alert.innerText();
      expectClear(shown, SAYS.shape(), path);
      await expect(p.popup.shortLink()).toHaveCount(0);
      expect(await p.page.evaluate(() => navigator.clipboard.readText())).not.toMatch(
        /^(javascript|data):/i,
      );
      await expectSafePage(p.page, p.dialogs, path);
      ledger.push({ surface: 'popup', fault: `hostile ${path}`, shown });
      await p.close();
    }
    // An override in the short link is percent-encoded; markup in the title is only stored.
    for (const path of ['hostile-bidi', 'hostile-title']) {
      fault({ mode: 'hostile', ...HELD });
      const p = await openPopup(context, extensionId, cdpPort, path);
      const expected = path === 'hostile-bidi' ? `${faults.origin}/%E2%80%AEexe.gnp` : made('h');
      await expect(p.popup.shortLink()).toHaveAttribute('title', expected);
      if (path === 'hostile-title') {
        // Link options lists the account's domains: hostile names, as option text.
        await p.page.getByText('Link options').click();
        await expect(p.page.getByLabel('Domain').locator('option')).toHaveCount(3);
      }
      // Overrides in the domain names are left to the bidi tests below (a known gap).
      await expectSafePage(p.page, p.dialogs, path, { bidi: path !== 'hostile-title' });
      ledger.push({
        surface: 'popup',
        fault: `hostile ${path}`,
        shown: `the link ${await p.popup.shortUrl()}`,
      });
      await p.close();
    }
    // A 20 MB answer with a 100 KB title: the link shows.
    fault({ mode: 'huge', ...HELD });
    const huge = await openPopup(context, extensionId, cdpPort, 'huge');
    await expect(huge.popup.shortLink()).toHaveAttribute('title', made());
    await expectSafePage(huge.page, huge.dialogs, 'huge');
    ledger.push({ surface: 'popup', fault: 'huge (20 MB link)', shown: 'the link' });
    await huge.close();

    // The next popup lists those links, hostile titles included, as text.
    fault({ mode: 'ok' });
    const next = await openPopup(context, extensionId, cdpPort, 'after-hostile');
    await expect(next.popup.shortLink()).toHaveAttribute('title', made());
    const recent = next.page.getByRole('region', { name: 'Recent links' });
    await expect(recent.getByText(HOSTILE.markup, { exact: false }).first()).toBeVisible();
    // The links made above, less the one at the top (which the recent links leave out), each a
    // web link. How many depends on what the browser's shared history already holds.
    await expect(recent.getByRole('link').first()).toBeVisible();
    for (const href of await recent
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^https?:\/\//);
    }
    await expectSafePage(next.page, next.dialogs, 'recent links after hostile answers');
    const history = (await readStored<{ short_url: string }[]>(context, 'history')) ?? [];
    expect(history.map((h) => h.short_url).filter((u) => !/^https?:\/\//.test(u))).toEqual([]);
    expectNothingElsewhere('hostile');
    await next.close();
  });

  test('429 with odd Retry-After values: a bounded wait, in words and as a countdown', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    for (const r of RETRY_AFTER) {
      fault({ mode: 'ratelimit', retryAfter: r.value, ...HELD });
      const label = `Retry-After ${r.label}`;
      const p = await openPopup(context, extensionId, cdpPort, `busy-${r.label}`);
      const alert = p.page.getByRole('alert');
      await expect(alert).toHaveText(RATE_LIMITED);
      const shown = await alert.innerText();
      expectClear(shown, countsDown(r.wait), label);
      // The countdown counts whole seconds from a sane number (never NaN, negative or 1e9).
      const countdown = await p.page.locator('.countdown').innerText();
      expect(countdown, label).toMatch(/^You can try again (in \d+ s\.|now\.)$/);
      const left = /in (\d+) s/.exec(countdown)?.[1];
      if (left) expectCountdown(Number(left), r.wait, label);
      // A POST is never repeated by itself.
      expect(
        faults.requests.filter((q) => q.method === 'POST'),
        label,
      ).toHaveLength(1);
      await expectSafePage(p.page, p.dialogs, label);
      ledger.push({ surface: 'popup', fault: `429 ${label}`, shown: `${shown} / ${countdown}` });
      await p.close();
    }
  });
});

// ---- the options page ------------------------------------------------------------------------

/** The options form filled with the fault server and KEY, sent the `auth` way. */
async function optionsPage(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByLabel('Base URL').fill(faults.baseUrl);
  await page.getByLabel('API key', { exact: true }).fill(KEY);
  // How the key is sent is under Advanced.
  await page.getByText('Advanced', { exact: true }).click();
  const test = async (auth: AuthMethod) => {
    await page.getByRole('radio', { name: new RegExp(`^${authLabel[auth]}`) }).check();
    await page.getByRole('button', { name: CONNECT }).click();
    // Every case's answer is held until the last case's result is seen to go.
    await expect(statusBeside(page, CONNECT)).toHaveText('Connecting…');
    faults.go();
    await expect(page.getByRole('button', { name: CONNECT })).toBeEnabled({
      timeout: 15_000,
    });
  };
  return { page, dialogs, test };
}

const CONNECT = 'Save and connect';

const authLabel: Record<AuthMethod, string> = {
  bearer: 'Authorization: Bearer',
  header: 'X-API-Key header',
  query: 'api_key query parameter',
};

test.describe('options: Save and connect', () => {
  test('each fault, with each auth method where it matters', async ({ context, extensionId }) => {
    const { page, dialogs, test: run } = await optionsPage(context, extensionId);
    fault({ mode: 'ok', hold: true });
    await run('header');
    await expect(statusBeside(page, CONNECT)).toHaveText(
      `Connected to ${host()}: the key works. 59 of 60 requests left this minute.`,
    );
    // The test's one call; once saved, the worker's index of links and the page's domain list
    // ask too (lib/background/index-triggers.ts, the default-domain choice).
    const tests = faults.requests.filter((r) => r.url.startsWith('/api/v1/qrcodes'));
    expect(sentKeyAs(tests, KEY, 'header')).toHaveLength(1);

    const cases: [string, FaultSettings, AuthMethod, RegExp | 'connected'][] = [
      ...redirectCases(),
      [
        'redirect 301 (preflight too) bearer',
        { mode: 'redirect', redirectStatus: 301, redirectPreflight: true },
        'bearer',
        SAYS.unreachable(),
      ],
      ['html500', { mode: 'html500' }, 'query', SAYS.page500()],
      ['truncated JSON', { mode: 'truncated' }, 'bearer', SAYS.notJson()],
      ['connection dropped mid-body', { mode: 'cut' }, 'bearer', SAYS.unreachable()],
      ...AUTHS.map((auth): [string, FaultSettings, AuthMethod, RegExp] => [
        `403 echoing the key (${auth})`,
        { mode: 'echo' },
        auth,
        SAYS.echoGet,
      ]),
      ['huge (50,000 QR codes)', { mode: 'huge' }, 'bearer', 'connected'],
      ['hostile QR codes', { mode: 'hostile' }, 'bearer', 'connected'],
      ...rateLimitCases(countsDown),
    ];
    for (const [label, settings, auth, says] of cases) {
      fault({ ...settings, hold: true });
      await run(auth);
      expectNothingElsewhere(label);
      if (says === 'connected') {
        await expect(statusBeside(page, CONNECT)).toHaveText(/^Connected to /);
        await expect(page.getByRole('alert')).toHaveCount(0);
        ledger.push({
          surface: 'options',
          fault: label,
          shown: await statusBeside(page, CONNECT).innerText(),
        });
      } else {
        const alert = page.getByRole('alert');
        await expect(alert).toHaveCount(1);
        const shown = await alert.innerText();
        expectClear(shown, says, label, { markup: settings.mode === 'echo' });
        if (settings.mode === 'ratelimit') expect(shown).toMatch(RATE_LIMITED);
        ledger.push({ surface: 'options', fault: label, shown });
      }
      await expectSafePage(page, dialogs, label);
    }

    // With a key stored, the page lists the account's domains for the default-domain choice.
    fault({ mode: 'hostile' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'query' });
    await page.reload();
    await expect(page.getByLabel('Default domain').locator('option')).toHaveCount(3);
    // Overrides in those names are left to the bidi tests below (a known gap).
    await expectSafePage(page, dialogs, 'hostile domains', { bidi: false });
    expectNothingElsewhere('hostile domains');
    ledger.push({ surface: 'options', fault: 'hostile domain names', shown: 'option text' });
  });
});

// ---- the side panel --------------------------------------------------------------------------

/** History as the popup would have left it, so the Stats tab has a link to ask about. */
async function seedLink(context: BrowserContext, title = 'Seven') {
  await storeHistory(context, { baseUrl: faults.baseUrl, apiKey: KEY }, [
    {
      link_id: 7,
      short_url: `${faults.origin}/f7`,
      original_url: 'https://example.com/seven',
      title,
    },
  ]);
}

async function panelPage(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  return { page, dialogs, url: `chrome-extension://${extensionId}/sidepanel.html` };
}

const SECTIONS = ['Stats', 'Links', 'Domains', 'QR codes'] as const;

/** Opens the panel, then each section in turn, and calls `onAlert` in each. */
async function eachSection(page: Page, url: string, onAlert: (section: string) => Promise<void>) {
  await page.goto(url);
  for (const section of SECTIONS) {
    if (section !== 'Stats') await page.getByRole('tab', { name: section }).click();
    await onAlert(section);
  }
}

test.describe('side panel', () => {
  test('each fault on Stats, Links, Domains and QR codes', async ({ context, extensionId }) => {
    const { page, dialogs, url } = await panelPage(context, extensionId);
    const cases: [string, FaultSettings, AuthMethod, RegExp][] = [
      ...AUTHS.map((auth): [string, FaultSettings, AuthMethod, RegExp] => [
        `redirect 302 ${auth}`,
        { mode: 'redirect', redirectStatus: 302 },
        auth,
        SAYS.redirect(),
      ]),
      ['redirect 307 header', { mode: 'redirect', redirectStatus: 307 }, 'header', SAYS.redirect()],
      [
        'redirect 302 (preflight too) bearer',
        { mode: 'redirect', redirectStatus: 302, redirectPreflight: true },
        'bearer',
        SAYS.unreachable(),
      ],
      ['html500', { mode: 'html500' }, 'bearer', SAYS.page500()],
      ['truncated JSON', { mode: 'truncated' }, 'header', SAYS.notJson()],
      ['connection dropped mid-body', { mode: 'cut' }, 'bearer', SAYS.unreachable()],
      ['403 echoing the key (query)', { mode: 'echo' }, 'query', SAYS.echoGet],
    ];
    for (const [label, settings, auth, says] of cases) {
      fault(settings);
      await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: auth });
      await seedLink(context);
      await eachSection(page, url, async (section) => {
        const alert = page.getByRole('tabpanel').getByRole('alert');
        // The preflight redirect is retried twice with backoff before it is told.
        await expect(alert).toBeVisible({ timeout: 10_000 });
        expectNothingElsewhere(`${section} ${label}`);
        await expect(alert).toHaveText(says);
        const shown = await alert.innerText();
        expectClear(shown, says, `${section} ${label}`, { markup: settings.mode === 'echo' });
        ledger.push({ surface: `panel ${section}`, fault: label, shown });
      });
      expect(sentKeyAs(faults.requests, KEY, auth).length, label).toBeGreaterThanOrEqual(
        settings.redirectPreflight ? 0 : 3,
      );
      await expectSafePage(page, dialogs, label);
    }
  });

  test('429 with odd Retry-After values: a countdown, and no request until it ends', async ({
    context,
    extensionId,
  }) => {
    const { page, dialogs, url } = await panelPage(context, extensionId);
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    for (const r of RETRY_AFTER) {
      const label = `Retry-After ${r.label}`;
      fault({ mode: 'ratelimit', retryAfter: r.value });
      await page.goto(url);
      await page.getByRole('tab', { name: 'Domains' }).click();
      const alert = page.getByRole('tabpanel').getByRole('alert');
      await expect(alert).toContainText("Too many requests: your plan's rate limit was reached.");
      const shown = await alert.innerText();
      expect(unclear(shown, KEY), label).toEqual([]);
      const left = /in (\d+) s\./.exec(shown)?.[1];
      if (left !== undefined) {
        expectCountdown(Number(left), r.wait, label);
        // Held back while the countdown runs: nothing is sent again.
        await expect(alert.getByRole('button', { name: 'Try again' })).toBeDisabled();
        const sent = faults.requests.length;
        await page.waitForTimeout(300);
        expect(faults.requests.length, label).toBe(sent);
      } else {
        expect(shown, label).toMatch(/You can try again now\./);
      }
      ledger.push({
        surface: 'panel Domains',
        fault: `429 ${label}`,
        shown: shown.replace(/\s+/g, ' '),
      });
      await expectSafePage(page, dialogs, label);
    }
    expectNothingElsewhere('429');
  });

  test('hostile values stay text; the preview is only an image; a foreign download gets no key', async ({
    context,
    extensionId,
  }) => {
    const { page, dialogs, url } = await panelPage(context, extensionId);
    fault({ mode: 'hostile' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    // A title the popup recorded from a hostile answer, too.
    await seedLink(context, `${HOSTILE.bidi}${HOSTILE.markup}`);
    await page.goto(url);

    // Stats: the link's javascript: short_url is text, not a link; names are text.
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText(HOSTILE.markup);
    await expect(panel.locator('.stats-urls')).toContainText(HOSTILE.jsUrl);
    await expect(panel.locator('.stats-urls a')).toHaveCount(0);
    await expectSafePage(page, dialogs, 'stats', { bidi: false });
    // Search: javascript:, data: and overridden short links, listed as text.
    await page.getByRole('combobox', { name: 'Find a link' }).fill('f');
    await expect(
      page.getByRole('listbox', { name: 'Matching links' }).getByRole('option'),
    ).toHaveCount(3);
    await expectSafePage(page, dialogs, 'search', { bidi: false });
    ledger.push({ surface: 'panel Stats', fault: 'hostile', shown: 'values as text' });

    // Links: script and data: short URLs as text, with nothing to copy or draw as a QR code.
    await page.getByRole('tab', { name: 'Links' }).click();
    const links = page.getByRole('list', { name: 'Links' });
    await expect(links.getByRole('listitem')).toHaveCount(3);
    await expect(links.getByText(HOSTILE.jsUrl).first()).toBeVisible();
    await expect(links.getByRole('button', { name: /^Copy / })).toHaveCount(1);
    // QR code is among a row's More actions: offered for the one web short URL only.
    let qrOffered = 0;
    for (const more of await links.getByRole('button', { name: /^More actions for/ }).all()) {
      await more.click();
      qrOffered += await links.getByRole('button', { name: /^QR code of / }).count();
      await page.keyboard.press('Escape');
    }
    expect(qrOffered).toBe(1);
    await expectSafePage(page, dialogs, 'links');
    ledger.push({ surface: 'panel Links', fault: 'hostile', shown: 'values as text' });

    // Domains: names, pages and script URLs as isolated text.
    await page.getByRole('tab', { name: 'Domains' }).click();
    const domains = page.getByRole('list', { name: 'Domains' });
    await expect(domains.getByRole('listitem')).toHaveCount(2);
    await expect(domains.getByText(HOSTILE.jsUrl).first()).toBeVisible();
    await expectSafePage(page, dialogs, 'domains');
    ledger.push({ surface: 'panel Domains', fault: 'hostile', shown: 'values as text' });

    // QR codes: the scripted preview_svg only as an image's data: URL.
    await page.getByRole('tab', { name: 'QR codes' }).click();
    const view = page.getByRole('button', { name: /^View \u2068?QR 1 / });
    await view.click();
    const article = page.getByRole('article');
    await expect(article.getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(article.locator('svg')).toHaveCount(0);
    // Give a script, an onload or a broken image every chance to fire.
    await page.waitForTimeout(300);
    await expectSafePage(page, dialogs, 'QR view', { bidi: false });

    // The SVG download points at the other origin: fetched there without the key, refused as no
    // image. The PNG one is a javascript: URL: refused without a request.
    faults.clear();
    await article.getByRole('button', { name: 'Download SVG' }).click();
    const alert = article.getByRole('alert');
    const otherHost = new URL(faults.other.origin).host;
    await expect(alert).toHaveText(SAYS.noImage(otherHost));
    const svgSays = await alert.innerText();
    expectClear(svgSays, SAYS.noImage(otherHost), 'svg download');
    ledger.push({ surface: 'panel QR codes', fault: 'hostile SVG download URL', shown: svgSays });
    expect(faults.other.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /steal.svg']);
    expect(withKey(faults.other.requests, KEY)).toEqual([]);
    const [steal] = faults.other.requests;
    expect([steal?.headers.authorization, steal?.headers['x-api-key']]).toEqual([
      undefined,
      undefined,
    ]);
    faults.clear();
    await article.getByRole('button', { name: 'Download PNG' }).click();
    await expect(article.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    await expect(alert).toHaveText(SAYS.noImage());
    expect([...faults.requests, ...faults.other.requests]).toEqual([]);
    expect(context.pages().filter((p) => !/^(chrome-extension|about):/.test(p.url()))).toEqual([]);
    await expectSafePage(page, dialogs, 'QR downloads', { bidi: false });
    ledger.push({ surface: 'panel QR codes', fault: 'hostile (preview)', shown: 'an image' });
    ledger.push({
      surface: 'panel QR codes',
      fault: 'hostile PNG download URL',
      shown: await alert.innerText(),
    });
  });

  test('huge answers: 250,000 days drawn in 60 bars, lists cut to 100', async ({
    context,
    extensionId,
  }) => {
    const { page, dialogs, url } = await panelPage(context, extensionId);
    fault({ mode: 'huge' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    await seedLink(context);
    const started = Date.now();
    await page.goto(url);
    await expect(page.getByTestId('total-clicks')).toHaveText('250000', { timeout: 15_000 });
    const statsMs = Date.now() - started;
    const chart = page.getByRole('img', { name: /^Clicks per day/ });
    expect(await chart.locator('rect').count()).toBeLessThanOrEqual(60);
    for (const rows of await page
      .locator('table tbody')
      .evaluateAll((bodies) => bodies.map((b) => b.children.length))) {
      expect(rows).toBeLessThanOrEqual(60);
    }
    await expectSafePage(page, dialogs, 'huge stats');
    ledger.push({
      surface: 'panel Stats',
      fault: 'huge (250,000 days, 5,000 countries, 100,000 clicks)',
      shown: `drawn in ${statsMs} ms`,
    });

    await page.getByRole('combobox', { name: 'Find a link' }).fill('f');
    const results = page.getByRole('listbox', { name: 'Matching links' }).getByRole('option');
    await expect(results).toHaveCount(100, { timeout: 5_000 });
    for (const [section, name] of [
      ['Links', 'Links'],
      ['Domains', 'Domains'],
      ['QR codes', 'QR codes'],
    ] as const) {
      const shownAt = Date.now();
      await page.getByRole('tab', { name: section }).click();
      // 50,000 items took 35 to 50 s to draw before lists were cut to the API's 100.
      await expect(page.getByRole('list', { name }).locator(':scope > li')).toHaveCount(100, {
        timeout: 5_000,
      });
      ledger.push({
        surface: `panel ${section}`,
        fault: 'huge (50,000 items)',
        shown: `100 items in ${Date.now() - shownAt} ms`,
      });
    }
    await expectSafePage(page, dialogs, 'huge lists');
    expectNothingElsewhere('huge');
  });
});

// ---- the worker: context menu, command, omnibox ----------------------------------------------

test.describe('worker (test build)', () => {
  test.use({ extensionDir: TEST_EXTENSION_DIR });

  test('every fault from the menu, the command and the omnibox ends in a clear notification', async ({
    context,
  }) => {
    const worker = await workerOf(context);
    await spyOnNotifications(worker);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No servePages() until the end: with a route set, Playwright intercepts the worker's
    // requests and answers their CORS preflights itself, so the server would never see one.
    let n = 0;
    /** One shortening through the next entry point in turn, as Chrome would call it. */
    const shorten = (path: string) => {
      const url = `https://example.com/${path}`;
      const entry: HookName =
        (['menuClicked', 'command', 'omnibox'] as const)[n++ % 3] ?? 'omnibox';
      const tab = { id: 1, windowId: 1, url, title: 'Fault page' };
      if (entry === 'menuClicked') {
        return callHook(worker, entry, { menuItemId: 'shorten-page', pageUrl: url }, tab);
      }
      if (entry === 'command') return callHook(worker, entry, 'shorten-page', tab);
      return callHook(worker, entry, url.replace('https://', ''));
    };

    const cases: [string, FaultSettings, AuthMethod, RegExp | 'link', string?][] = [
      ['ok', { mode: 'ok' }, 'bearer', 'link'],
      ...redirectCases(),
      [
        'redirect 307 (preflight too) query',
        { mode: 'redirect', redirectStatus: 307, redirectPreflight: true },
        'query',
        SAYS.unreachable(),
      ],
      ['html500', { mode: 'html500' }, 'bearer', SAYS.page500()],
      ['truncated JSON', { mode: 'truncated' }, 'bearer', SAYS.notJson()],
      ['connection dropped mid-body', { mode: 'cut' }, 'bearer', SAYS.unreachable()],
      ...AUTHS.map((auth): [string, FaultSettings, AuthMethod, RegExp] => [
        `422 echoing the key (${auth})`,
        { mode: 'echo' },
        auth,
        SAYS.echoPost,
      ]),
      ['hostile javascript: short_url', { mode: 'hostile' }, 'bearer', SAYS.shape(), 'hostile-js'],
      ['hostile data: short_url', { mode: 'hostile' }, 'bearer', SAYS.shape(), 'hostile-data'],
      ['hostile override in short_url', { mode: 'hostile' }, 'bearer', 'link', 'hostile-bidi'],
      ['hostile title', { mode: 'hostile' }, 'bearer', 'link', 'hostile-title'],
      ['huge (20 MB link)', { mode: 'huge' }, 'bearer', 'link'],
      ...rateLimitCases(saysWait),
    ];
    let lastLink = '';
    for (const [label, settings, auth, says, path] of cases) {
      fault(settings);
      await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: auth });
      const outcome = await shorten(path ?? `worker-${n}`);
      if (outcome.link) lastLink = outcome.link.short_url;
      expectNothingElsewhere(label);
      const [note, ...more] = await takeNotifications(worker);
      expect(more, label).toEqual([]);
      const shown = `${note?.title}: ${note?.message}`;
      if (says === 'link') {
        expect(outcome.kind, label).toBe('link');
        expect(note?.title, label).toBe('Short link copied');
        expect(note?.message, label).toMatch(
          /^http:\/\/127\.0\.0\.1:\d+\/(f\d+|h\d+|%E2%80%AEexe\.gnp)$/,
        );
        expect(await badgeText(worker)).toBe('✓');
      } else {
        expect(outcome.kind, label).toBe('error');
        expect(note?.title, label).toBe("Couldn't shorten");
        expectClear(note?.message ?? '', says, label, { markup: settings.mode === 'echo' });
        if (settings.mode === 'ratelimit') expect(note?.message).toMatch(RATE_LIMITED);
        expect(await badgeText(worker)).toBe('!');
      }
      expect(unclear(note?.title ?? '', KEY).filter((p) => !p.startsWith('too short'))).toEqual([]);
      if (settings.mode === 'redirect' && !settings.redirectPreflight) {
        const posts = faults.requests.filter((r) => r.method === 'POST');
        expect(sentKeyAs(posts, KEY, auth), label).toHaveLength(1);
      }
      ledger.push({ surface: 'worker notification', fault: label, shown });
    }
    // Only web links were ever copied: the last is the huge case's link, not a script URL.
    await servePages(context);
    const paste = await context.newPage();
    await paste.goto('https://example.com/paste');
    await paste.bringToFront();
    expect(lastLink).toMatch(made());
    expect(await paste.evaluate(() => navigator.clipboard.readText())).toBe(lastLink);
  });
});

// ---- a hang, on every surface at once --------------------------------------------------------

test.describe('hang (test build)', () => {
  test.use({ extensionDir: TEST_EXTENSION_DIR });

  test('a service that never answers: each surface says so after 10 s', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    test.setTimeout(40_000);
    await servePages(context);
    // The options page opens before a key is stored, so it asks for no domains on the way.
    const options = await optionsPage(context, extensionId);
    fault({ mode: 'hang' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'header' });
    await seedLink(context);
    const worker = await workerOf(context);
    await spyOnNotifications(worker);
    const stats = await panelPage(context, extensionId);
    const domains = await panelPage(context, extensionId);

    const started = Date.now();
    // Save and connect first: a click in another page closes a toolbar popup already open (it
    // asks for the origin's access too), as a person's click elsewhere does.
    await options.page.getByRole('radio', { name: /^X-API-Key/ }).check();
    await options.page.getByRole('button', { name: CONNECT }).click();
    const shown = await Promise.all([
      (async () => {
        const p = await openPopup(context, extensionId, cdpPort, 'hang');
        const alert = p.page.getByRole('alert');
        await expect(alert).toHaveText(SAYS.timeout, { timeout: 15_000 });
        await expectSafePage(p.page, p.dialogs, 'popup hang');
        const text = await alert.innerText();
        await p.close();
        return ['popup', text];
      })(),
      (async () => {
        const alert = options.page.getByRole('alert');
        await expect(alert).toHaveText(SAYS.timeout, { timeout: 15_000 });
        await expectSafePage(options.page, options.dialogs, 'options hang');
        return ['options', await alert.innerText()];
      })(),
      ...[
        [stats, 'Stats'],
        [domains, 'Domains'],
      ].map(async ([p, section]) => {
        const { page, dialogs, url } = p as Awaited<ReturnType<typeof panelPage>>;
        await page.goto(url);
        if (section !== 'Stats') await page.getByRole('tab', { name: section as string }).click();
        const alert = page.getByRole('tabpanel').getByRole('alert');
        await expect(alert).toHaveText(SAYS.timeout, { timeout: 15_000 });
        await expectSafePage(page, dialogs, `${section} hang`);
        return [`panel ${section}`, await alert.innerText()];
      }),
      (async () => {
        const outcome = await callHook(worker, 'omnibox', 'example.com/hang');
        expect(outcome.kind).toBe('error');
        const [note] = await takeNotifications(worker);
        expect(note?.message).toMatch(SAYS.timeout);
        expect(await badgeText(worker)).toBe('!');
        return ['worker notification', `${note?.title}: ${note?.message}`];
      })(),
    ]);
    const took = Date.now() - started;
    expect(took).toBeLessThan(20_000);
    for (const [surface, text] of shown) {
      expectClear(text ?? '', /did not answer within 10 seconds/, `${surface} hang`);
      ledger.push({ surface: surface ?? '', fault: 'hang', shown: text ?? '' });
    }
    // Each surface sent its request once, with the key as set, then waited it out.
    expect(sentKeyAs(faults.requests, KEY, 'header').length).toBeGreaterThanOrEqual(5);
    expectNothingElsewhere('hang');
  });
});

// ---- direction overrides -----------------------------------------------------------------------
//
// Server text is isolated (<bdi>, or FSI…PDI via lib/web-url.ts's isolate()) so a U+202E in it
// can't reorder what is around it or disguise a name, wherever it is shown.

test.describe('bidi isolation of server text', () => {
  test('domain choices in the popup and the options page', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    // An <option> can't hold a <bdi>: the names go through isolate().
    await servePages(context);
    fault({ mode: 'hostile' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    const p = await openPopup(context, extensionId, cdpPort, 'hostile-title');
    await expect(p.popup.shortLink()).toHaveAttribute('title', made('h'));
    await p.page.getByText('Link options').click();
    const domain = p.page.getByLabel('Domain');
    await expect(domain.locator('option')).toHaveCount(3);
    const popupDom = await scanDom(p.page, KEY);
    await p.close();

    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(options.getByLabel('Default domain').locator('option')).toHaveCount(3);
    const optionsDom = await scanDom(options, KEY);
    expect({ popup: popupDom.bidi, options: optionsDom.bidi }).toEqual({ popup: [], options: [] });
  });

  test('the Stats view: chart dates and recent clicks', async ({ context, extensionId }) => {
    // The chart's dates (aria-label, <title>, figcaption, table), the recent clicks' cells and
    // the country codes.
    fault({ mode: 'hostile' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    await seedLink(context);
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(page.getByRole('region', { name: 'Recent clicks' })).toBeVisible();
    expect((await scanDom(page, KEY)).bidi).toEqual([]);
  });

  test('the QR codes list and view: type and error correction', async ({
    context,
    extensionId,
  }) => {
    // An unknown `type` (shown as it came) and `error_correction`.
    fault({ mode: 'hostile' });
    await connect(context, { baseUrl: faults.baseUrl, apiKey: KEY, authMethod: 'bearer' });
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await page.getByRole('tab', { name: 'QR codes' }).click();
    await page.getByRole('button', { name: /^View \u2068?QR 1 / }).click();
    await expect(page.getByRole('article').getByRole('img')).toBeVisible();
    expect((await scanDom(page, KEY)).bidi).toEqual([]);
  });
});

// ---- the checks themselves -------------------------------------------------------------------

test('the checks catch what they look for: markup, a script link, the key, an override, a dialog, a CSP violation', async ({
  context,
  extensionId,
}) => {
  // What each case above asserts is absent, put on an extension page on purpose.
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.evaluate(
    ([markup, key, bidi]) => {
      const box = document.createElement('div');
      box.innerHTML = `${markup}<a href="javascript:void 0">x</a><p>${key.toUpperCase()}</p><span>${bidi}</span>`;
      document.body.append(box);
      alert('from the page');
    },
    [HOSTILE.markup + HOSTILE.svg, KEY, HOSTILE.bidi] as const,
  );
  const dom = await scanDom(page, KEY);
  expect(dom.markup).toEqual(
    expect.arrayContaining([
      'img src=x',
      'img[onerror]',
      expect.stringMatching(/^<i#pwned-markup>/),
      expect.stringMatching(/^<foreignObject>/),
      'script alert(4)',
      'svg[onload]',
      expect.stringMatching(/^svg with active content/),
    ]),
  );
  expect(dom.badLinks).toEqual(['a href=javascript:alert(6)', 'a href=javascript:void 0']);
  expect(dom.key).toEqual(['page text']);
  expect(dom.bidi).toEqual([`<span> ${JSON.stringify(HOSTILE.bidi)}`]);
  const log = await pageLog(page);
  expect(log.csp.length).toBeGreaterThan(0);
  expect(log.failedLoads.length).toBeGreaterThan(0);
  expect(dialogs).toEqual(['alert: from the page']);
  expect(unclear('{"message":"Server Error"}', KEY)).toContain('raw JSON');
  expect(unclear(`TypeError: x is undefined at f (chunk.js:1:2) ${KEY}`, KEY)).toEqual(
    expect.arrayContaining(['shows the key', 'a stack trace or a programming word']),
  );
  expect(unclear('<!doctype html><h1>500 Internal Server Error</h1>', KEY)).toContain('markup');
});

import { expect, servePages, TEST_EXTENSION_DIR, test, workerOf } from '../fixtures.ts';
import {
  type AuthMethod,
  badgeText,
  callHook,
  type HookName,
  sentKeyAs,
  spyOnNotifications,
  takeNotifications,
  unclear,
} from './checks.ts';
import {
  brokenCases,
  connectAs,
  expectClear,
  expectNothingElsewhere,
  fault,
  faults,
  KEY,
  ledger,
  made,
  RATE_LIMITED,
  rateLimitCases,
  redirectCases,
  SAYS,
  saysWait,
  withFaultServer,
} from './harness.ts';
import type { FaultSettings } from './server.ts';

// Each fault from the worker's entry points: context menu, command, omnibox (test build).

withFaultServer();

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
      ...brokenCases('bearer'),
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
      await connectAs(context, auth);
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

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import {
  configure,
  launchWithExtension,
  type Sandbox,
  servePages,
  TEST_EXTENSION_DIR,
  workerOf,
} from './browser.ts';
import { callHook, type HookName } from './faults/checks.ts';
import { expect, test } from './fixtures.ts';
import { sandboxLinks } from './sandbox-api.ts';

// Interruptions lose nothing (lib/background/offline/): a shortening from the context menu, the
// command or the omnibox whose worker Chrome stops mid-request, and requests queued offline when
// the browser closes, each end with exactly one link on the sandbox, copied and notified. The
// service is the sandbox behind a proxy that can hold back POST /links answers after the sandbox
// has made the link: the worst case, a link made while nobody is left to read the answer.
test.use({ extensionDir: TEST_EXTENSION_DIR });

/** The sandbox behind a proxy whose `hold` keeps POST /links answers until `release()`. */
async function heldService(sandbox: Sandbox) {
  let open = () => {};
  let gate = Promise.resolve();
  let posts = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = Object.entries(req.headers).filter(
      ([k]) => !['host', 'connection', 'content-length'].includes(k),
    ) as [string, string][];
    const answer = await fetch(`${sandbox.origin}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    if (req.method === 'POST' && /\/links$/.test(req.url ?? '')) {
      posts++;
      await gate; // the link exists on the sandbox now; its answer waits
    }
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    posts: () => posts,
    hold: () => {
      gate = new Promise((ok) => {
        open = ok;
      });
    },
    release: () => open(),
    close: () => {
      open();
      server.closeAllConnections();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** What the worker copied, read back from a page as a person would paste it. */
async function pasted(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto('https://example.com/paste-here');
  await page.bringToFront();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  await page.close();
  return text;
}

/** The ids of the notifications the extension shows now. */
async function shown(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => {
    const c = (
      globalThis as unknown as { chrome: { notifications: { getAll(): Promise<object> } } }
    ).chrome;
    return Object.keys(await c.notifications.getAll());
  });
}

/** The list of requests not reported yet (lib/background/offline/queue.ts). */
async function unfinished(worker: Worker): Promise<unknown[]> {
  return worker.evaluate(async () => {
    const c = globalThis as unknown as {
      chrome: { storage: { local: { get(k: string): Promise<{ offlineQueue?: unknown[] }> } } };
    };
    return (await c.chrome.storage.local.get('offlineQueue')).offlineQueue ?? [];
  });
}

/**
 * Stops the extension's service worker as Chrome stops an idle one, mid-request or not
 * (`ServiceWorker.stopAllWorkers`, from an extension page: its storage partition holds only the
 * extension's worker), then finds the worker that starts after it. Chromium sometimes starts
 * one at once by itself (Playwright's DevTools client is attached); otherwise it is woken the
 * way it wakes itself, by its retry alarm (set before the request went out), made to fire now
 * rather than within the minute. A mark left in the old worker's scope tells the two apart.
 */
async function stopWorker(context: BrowserContext, extensionId: string): Promise<Worker> {
  type Marked = { snaplinkOld?: true };
  await (await workerOf(context)).evaluate(() => {
    (globalThis as Marked).snaplinkOld = true;
  });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
  // A stopped worker's evaluation neither answers nor fails: a second is enough for a live one.
  const isNew = (w: Worker) =>
    Promise.race([
      w.evaluate(() => !(globalThis as Marked).snaplinkOld).catch(() => false),
      new Promise<false>((r) => setTimeout(() => r(false), 1000)),
    ]);
  const fresh = async () => {
    for (const w of context.serviceWorkers()) if (await isNew(w)) return w;
    return undefined;
  };
  await new Promise((r) => setTimeout(r, 500));
  if (!(await fresh())) {
    await page.evaluate(() =>
      (
        globalThis as unknown as { chrome: { alarms: { create(n: string, a: object): void } } }
      ).chrome.alarms.create('snaplink-offline-retry', { when: Date.now() + 100 }),
    );
  }
  await expect.poll(async () => Boolean(await fresh()), { timeout: 10_000 }).toBe(true);
  await page.close();
  return (await fresh()) as Worker;
}

const SURFACES: [HookName, (url: string) => unknown[]][] = [
  [
    'menuClicked',
    (url) => [
      { menuItemId: 'shorten-page', pageUrl: url },
      { id: 1, url },
    ],
  ],
  ['command', (url) => ['shorten-page', { id: 1, windowId: 1, url, title: 'Stopped' }]],
  ['omnibox', (url) => [url]],
];

test('a worker stopped mid-request: each surface ends with one link, copied and notified', async ({
  context,
  sandbox,
  extensionId,
}) => {
  test.setTimeout(90_000);
  const service = await heldService(sandbox);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await servePages(context);
    await configure(context, { baseUrl: service.baseUrl, apiKey: 'demo-enterprise-key' });
    for (const [hook, args] of SURFACES) {
      const url = `https://example.com/stopped-${hook}-${Date.now()}`;
      service.hold();
      const before = service.posts();
      // Its answer never comes back to this worker: the evaluation dies with it.
      void callHook(await workerOf(context), hook, ...args(url)).catch(() => {});
      await expect.poll(() => service.posts()).toBe(before + 1);
      expect(await sandboxLinks(sandbox, url)).toHaveLength(1);
      const worker = await stopWorker(context, extensionId);
      service.release();
      await expect.poll(() => unfinished(worker), { timeout: 15_000 }).toEqual([]);
      const made = await sandboxLinks(sandbox, url);
      console.log(`[interrupt] ${hook}: ${made.length} link(s) after the worker was stopped`);
      expect(made.map((l) => l.original_url)).toEqual([url]);
      expect(service.posts()).toBe(before + 1);
      expect(await pasted(context)).toBe(made[0]?.short_url);
      expect((await shown(worker)).join(' ')).toMatch(/snaplink-queued-/);
    }
  } finally {
    await service.close();
  }
});

test('a browser closed with requests queued offline and one out: one link each after the restart', async ({
  sandbox,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'snaplink-restart-'));
  const service = await heldService(sandbox);
  const stamp = Date.now();
  const queued = [1, 2, 3].map((n) => `https://example.com/restart-${stamp}-${n}`);
  const out = `https://example.com/restart-${stamp}-out`;
  try {
    const first = await launchWithExtension(TEST_EXTENSION_DIR, 'en-US', {
      profile: { dir, reopen: false },
    });
    const { context } = first;
    await configure(context, { baseUrl: service.baseUrl, apiKey: 'demo-enterprise-key' });
    // One request out when the browser closes: the sandbox has made its link, unanswered.
    service.hold();
    void callHook(await workerOf(context), 'command', 'shorten-page', { url: out }).catch(() => {});
    await expect.poll(() => service.posts()).toBe(1);
    // Then offline: the next three wait for the connection.
    await context.setOffline(true);
    const worker = await workerOf(context);
    await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(false);
    for (const url of queued) {
      expect(await callHook(worker, 'omnibox', url)).toEqual({ kind: 'queued' });
    }
    expect(await unfinished(worker)).toHaveLength(4);
    await first.close();
    service.release();

    // The same profile again, online: the worker's start finishes all four.
    const again = await launchWithExtension(TEST_EXTENSION_DIR, 'en-US', {
      profile: { dir, reopen: true },
    });
    try {
      await again.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await servePages(again.context);
      const restarted = await workerOf(again.context);
      await expect.poll(() => unfinished(restarted), { timeout: 20_000 }).toEqual([]);
      for (const url of [out, ...queued]) {
        const made = await sandboxLinks(sandbox, url);
        console.log(
          `[interrupt] restart, ${url === out ? 'out' : 'queued'}: ${made.length} link(s)`,
        );
        expect(made.map((l) => l.original_url)).toEqual([url]);
      }
      expect(service.posts()).toBe(4);
      const last = await sandboxLinks(sandbox, queued[2] ?? '');
      expect(await pasted(again.context)).toBe(last[0]?.short_url);
      const ids = await shown(restarted);
      expect(ids.filter((id) => id.startsWith('snaplink-queued-'))).toHaveLength(4);
    } finally {
      await again.close();
    }
  } finally {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

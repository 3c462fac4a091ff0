// All tabs over 150 tabs with the Pro key (120 requests a minute) for `npm run bench` (called
// from bench/run.ts), in real time against a sandbox of its own (a full budget): the time it
// takes against the ideal the limit allows, its 429s, and a second run's POSTs. Takes about
// two real minutes: the limit is a real minute.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { startSandbox, withAccounts } from '../e2e/browser.ts';

const KEY = 'demo-pro-key';
const TABS = 150;
const PER_MINUTE = 120;

/**
 * Before the browser starts: the bench's copy of the build may read tabs, as the test build
 * does (headless Chromium can't answer the permission prompt). Never the product's manifest.
 */
export function grantTabs(dir: string): void {
  const file = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { permissions?: string[] };
  manifest.permissions = [...(manifest.permissions ?? []), 'tabs'];
  writeFileSync(file, JSON.stringify(manifest));
}

/** Two runs over TABS tabs; switches the stored settings to its own sandbox and the Pro key. */
export async function bulkBench(context: BrowserContext, sw: Worker, id: string) {
  const { proc, sandbox } = await startSandbox();
  try {
    await sw.evaluate(
      `chrome.storage.local.set(${JSON.stringify(withAccounts({ baseUrl: sandbox.baseUrl, apiKey: KEY }, undefined))})`,
    );
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${id}/sidepanel.html`);
    // Tabs of the panel's window. Playwright's route doesn't reach tabs the extension opens, so
    // with no internet each is Chromium's error page at its address: light (150 take about
    // 1 GB), and All tabs reads only the address. Discarding them closed the panel's page.
    await panel.evaluate(`(async () => {
      const { id } = await chrome.windows.getCurrent();
      for (let i = 0; i < ${TABS}; i++) {
        await chrome.tabs.create({ windowId: id, url: 'https://example.com/bulk/' + i, active: false });
      }
      // Until each has committed its address: All tabs skips a tab that has none yet.
      for (let n = 0; n < 600; n++) {
        const tabs = await chrome.tabs.query({ windowId: id });
        if (tabs.every((t) => t.url && t.status !== 'loading')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    })()`);
    const seen: { method: string; status: number }[] = [];
    panel.on('response', (res) => {
      if (res.url().startsWith(sandbox.baseUrl)) {
        seen.push({ method: res.request().method(), status: res.status() });
      }
    });
    await panel.bringToFront();
    await panel.getByRole('tab', { name: 'All tabs' }).click();
    const run = async () => {
      seen.length = 0;
      const start = Date.now();
      await panel.getByRole('button', { name: 'Shorten all tabs' }).click();
      await panel.getByRole('button', { name: 'Start over' }).waitFor({ timeout: 600_000 });
      const links = await panel.getByRole('list').getByRole('link').count();
      return {
        seconds: (Date.now() - start) / 1000,
        links,
        limited: seen.filter((r) => r.status === 429).length,
        posts: seen.filter((r) => r.method === 'POST').length,
        requests: seen.length,
      };
    };
    const first = await run();
    await panel.getByRole('button', { name: 'Start over' }).click();
    const second = await run();
    await panel.close();
    // From a full budget: the first 120 at once, the rest as the first turn a minute old.
    const ideal = Math.ceil(TABS / PER_MINUTE - 1) * 60;
    const said = (r: typeof first) =>
      `${r.seconds.toFixed(1)} s, ${r.links} links, ${r.limited} × 429, ${r.posts} POSTs, ${r.requests} requests`;
    const rows: [string, string, string, string][] = [
      [
        `All tabs, ${TABS} tabs, Pro key`,
        said(first),
        (first.seconds / ideal).toFixed(2),
        `ideal ${ideal} s`,
      ],
      [`All tabs again, the same ${TABS}`, said(second), '', '0 POSTs'],
    ];
    return { rows, data: { bulk: { first, second, ideal } } };
  } finally {
    proc.kill();
  }
}

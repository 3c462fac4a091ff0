// The side panel's Stats figures for `npm run bench` (called from bench/run.ts): opening to
// `snaplink:stats-visible` with the stats already cached, and a large payload's render time.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { build } from 'esbuild';
import { withAccounts } from '../e2e/browser.ts';
import { median, waitForMark } from './marks.ts';

const KEY = 'demo-pro-key'; // the account with clicks; a cached reopen makes no request

/** Before the browser starts: the render page, bundled on React like the panel itself. */
export async function preparePanelBench(dir: string): Promise<void> {
  await build({
    entryPoints: ['bench/panel-page.tsx'],
    bundle: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      // WXT's generated i18n module (`wxt prepare`); the page runs inside the extension, so
      // browser.i18n answers from its _locales.
      '#i18n': './.wxt/i18n/index.ts',
    },
    outfile: join(dir, 'panel-bench.js'),
  });
  writeFileSync(
    join(dir, 'panel-bench.html'),
    '<!doctype html><title>Panel bench</title><link rel="stylesheet" href="panel-bench.css"><body><script src="panel-bench.js"></script>',
  );
}

const MARK = waitForMark('snaplink:stats-visible');

/** Runs after the popup's bench; switches the stored key to the Pro demo and seeds history. */
export async function panelBench(
  context: BrowserContext,
  sw: Worker,
  id: string,
  baseUrl: string,
  runs: number,
) {
  const res = await fetch(`${baseUrl}/links?search=demo1&per_page=10`, {
    headers: { Authorization: `Bearer ${KEY}`, Accept: 'application/json' },
  });
  const link = ((await res.json()) as { data: Record<string, unknown>[] }).data.find(
    (l) => l.short_code === 'demo1',
  );
  const entry = {
    ...link,
    link_id: link?.id,
    domain_id: null,
    base_url: baseUrl,
    account: createHash('sha256').update(KEY).digest('hex').slice(0, 16),
  };
  await sw.evaluate(
    `chrome.storage.local.set(${JSON.stringify(withAccounts({ baseUrl, apiKey: KEY, history: [entry] }, undefined))})`,
  );
  const url = `chrome-extension://${id}/sidepanel.html`;
  const open = async () => {
    const page = await context.newPage();
    await page.goto(url);
    const t = (await page.evaluate(MARK)) as number;
    return { page, t };
  };
  // The first open fetches and fills the cache, which is saved a second after it changes.
  const first = await open();
  await first.page.waitForTimeout(1500);
  await first.page.close();
  const cached: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const { page, t } = await open();
    await page.close();
    if (i >= 2) cached.push(t);
  }

  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/panel-bench.html`);
  const render = (await page.evaluate('globalThis.panelRenderTimes')) as number[];
  await page.close();

  const rows: [string, string, string, string][] = [
    ['Panel: cached stats visible', `${median(cached).toFixed(1)} ms`, '', '≤ 150 ms'],
    ['Stats render, 365 days + 200 countries', `${median(render).toFixed(1)} ms`, '', '≤ 100 ms'],
  ];
  return { rows, data: { panelCached: cached, panelRender: render } };
}

// `npm run bench`: the popup's speed in real Chromium against the sandbox over HTTP, with the
// real toolbar popup, as medians over RUNS runs, each against a floor measured in the same run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { build } from 'esbuild';
import { EXTENSION_DIR, launchWithExtension, startSandbox } from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { BUDGETS_KB, entrypointSizes } from '../scripts/sizes.mjs';
import { panelBench, preparePanelBench } from './panel.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 2;
const CDP_PORT = 19300;
const KEY = 'demo-enterprise-key'; // 300 requests a minute: room for every run

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Opens the toolbar popup on `tab` and reads a User Timing mark's time since navigation. */
async function popupTime<T>(
  context: BrowserContext,
  id: string,
  tab: Page,
  read: string,
  file?: string,
): Promise<T> {
  const popup = await ToolbarPopup.open(context, id, CDP_PORT, tab, file);
  try {
    // A string expression: Playwright evaluates it over CDP, outside the page's CSP.
    return (await popup.page.evaluate(read)) as T;
  } finally {
    await popup.close();
  }
}

const waitForMark = (name: string) => `new Promise((resolve, reject) => {
  const deadline = performance.now() + 10000;
  (function poll() {
    const [m] = performance.getEntriesByName(${JSON.stringify(name)});
    if (m) return resolve(m.startTime);
    if (performance.now() > deadline) return reject(new Error('no mark ${name}'));
    setTimeout(poll, 2);
  })();
})`;

const blankLoadAndFetch = (baseUrl: string) => `(async () => {
  await new Promise((r) => (document.readyState === 'complete' ? r() : addEventListener('load', r)));
  const load = performance.getEntriesByType('navigation')[0].loadEventEnd;
  const t0 = performance.now();
  const res = await fetch(${JSON.stringify(`${baseUrl}/links`)}, {
    method: 'POST',
    headers: { Authorization: 'Bearer ${KEY}', 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ original_url: 'https://example.com/floor-' + Math.random() }),
  });
  await res.json();
  return [load, performance.now() - t0];
})()`;

async function main() {
  if (spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // The floor's blank page lives only in the bench's copy of the build, never in the product.
  const dir = join(mkdtempSync(join(tmpdir(), 'snaplink-bench-')), 'ext');
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  writeFileSync(
    join(dir, 'blank.html'),
    '<!doctype html><html><head><title>Blank</title></head><body></body></html>',
  );
  // So is the QR timing page: the popup's own encoder, bundled, timed in Chromium.
  await build({
    entryPoints: ['bench/qr-page.ts'],
    bundle: true,
    format: 'iife',
    outfile: join(dir, 'qr-bench.js'),
  });
  writeFileSync(
    join(dir, 'qr-bench.html'),
    '<!doctype html><title>QR bench</title><script src="qr-bench.js"></script>',
  );

  await preparePanelBench(dir);

  const { proc, sandbox } = await startSandbox(18900);
  const { context, close } = await launchWithExtension(dir, CDP_PORT);
  try {
    const sw = await worker(context);
    const id = new URL(sw.url()).host;
    await sw.evaluate(
      `chrome.storage.local.set(${JSON.stringify({ baseUrl: sandbox.baseUrl, apiKey: KEY })})`,
    );
    await context.route('https://example.com/**', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Bench page</title><h1>Bench</h1>',
      }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    const floorLoad: number[] = [];
    const floorFetch: number[] = [];
    const fresh: number[] = [];
    const reused: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const tab = await context.newPage();
      await tab.goto(`https://example.com/bench-${Date.now()}-${i}`);

      await sw.evaluate(`chrome.action.setPopup({ popup: 'blank.html' })`);
      const [load, fetchMs] = await popupTime<[number, number]>(
        context,
        id,
        tab,
        blankLoadAndFetch(sandbox.baseUrl),
        'blank.html',
      );
      await sw.evaluate(`chrome.action.setPopup({ popup: 'popup.html' })`);
      const made = await popupTime<number>(context, id, tab, waitForMark('snaplink:link-visible'));
      const again = await popupTime<number>(context, id, tab, waitForMark('snaplink:link-visible'));
      await tab.close();
      if (i < WARMUP) continue;
      floorLoad.push(load);
      floorFetch.push(fetchMs);
      fresh.push(made);
      reused.push(again);
    }

    const qrPage = await context.newPage();
    await qrPage.goto(`chrome-extension://${id}/qr-bench.html`);
    const qrTimes = (await qrPage.evaluate('globalThis.qrTimes')) as number[];
    // Last: it switches the stored key to the Pro demo, whose links have clicks.
    const panel = await panelBench(context, sw, id, sandbox.baseUrl, RUNS);

    const floor = median(floorLoad) + median(floorFetch);
    const sizes = entrypointSizes(EXTENSION_DIR);
    const kbOf = (page: string) => (sizes.find(([n]) => n === page)?.[2] ?? 0) / 1024;
    const popupKb = kbOf('popup');
    const sizeRows = Object.entries(BUDGETS_KB).map(
      ([page, budget]): [string, string, string, string] => [
        `${page[0]?.toUpperCase()}${page.slice(1)} JS, gzipped`,
        `${kbOf(page).toFixed(1)} KB`,
        (kbOf(page) / budget).toFixed(2),
        `≤ ${budget} KB budget`,
      ],
    );
    const rows: [string, string, string, string][] = [
      ['Blank extension page load (floor part)', `${median(floorLoad).toFixed(1)} ms`, '', ''],
      ['One raw POST /links fetch (floor part)', `${median(floorFetch).toFixed(1)} ms`, '', ''],
      [
        'Popup: new link visible',
        `${median(fresh).toFixed(1)} ms`,
        (median(fresh) / floor).toFixed(2),
        '≤ 1.3',
      ],
      [
        'Popup: reused link visible',
        `${median(reused).toFixed(1)} ms`,
        (median(reused) / median(floorLoad)).toFixed(2),
        '≤ 1.1',
      ],
      ['QR render, 1000 chars, EC H', `${median(qrTimes).toFixed(2)} ms`, '', '≤ 5 ms'],
      ...panel.rows,
      ...sizeRows,
    ];
    console.log(
      `\nSnaplink bench: medians of ${RUNS} runs (after ${WARMUP} warm-up), Chromium headless, sandbox over HTTP`,
    );
    console.log('| measure | median | ratio | target |');
    console.log('|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/latest.json',
      JSON.stringify(
        { runs: RUNS, floorLoad, floorFetch, fresh, reused, qrTimes, popupKb, ...panel.data },
        null,
        2,
      ),
    );
  } finally {
    await close();
    proc.kill();
  }
}

await main();

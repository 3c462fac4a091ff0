// `npm run bench`: the popup's speed in real Chromium against the sandbox over HTTP, with the
// real toolbar popup, as medians over RUNS runs, against a floor popup (bench/floor/: no
// framework, no checks) clicked on the same tab in the same run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'esbuild';
import { EXTENSION_DIR, launchWithExtension, startSandbox, workerOf } from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { BUDGETS_KB, entrypointSizes, firstPaintSize } from '../scripts/sizes.mjs';
import { bulkBench, grantTabs } from './bulk.ts';
import { startLatencyProxy } from './latency-proxy.ts';
import { median, waitForMark } from './marks.ts';
import { panelBench, preparePanelBench } from './panel.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 31);
/**
 * The time added to every answer of the service, one measure of both popups each: at zero the
 * sandbox is asked directly, otherwise through bench/latency-proxy.ts. `BENCH_LATENCY_MS=0`
 * (or `100`) measures one.
 */
const LATENCIES_MS = (process.env.BENCH_LATENCY_MS ?? '0,100').split(',').map(Number);
const WARMUP = 2;
const KEY = 'demo-enterprise-key'; // 300 requests a minute: room for every run
/**
 * How long each popup is left alone before the bench attaches to it and reads its marks (the
 * page keeps them). Attaching while a popup loads takes the cores it loads on: it slowed both
 * popups by tens of milliseconds and spread the clicks widely. A popup settles within 200 ms.
 */
const QUIET_MS = 700;

/** The middle half of the values: how widely the clicks spread around their median. */
const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return `${at(0.25).toFixed(1)}–${at(0.75).toFixed(1)}`;
};
/** Each click's ratio to the floor's click on the same tab in the same turn. */
const paired = (xs: number[], floor: number[]) => xs.map((x, i) => x / (floor[i] as number));

type Times = Record<'floorNew' | 'floorReused' | 'fresh' | 'reused', number[]>;

/** The popups' rows of the table for one latency. */
function popupRows(ms: number, t: Times): [string, string, string, string][] {
  const at = ms ? `, +${ms} ms` : '';
  const timed = (xs: number[]) => `${median(xs).toFixed(1)} ms (${quartiles(xs)})`;
  const ratio = (xs: number[], floor: number[]) => (median(xs) / median(floor)).toFixed(2);
  return [
    [`Floor popup: new link visible${at}`, timed(t.floorNew), '', ''],
    [`Floor popup: reused link visible${at}`, timed(t.floorReused), '', ''],
    [`Popup: new link visible${at}`, timed(t.fresh), ratio(t.fresh, t.floorNew), '≤ 1.1 × floor'],
    [
      `Popup: reused link visible${at}`,
      timed(t.reused),
      ratio(t.reused, t.floorReused),
      '≤ 1.1 × floor',
    ],
    [
      `Click by click, new / reused${at}: median ratio to the floor`,
      '',
      `${median(paired(t.fresh, t.floorNew)).toFixed(2)} / ${median(paired(t.reused, t.floorReused)).toFixed(2)}`,
      '',
    ],
  ];
}

/** Opens the toolbar popup on `tab` and reads a User Timing mark's time since navigation. */
async function popupTime<T>(
  context: BrowserContext,
  cdpPort: number,
  id: string,
  tab: Page,
  read: string,
  file?: string,
): Promise<T> {
  const popup = await ToolbarPopup.open(context, id, cdpPort, tab, file, QUIET_MS);
  try {
    // A string expression: Playwright evaluates it over CDP, outside the page's CSP.
    const value = (await popup.page.evaluate(read)) as T;
    // Closed only once its work is done (the link recorded): a person doesn't close a popup
    // within milliseconds of the link appearing, and the next click must find it.
    await popup.page.evaluate(waitForMark('snaplink:settled'));
    return value;
  } finally {
    await popup.close();
  }
}

async function main() {
  if (spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // The floor popup lives only in the bench's copy of the build, never in the product.
  const dir = join(mkdtempSync(join(tmpdir(), 'snaplink-bench-')), 'ext');
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  for (const file of ['floor.html', 'floor.js']) cpSync(join('bench/floor', file), join(dir, file));
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
  grantTabs(dir);

  const { proc, sandbox } = await startSandbox();
  const { context, cdpPort, close } = await launchWithExtension(dir);
  try {
    const sw = await workerOf(context);
    const id = new URL(sw.url()).host;
    await context.route('https://example.com/**', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Bench page</title><h1>Bench</h1>',
      }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    /** Both popups' clicks against the service at `baseUrl`. */
    const clickPopups = async (baseUrl: string): Promise<Times> => {
      await sw.evaluate(`chrome.storage.local.set(${JSON.stringify({ baseUrl, apiKey: KEY })})`);
      const times: Times = { floorNew: [], floorReused: [], fresh: [], reused: [] };
      const LINK = waitForMark('snaplink:link-visible');
      // Both popups on one tab, each twice (a new link, then the same page again), taking turns
      // at going first so neither always gets the warmer browser.
      const clickTwice = async (tab: Page, popup: string, made: number[], again: number[]) => {
        await sw.evaluate(`chrome.action.setPopup({ popup: ${JSON.stringify(popup)} })`);
        made.push(await popupTime<number>(context, cdpPort, id, tab, LINK, popup));
        again.push(await popupTime<number>(context, cdpPort, id, tab, LINK, popup));
      };
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const tab = await context.newPage();
        await tab.goto(`https://example.com/bench-${Date.now()}-${i}`);
        const turn: [string, number[], number[]][] = [
          ['floor.html', times.floorNew, times.floorReused],
          ['popup.html', times.fresh, times.reused],
        ];
        if (i % 2) turn.reverse();
        for (const [popup, made, again] of turn) await clickTwice(tab, popup, made, again);
        await tab.close();
        if (i < WARMUP) for (const list of Object.values(times)) list.splice(-1);
      }
      await sw.evaluate(`chrome.action.setPopup({ popup: 'popup.html' })`);
      return times;
    };
    const byLatency: [number, Times][] = [];
    for (const ms of LATENCIES_MS) {
      if (ms === 0) {
        byLatency.push([ms, await clickPopups(sandbox.baseUrl)]);
        continue;
      }
      const proxy = await startLatencyProxy(sandbox.origin, ms);
      try {
        const path = sandbox.baseUrl.slice(sandbox.origin.length);
        byLatency.push([ms, await clickPopups(`${proxy.origin}${path}`)]);
      } finally {
        await proxy.close();
      }
    }

    const qrPage = await context.newPage();
    await qrPage.goto(`chrome-extension://${id}/qr-bench.html`);
    const qrTimes = (await qrPage.evaluate('globalThis.qrTimes')) as number[];
    const qrFirst = (await qrPage.evaluate('globalThis.qrFirst')) as number;
    // Last: it switches the stored key to the Pro demo, whose links have clicks.
    const panel = await panelBench(context, sw, id, sandbox.baseUrl, RUNS);
    // After it: All tabs on a sandbox of its own, with its full minute (about two real minutes).
    const bulk = await bulkBench(context, sw, id);

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
      ...byLatency.flatMap(([ms, times]) => popupRows(ms, times)),
      ['QR render, 1000 chars, EC H', `${median(qrTimes).toFixed(2)} ms`, '', '≤ 5 ms'],
      ['QR render, the first in a page', `${qrFirst.toFixed(1)} ms`, '', ''],
      ...panel.rows,
      ...bulk.rows,
      ...sizeRows,
      [
        'Popup first paint (the early script)',
        `${(firstPaintSize(EXTENSION_DIR).bytes / 1024).toFixed(1)} KB in ${firstPaintSize(EXTENSION_DIR).files} files`,
        '',
        '',
      ],
    ];
    console.log(
      `\nSnaplink bench: medians (middle half in brackets) of ${RUNS} runs (after ${WARMUP} warm-up), Chromium headless, sandbox over HTTP`,
    );
    console.log('| measure | median | ratio | target |');
    console.log('|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/latest.json',
      JSON.stringify(
        {
          runs: RUNS,
          // Each latency's clicks, by the added milliseconds.
          popups: Object.fromEntries(byLatency),
          qrTimes,
          qrFirst,
          popupKb,
          ...panel.data,
          ...bulk.data,
        },
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

// `npm run bench`: the popup's speed in real Chromium against the sandbox over HTTP, with the
// real toolbar popup, click by click against a floor popup (bench/floor/: a separate minimal
// extension in a browser of its own) clicked on the same page in the same turn; then the QR
// code, the side panel, All tabs, and the pages' sizes.
//
// Environment:
//   BENCH_RUNS=31          turns per latency, after 2 warm-up turns
//   BENCH_LATENCY_MS=0,50,150   the time added to every answer of the service, one measure of
//                          both popups each (0: the sandbox directly; else bench/latency-proxy.ts)
//   BENCH_ONLY=popup       a quick run: only these parts (comma-separated: popup, qr, panel,
//                          bulk); All tabs alone takes about two real minutes. The sizes always.
// A quick check: BENCH_RUNS=5 BENCH_LATENCY_MS=0,50 BENCH_ONLY=popup npm run bench
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { EXTENSION_DIR, type Sandbox, startSandbox } from '../e2e/browser.ts';
import { BUDGETS_KB, entrypointSizes } from '../scripts/sizes.mjs';
import { bulkBench, grantTabs } from './bulk.ts';
import { startLatencyProxy } from './latency-proxy.ts';
import { median } from './marks.ts';
import { panelBench, preparePanelBench } from './panel.ts';
import {
  clickPopups,
  grantLoopback,
  launchFloor,
  launchSnaplink,
  paired,
  popupRows,
  type Row,
  type Side,
  type Times,
} from './popups.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const LATENCIES_MS = (process.env.BENCH_LATENCY_MS ?? '0,50,150').split(',').map(Number);
const PARTS = ['popup', 'qr', 'panel', 'bulk'] as const;
const ONLY = process.env.BENCH_ONLY?.split(',');
// A misspelt part or latency would otherwise measure nothing, or NaN, without a word.
if (ONLY?.some((p) => !(PARTS as readonly string[]).includes(p))) {
  throw new Error(`BENCH_ONLY takes ${PARTS.join(', ')}; got ${ONLY.join(',')}`);
}
if (LATENCIES_MS.some((ms) => !(ms >= 0)))
  throw new Error('BENCH_LATENCY_MS: milliseconds, e.g. 0,50');
/** Whether this run measures `part` (every part unless BENCH_ONLY names others). */
const measures = (part: (typeof PARTS)[number]) => !ONLY || ONLY.includes(part);

/** The QR timing page, bundled into the bench's copy: the popup's own encoder, in Chromium. */
async function addQrPage(dir: string): Promise<void> {
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
}

/** The bench's copy of the build, with its timing pages and grants; never the product. */
async function benchCopy(): Promise<string> {
  const dir = join(mkdtempSync(join(tmpdir(), 'snaplink-bench-')), 'ext');
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  await addQrPage(dir);
  await preparePanelBench(dir);
  grantTabs(dir);
  grantLoopback(dir);
  return dir;
}

/** Both popups at each latency: the sandbox directly at zero, else through the delay proxy. */
async function popupsByLatency(popup: Side, floor: Side, sandbox: Sandbox) {
  const byLatency: [number, Times][] = [];
  for (const ms of LATENCIES_MS) {
    if (ms === 0) {
      byLatency.push([ms, await clickPopups(popup, floor, sandbox.baseUrl, RUNS)]);
      continue;
    }
    // One proxy for both browsers: the same service, the same added time.
    const proxy = await startLatencyProxy(sandbox.origin, ms);
    try {
      const path = sandbox.baseUrl.slice(sandbox.origin.length);
      byLatency.push([ms, await clickPopups(popup, floor, `${proxy.origin}${path}`, RUNS)]);
    } finally {
      await proxy.close();
    }
  }
  return byLatency;
}

/** The popups' rows, and each latency's clicks with their ratios for latest.json. */
async function popupBench(popup: Side, sandbox: Sandbox) {
  const floor = await launchFloor();
  try {
    const byLatency = await popupsByLatency(popup, floor, sandbox);
    const rows = byLatency.flatMap(([ms, times]) => popupRows(ms, times));
    const data = byLatency.map(([ms, t]) => [
      ms,
      {
        ...t,
        ratios: {
          made: paired(t.popup.made, t.floor.made),
          again: paired(t.popup.again, t.floor.again),
        },
      },
    ]);
    return { rows, data: { popups: Object.fromEntries(data) } };
  } finally {
    await floor.close();
  }
}

async function qrBench({ context, id }: Side) {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/qr-bench.html`);
  const qrTimes = (await page.evaluate('globalThis.qrTimes')) as number[];
  const qrFirst = (await page.evaluate('globalThis.qrFirst')) as number;
  await page.close();
  const rows: Row[] = [
    ['QR render, 1000 chars, EC H', `${median(qrTimes).toFixed(2)} ms`, '', '≤ 5 ms'],
    ['QR render, the first in a page', `${qrFirst.toFixed(1)} ms`, '', ''],
  ];
  return { rows, data: { qrTimes, qrFirst } };
}

/** Each budgeted page's JavaScript, all it can load (dynamic imports included), gzipped. */
function sizeBench() {
  const sizes = entrypointSizes(EXTENSION_DIR);
  const kbOf = (page: string) => (sizes.find(([n]) => n === page)?.[2] ?? 0) / 1024;
  const rows = Object.entries(BUDGETS_KB).map(([page, budget]): Row => {
    const over = kbOf(page) > budget ? ': MISSED' : '';
    return [
      `${page[0]?.toUpperCase()}${page.slice(1)} JS, gzipped`,
      `${kbOf(page).toFixed(1)} KB`,
      (kbOf(page) / budget).toFixed(2),
      `≤ ${budget} KB budget${over}`,
    ];
  });
  return { rows, data: { popupKb: kbOf('popup') } };
}

function print(rows: Row[]) {
  console.log(
    `\nSnaplink bench: ${RUNS} turns (after 2 warm-up turns), Chromium headless, sandbox over HTTP. Times are medians (middle half in brackets); a popup's ratio is each click's over the floor's click in the same turn: their median (middle half).`,
  );
  console.log('| measure | median | ratio | target |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

async function main() {
  if (spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const dir = await benchCopy();
  const { proc, sandbox } = await startSandbox();
  const popup = await launchSnaplink(dir);
  try {
    const parts: { rows: Row[]; data: object }[] = [];
    if (measures('popup')) parts.push(await popupBench(popup, sandbox));
    if (measures('qr')) parts.push(await qrBench(popup));
    // Last but one: it switches the stored key to the Pro demo, whose links have clicks.
    if (measures('panel')) {
      parts.push(await panelBench(popup.context, popup.sw, popup.id, sandbox.baseUrl, RUNS));
    }
    // Last: All tabs on a sandbox of its own, with its full minute (about two real minutes).
    if (measures('bulk')) parts.push(await bulkBench(popup.context, popup.sw, popup.id));
    parts.push(sizeBench());
    print(parts.flatMap((p) => p.rows));
    mkdirSync('bench/results', { recursive: true });
    const data = Object.assign({ runs: RUNS }, ...parts.map((p) => p.data));
    writeFileSync('bench/results/latest.json', JSON.stringify(data, null, 2));
  } finally {
    await popup.close();
    proc.kill();
  }
}

await main();

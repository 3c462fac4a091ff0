// The popups' clicks for `npm run bench` (called from bench/run.ts): Snaplink's toolbar popup
// against the floor (bench/floor/), a separate minimal extension in a browser of its own, as a
// competitor's popup would be. A floor loaded inside Snaplink's extension shared its process
// and warm caches, and measured about twice as favourable to Snaplink.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { launchWithExtension, withAccounts, workerOf } from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { median, waitForMark } from './marks.ts';

const FLOOR_DIR = resolve('bench/floor');
const WARMUP = 2;
const KEY = 'demo-enterprise-key'; // 300 requests a minute: room for every run
/**
 * How long each popup is left alone before the bench attaches to it and reads its marks (the
 * page keeps them). Attaching while a popup loads takes the cores it loads on: it slowed both
 * popups by tens of milliseconds and spread the clicks widely. A popup settles within 200 ms.
 */
const QUIET_MS = 700;
const LINK = waitForMark('snaplink:link-visible');

/** One browser with one extension, and what clicking its toolbar popup takes. */
export interface Side {
  context: BrowserContext;
  cdpPort: number;
  id: string;
  /** The popup's page, as its manifest names it. */
  file: string;
  close(): Promise<void>;
}

/** A new link's clicks and the same pages' second clicks, in turn order. */
interface Clicks {
  made: number[];
  again: number[];
}
export type Times = { floor: Clicks; popup: Clicks };

/**
 * Before the browser starts: the bench's copy of the build may reach the loopback service
 * without CORS, as the floor does and as a person's Snaplink does once they grant the host
 * access its settings ask for (headless Chromium can't answer that prompt). Without it, only
 * Snaplink would pay a CORS preflight, one more round trip, per new link.
 */
export function grantLoopback(dir: string): void {
  const file = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { host_permissions?: string[] };
  const floor = JSON.parse(readFileSync(join(FLOOR_DIR, 'manifest.json'), 'utf8')) as {
    host_permissions: string[];
  };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...floor.host_permissions];
  writeFileSync(file, JSON.stringify(manifest));
}

type Launched = Awaited<ReturnType<typeof launchWithExtension>>;

/**
 * The id of the extension loaded from `dir`, as the browser reports it: the floor has no worker
 * to read it from, and a worker of its own would be code no competitor's popup needs.
 */
async function extensionId({ context }: Launched, dir: string): Promise<string> {
  const session = await context.browser()?.newBrowserCDPSession();
  if (!session) throw new Error('The persistent context has no browser handle for CDP.');
  const deadline = Date.now() + 10_000;
  try {
    while (Date.now() < deadline) {
      const { extensions } = (await session.send('Extensions.getExtensions' as never)) as {
        extensions: { id: string; path: string }[];
      };
      const found = extensions.find((e) => e.path === dir);
      if (found) return found.id;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No extension loaded from ${dir}`);
  } finally {
    await session.detach();
  }
}

/** Pages to shorten at a real https address, and a clipboard the popups may write. */
async function ready(launched: Launched, dir: string, file: string): Promise<Side> {
  const { context, cdpPort, close } = launched;
  await context.route('https://example.com/**', (r) =>
    r.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Bench page</title><h1>Bench</h1>',
    }),
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { context, cdpPort, id: await extensionId(launched, dir), file, close };
}

/** Snaplink's build at `dir`, in its own Chromium; the install's welcome page closed. */
export async function launchSnaplink(dir: string): Promise<Side & { sw: Worker }> {
  const launched = await launchWithExtension(dir);
  return { ...(await ready(launched, dir, 'popup.html')), sw: await workerOf(launched.context) };
}

/** The floor extension in a Chromium and profile of its own, launched as Snaplink's is. */
export async function launchFloor(): Promise<Side> {
  // A profile of the bench's own, given as one reopened: the floor opens no welcome page for
  // the launch to wait for. Removed at close, as launchWithExtension removes its own.
  const profile = mkdtempSync(join(tmpdir(), 'snaplink-floor-'));
  const launched = await launchWithExtension(FLOOR_DIR, 'en-US', {
    profile: { dir: profile, reopen: true },
  });
  const side = await ready(launched, FLOOR_DIR, 'floor.html');
  return {
    ...side,
    close: async () => {
      await launched.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Writes `items` into the extension's storage.local from a page of its own (its manifest, shown
 * as text: no popup code runs), the same way for both extensions, worker or none.
 */
async function store({ context, id }: Side, items: object): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`chrome-extension://${id}/manifest.json`);
    await page.evaluate(`chrome.storage.local.set(${JSON.stringify(items)})`);
  } finally {
    await page.close();
  }
}

/** Opens the toolbar popup on `tab` and reads when its link became visible. */
async function linkVisible(side: Side, tab: Page): Promise<number> {
  const popup = await ToolbarPopup.open(
    side.context,
    side.id,
    side.cdpPort,
    tab,
    side.file,
    QUIET_MS,
  );
  try {
    // A string expression: Playwright evaluates it over CDP, outside the page's CSP.
    const value = (await popup.page.evaluate(LINK)) as number;
    // Closed only once its work is done (the link recorded): a person doesn't close a popup
    // within milliseconds of the link appearing, and the next click must find it.
    await popup.page.evaluate(waitForMark('snaplink:settled'));
    return value;
  } finally {
    await popup.close();
  }
}

/** A new link on `tab`, then the same page again (a reused link). */
async function clickTwice(side: Side, tab: Page, clicks: Clicks) {
  clicks.made.push(await linkVisible(side, tab));
  clicks.again.push(await linkVisible(side, tab));
}

/**
 * RUNS turns (after WARMUP) against the service at `baseUrl`: in each, both browsers open the
 * same new page, and each clicks its popup twice, taking turns at going first so neither
 * always follows the other's work.
 */
export async function clickPopups(
  popup: Side,
  floor: Side,
  baseUrl: string,
  runs: number,
): Promise<Times> {
  // The floor keeps its two keys; Snaplink keeps its connection as an account (withAccounts).
  await store(floor, { baseUrl, apiKey: KEY });
  await store(popup, withAccounts({ baseUrl, apiKey: KEY }, undefined));
  const times: Times = { floor: { made: [], again: [] }, popup: { made: [], again: [] } };
  for (let i = 0; i < WARMUP + runs; i++) {
    const url = `https://example.com/bench-${Date.now()}-${i}`;
    const turn: [Side, Clicks][] = [
      [floor, times.floor],
      [popup, times.popup],
    ];
    if (i % 2) turn.reverse();
    const tabs = await Promise.all(turn.map(([side]) => side.context.newPage()));
    for (const tab of tabs) await tab.goto(url);
    for (const [n, [side, clicks]] of turn.entries())
      await clickTwice(side, tabs[n] as Page, clicks);
    for (const tab of tabs) await tab.close();
    if (i < WARMUP)
      for (const c of [times.floor, times.popup]) for (const xs of Object.values(c)) xs.pop();
  }
  return times;
}

/** The middle half of the values: how widely the clicks spread around their median. */
const quartiles = (xs: number[], digits: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return `${at(0.25).toFixed(digits)}–${at(0.75).toFixed(digits)}`;
};
/** Each click's ratio to the floor's click in the same turn. */
export const paired = (xs: number[], floor: number[]) => xs.map((x, i) => x / (floor[i] as number));

/**
 * The most the popup may take, as a multiple of the floor's click. With no added latency the
 * floor's time is almost all an extension page starting, which a React popup pays more of; with
 * latency a new link's time is mostly the round trip, which the popup must not add to. A
 * reused link makes no request, so latency changes nothing for it: it is held at zero only.
 */
const target = (ms: number, kind: keyof Clicks): number | undefined =>
  ms === 0 ? 1.5 : kind === 'made' ? 1.1 : undefined;

/** measure, median, ratio, target: one line of the bench's table. */
export type Row = [string, string, string, string];

/** The table's rows for one latency: the floor's medians, then the popup's click by click. */
export function popupRows(ms: number, t: Times): Row[] {
  const at = ms ? `, +${ms} ms` : '';
  const timed = (xs: number[]) => `${median(xs).toFixed(1)} ms (${quartiles(xs, 1)})`;
  const what = { made: 'new', again: 'reused' } as const;
  const floorRow = (kind: keyof Clicks): Row => [
    `Floor: ${what[kind]} link visible${at}`,
    timed(t.floor[kind]),
    '',
    '',
  ];
  const popupRow = (kind: keyof Clicks): Row => {
    const ratios = paired(t.popup[kind], t.floor[kind]);
    const most = target(ms, kind);
    const missed = most !== undefined && median(ratios) > most ? ': MISSED' : '';
    return [
      `Popup: ${what[kind]} link visible${at}`,
      timed(t.popup[kind]),
      `${median(ratios).toFixed(2)} (${quartiles(ratios, 2)})`,
      most === undefined ? '' : `≤ ${most.toFixed(2)} × floor${missed}`,
    ];
  };
  return [floorRow('made'), floorRow('again'), popupRow('made'), popupRow('again')];
}

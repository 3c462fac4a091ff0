import type { RateLimitSnapshot } from '../api/rate-limit';
import { realSleep, type Sleep } from '../api/timing';
import { baseUrlMessage, errorView, noKeyMessage } from '../error-view';
import type { ShortenOutcome, ShortenRequest } from '../shorten';
import { classifyUrl } from '../urls';
import { webUrl } from '../web-url';
import { type Budget, observe, paceMs, timeLeftMs } from './bulk-pace';

/** Every tab of a window through the flow, in turn, each waiting its place in the rate limit. */

export interface BulkTab {
  title: string;
  url: string | undefined;
}

type RowState =
  | { kind: 'waiting' }
  | { kind: 'working' }
  | { kind: 'link'; shortUrl: string; reused: boolean }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; message: string };

export interface BulkRow extends BulkTab {
  state: RowState;
}

export interface BulkState {
  rows: BulkRow[];
  phase: 'running' | 'done' | 'stopped';
  /** A 429 being waited out: how long, from when (ms), so a countdown can show it. */
  wait?: { seconds: number; since: number };
  /** The time the tabs left should take at the pace the rate limit allows, as of `at` (ms). */
  timeLeft?: { ms: number; at: number };
  /** Why the whole run stopped early: an error every tab would get (a bad key, the plan). */
  halted?: string;
}

export interface BulkDeps {
  /** THE flow, with the caller's connection; copy is off, the list is copied at the end. */
  shorten: (
    req: ShortenRequest,
    signal: AbortSignal,
    onRateLimit: (seen: RateLimitSnapshot) => void,
  ) => Promise<ShortenOutcome>;
  /** The key's budget as the last run left it: the next run knows the requests it spent. */
  budget?: Budget;
  onChange: (state: BulkState) => void;
  signal: AbortSignal;
  sleep?: Sleep;
  now?: () => number;
}

/** Rows as they start: unshortenable tabs already skipped, with the reason in words. */
export function firstRows(tabs: BulkTab[]): BulkRow[] {
  return tabs.map((tab) => {
    const check = classifyUrl(tab.url);
    return {
      ...tab,
      state: check.ok ? { kind: 'waiting' } : { kind: 'skipped', reason: check.reason },
    };
  });
}

/** Runs the tabs through the flow one after another; resolves with the final state. */
export async function runBulk(tabs: BulkTab[], deps: BulkDeps): Promise<BulkState> {
  const { signal, sleep = realSleep, now = Date.now } = deps;
  let state: BulkState = { rows: firstRows(tabs), phase: 'running' };
  const set = (change: Partial<BulkState>) => {
    state = { ...state, ...change };
    deps.onChange(state);
  };
  const setRow = (i: number, rowState: RowState) =>
    set({ rows: state.rows.map((r, at) => (at === i ? { ...r, state: rowState } : r)) });
  set({});

  const budget = deps.budget ?? { sent: [] };
  // Measured as the run goes: the requests a tab costs, and its time when nothing holds it.
  let settledTabs = 0;
  let requests = 0;
  let busyMs = 0;
  const onRateLimit = (seen: RateLimitSnapshot) => {
    observe(budget, seen);
    if (seen.status !== 429) requests++;
  };
  const perTab = () => (settledTabs ? Math.max(1, Math.round(requests / settledTabs)) : 1);
  // Only once a tab has settled: before, the run knows nothing of a tab's time.
  const estimate = () => {
    if (!settledTabs) return;
    const left = state.rows.filter((r) => r.state.kind === 'waiting').length;
    const ms = timeLeftMs(budget, left, perTab(), busyMs / settledTabs, now());
    set({ timeLeft: { ms, at: now() } });
  };

  for (let i = 0; i < state.rows.length; i++) {
    const row = state.rows[i];
    if (row?.state.kind !== 'waiting') continue;
    const pause = paceMs(budget, perTab(), now());
    if (pause > 0 && !signal.aborted) {
      estimate();
      await sleep(pause, signal).catch(() => {});
    }
    if (signal.aborted) break;
    setRow(i, { kind: 'working' });
    const req = { url: row.url, title: row.title, copy: false };
    let started = now();
    let outcome = await deps.shorten(req, signal, onRateLimit);
    // Waited out as long as the service keeps asking; Cancel ends the wait at once.
    while (outcome.kind === 'error' && outcome.error.kind === 'rate_limited' && !signal.aborted) {
      const seconds = outcome.error.retryAfter ?? 60;
      set({ wait: { seconds, since: now() } });
      await sleep(seconds * 1000, signal).catch(() => {});
      set({ wait: undefined });
      if (signal.aborted) break;
      started = now();
      outcome = await deps.shorten(req, signal, onRateLimit);
    }
    // A link made as Cancel came is kept (the flow has recorded it); anything else is let go.
    if ((signal.aborted && outcome.kind !== 'link') || outcome.kind === 'aborted') {
      setRow(i, { kind: 'waiting' });
      break;
    }
    const halted = haltingError(outcome);
    if (halted) {
      setRow(i, { kind: 'failed', message: halted });
      set({ phase: 'stopped', halted, timeLeft: undefined });
      return state;
    }
    setRow(i, settled(outcome));
    settledTabs++;
    busyMs += now() - started;
    estimate();
  }
  set({ phase: signal.aborted ? 'stopped' : 'done', wait: undefined, timeLeft: undefined });
  return state;
}

/** One tab's outcome as its row; only an http(s) address from the service becomes a link. */
function settled(outcome: ShortenOutcome): RowState {
  if (outcome.kind === 'unshortenable') return { kind: 'skipped', reason: outcome.reason };
  if (outcome.kind === 'link') {
    const shortUrl = webUrl(outcome.link.short_url);
    if (shortUrl) return { kind: 'link', shortUrl, reused: outcome.reused };
  }
  const error = outcome.kind === 'error' ? outcome.error : undefined;
  return { kind: 'failed', message: errorView(error).message };
}

/** An error every following tab would get too (no key, the plan…): the run stops on it. */
function haltingError(outcome: ShortenOutcome): string | undefined {
  if (outcome.kind === 'no_key') return noKeyMessage();
  if (outcome.kind === 'bad_base_url') return baseUrlMessage(outcome.problem);
  if (outcome.kind !== 'error') return undefined;
  const view = errorView(outcome.error);
  return view.next === 'options' || outcome.error.kind === 'plan' ? view.message : undefined;
}

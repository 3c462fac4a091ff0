import type { RateLimitSnapshot } from '../api/rate-limit';

/**
 * Pacing All tabs on the service's figures, so 150 tabs meet a 429 rarely: a request counted at
 * t frees its place at t + 60 s; one taken by others, as late as it can.
 */

export const WINDOW_MS = 60_000;
/** Past the minute, against timers and a service's coarser clock. */
const MARGIN_MS = 100;

/** What the run knows of the key's budget. */
export interface Budget {
  seen?: RateLimitSnapshot;
  /** When this panel's counted requests were answered (ms), oldest first, within the minute. */
  sent: number[];
}

/** A new answer's figures: a 429 is not counted, every other answer with them is. */
export function observe(budget: Budget, seen: RateLimitSnapshot): void {
  budget.seen = seen;
  budget.sent = budget.sent.filter((t) => t > seen.observedAt - WINDOW_MS);
  if (seen.status !== 429) budget.sent.push(seen.observedAt);
}

/** When each of the next tabs may start (ms): once it has a place for each of its requests. */
function tabStarts(
  budget: Budget,
  tabs: number,
  perTab: number,
  tabMs: number,
  now: number,
): number[] {
  const { seen } = budget;
  const starts: number[] = [];
  // With no figures (none yet, or a service that gives none), nothing holds a tab back.
  let free = seen?.remaining ?? Number.POSITIVE_INFINITY;
  const frees = seen ? freeing(budget, seen, free) : [];
  let next = now;
  for (let i = 0; i < tabs; i++) {
    let start = next;
    for (let r = 0; r < perTab; r++) {
      if (free > 0) free--;
      // Past the known places the run waits on its own requests, which are always queued.
      else start = Math.max(start, frees.shift() ?? start);
    }
    for (let r = 0; r < perTab; r++) frees.push(start + WINDOW_MS + MARGIN_MS);
    starts.push(start);
    next = start + tabMs;
  }
  return starts;
}

/** The wait before the next tab (ms), for one that costs `perTab` requests. */
export const paceMs = (budget: Budget, perTab: number, now: number): number =>
  Math.max(0, (tabStarts(budget, 1, perTab, 0, now)[0] ?? now) - now);

/** How long the `tabs` left should take (ms), at the pace the figures allow. */
export function timeLeftMs(
  budget: Budget,
  tabs: number,
  perTab: number,
  tabMs: number,
  now: number,
): number {
  const last = tabStarts(budget, tabs, perTab, tabMs, now).at(-1);
  return last === undefined ? 0 : last + tabMs - now;
}

/** When each place taken at the last answer frees (ms), earliest first. */
function freeing(budget: Budget, seen: RateLimitSnapshot, remaining: number): number[] {
  const at = seen.observedAt;
  const own = budget.sent.filter((t) => t > at - WINDOW_MS && t <= at);
  const limit = Math.max(seen.limit ?? 0, remaining + own.length, 1);
  const used = limit - remaining;
  const mine = own.slice(Math.max(0, own.length - used));
  // Others' places free as late as they can (the first at the reset given): a wait, not a 429.
  const late = at + WINDOW_MS + MARGIN_MS;
  const reset = (seen.resetAt ?? 0) * 1000;
  const others = Array.from({ length: used - mine.length }, (_, i) =>
    i === 0 && reset > at ? Math.min(reset, late) : late,
  );
  return [...others, ...mine.map((t) => t + WINDOW_MS + MARGIN_MS)].sort((a, b) => a - b);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateLimitSnapshot } from '../../../lib/api/rate-limit';
import { type Budget, observe, paceMs, timeLeftMs, WINDOW_MS } from '../../../lib/bulk/bulk-pace';

// The pacing of the All tabs run, as pure functions of the service's figures: no service, no
// clock. The service is modelled here as the reference states it: per key, a rolling minute.

const T = 1_800_000_000_000;
const seen = (over: Partial<RateLimitSnapshot>): RateLimitSnapshot => ({
  limit: 120,
  remaining: 120,
  observedAt: T,
  status: 200,
  ...over,
});

/** A budget after `times` counted requests, with the figures of the last answer. */
function spent(times: number[], limit = 120): Budget {
  const budget: Budget = { sent: [] };
  for (const [i, at] of times.entries()) {
    observe(budget, seen({ limit, remaining: limit - i - 1, observedAt: at }));
  }
  return budget;
}

describe('the wait before the next tab', () => {
  it('is none without figures, and none while the budget has room for the tab', () => {
    expect(paceMs({ sent: [] }, 1, T)).toBe(0);
    expect(paceMs({ sent: [], seen: seen({ remaining: 1 }) }, 1, T)).toBe(0);
    expect(paceMs({ sent: [], seen: seen({ limit: undefined, remaining: undefined }) }, 1, T)).toBe(
      0,
    );
  });

  it("lasts until the run's oldest request of the minute has left it", () => {
    // 120 requests, 10 ms apart: the window is full; its first place frees at T + 60 s.
    const times = Array.from({ length: 120 }, (_, i) => T + i * 10);
    const budget = spent(times);
    const now = T + 2000;
    const wait = paceMs(budget, 1, now);
    expect(now + wait).toBeGreaterThan(T + WINDOW_MS);
    expect(now + wait).toBeLessThan(T + WINDOW_MS + 500);
    // A tab that costs two requests waits for the second place too.
    expect(now + paceMs(budget, 2, now)).toBeGreaterThan(T + 10 + WINDOW_MS);
    // Once that time has come, it goes at once.
    expect(paceMs(budget, 1, T + WINDOW_MS + 500)).toBe(0);
  });

  it('after a 429, waits for the reset it gave (the places were taken by someone else)', () => {
    const budget: Budget = { sent: [] };
    const reset = T + 41_000;
    observe(budget, seen({ remaining: 0, resetAt: reset / 1000, status: 429 }));
    expect(budget.sent).toEqual([]);
    expect(T + paceMs(budget, 1, T)).toBe(reset);
  });

  it('takes places others took, with no reset given, to free a minute after they showed', () => {
    const budget: Budget = { sent: [], seen: seen({ remaining: 0 }) };
    expect(paceMs(budget, 1, T)).toBeGreaterThanOrEqual(WINDOW_MS);
    expect(paceMs(budget, 1, T)).toBeLessThan(WINDOW_MS + 500);
    expect(paceMs(budget, 3, T)).toBe(paceMs(budget, 1, T));
  });
});

describe('the time left', () => {
  it('for 150 tabs from a full Pro budget: a minute, the ideal the limit allows', () => {
    const budget: Budget = { sent: [], seen: seen({ remaining: 120 }) };
    const left = timeLeftMs(budget, 150, 1, 20, T);
    // 120 tabs at once (20 ms each), then the 121st when the first request turns a minute old.
    expect(left).toBeGreaterThan(WINDOW_MS);
    expect(left).toBeLessThan(WINDOW_MS + 30 * 20 + 200);
    expect(timeLeftMs(budget, 100, 1, 20, T)).toBe(100 * 20);
    expect(timeLeftMs(budget, 0, 1, 20, T)).toBe(0);
  });

  it('grows with the requests a tab costs', () => {
    const budget: Budget = { sent: [], seen: seen({ remaining: 120 }) };
    expect(timeLeftMs(budget, 100, 2, 20, T)).toBeGreaterThan(WINDOW_MS);
  });
});

/**
 * A run that waits as told, against a modelled service (a rolling minute, `limit` a key), from a
 * budget the run itself and others have partly spent: it meets a 429 only when it has no figures
 * yet and others have spent the budget, and alone it ends no
 * later than the fastest schedule the limit allows, give or take the margin and a request's time
 * per minute.
 */
describe('paced against a modelled service', () => {
  it('never meets a 429 and ends within the ideal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 300 }),
        fc.nat({ max: 300 }),
        fc.integer({ min: 1, max: 2 }),
        fc.nat({ max: 300 }),
        (limit, tabs, latency, spentBefore, perTab, othersBefore) => {
          // A tab's requests go one after another: no pace fits two into a limit of one.
          fc.pre(perTab <= limit);
          const counted: number[] = [];
          const budget: Budget = { sent: [] };
          let now = T;
          let limited = 0;
          const request = () => {
            const window = counted.filter((t) => t > now - WINDOW_MS);
            const inWindow = window.length;
            now += latency;
            if (inWindow >= limit) {
              limited++;
              // As the sandbox says it: the oldest place frees then, in whole seconds.
              const resetAt = Math.ceil((Math.min(...window) + WINDOW_MS) / 1000);
              observe(budget, { limit, remaining: 0, resetAt, observedAt: now, status: 429 });
              return false;
            }
            counted.push(now - latency);
            observe(budget, { limit, remaining: limit - inWindow - 1, observedAt: now });
            return true;
          };
          // Some by others first (the popup, another device), seen here only in the figures.
          const others = Math.min(othersBefore, limit);
          for (let i = 0; i < others; i++) counted.push(now - 1 - ((i * 7919) % 59_000));
          counted.sort((a, b) => a - b);
          // Part of the budget spent by this panel's previous run, a second apart.
          for (let i = 0; i < Math.min(spentBefore, limit - others); i++) {
            request();
            now += 1000;
          }
          const start = now;
          const blind = budget.seen === undefined;
          // The fastest schedule the modelled limit allows, from the same requests counted.
          const ideal = [...counted];
          let end = start;
          for (let i = 0; i < tabs; i++) {
            let at = end;
            for (let r = 0; r < perTab; r++) {
              const blocking = ideal[ideal.length + r - limit];
              if (blocking !== undefined) at = Math.max(at, blocking + WINDOW_MS - r * latency);
            }
            for (let r = 0; r < perTab; r++) ideal.push(at + r * latency);
            end = at + perTab * latency;
          }
          // As runBulk does: a tab's requests stop at a 429, and the tab is tried again.
          for (let i = 0; i < tabs; i++) {
            let done = false;
            while (!done) {
              now += paceMs(budget, perTab, now);
              done = true;
              for (let r = 0; r < perTab && done; r++) done = request();
            }
          }
          // Unseen others can cost the first request, sent before any figures: one 429 at most.
          expect(limited).toBeLessThanOrEqual(others > 0 && blind ? 1 : 0);
          // Others' places are taken to free as late as they can: the ideal is for a run alone.
          if (others > 0) return;
          // Each turn of the minute may cost the pace a request's time and its margin.
          const turns = Math.ceil((tabs * perTab) / (limit - perTab + 1)) + 1;
          expect(now - start).toBeLessThanOrEqual(end - start + turns * (latency * perTab + 100));
        },
      ),
      { numRuns: 200 },
    );
  });
});

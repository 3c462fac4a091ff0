import { browser } from 'wxt/browser';

/**
 * When the list is finished (drain.ts), on three triggers, as none is enough alone:
 * - `online`, at once, but only in a running worker: Chrome stops an idle MV3 worker after 30 s;
 * - an alarm every minute while something waits, set before each request goes out (index.ts)
 *   and cleared once the queue is empty: it wakes a stopped worker;
 * - the worker's start (any event's, the browser's own): what a stopped worker or a closed
 *   browser cut off is finished then.
 */

const ALARM = 'snaplink-offline-retry';

// Chrome's shortest period for a packed extension is 30 s; a minute is soon enough.
export const retryLater = () => browser.alarms.create(ALARM, { periodInMinutes: 1 });

export const stopRetrying = async () => {
  await browser.alarms.clear(ALARM);
};

/** Wires the triggers to `drain`, at the worker's top level: later, the waking alarm is missed. */
export function watch(scope: EventTarget, drain: () => Promise<unknown>): void {
  const run = () => void drain().catch(() => {});
  scope.addEventListener('online', run);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) run();
  });
  run();
}

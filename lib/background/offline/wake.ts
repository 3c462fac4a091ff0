import { browser } from 'wxt/browser';

/**
 * When the list is finished (drain.ts). Three triggers, because none is enough alone:
 * - the `online` event, at once when the connection returns, but only in a worker that is
 *   running: Chrome stops an idle MV3 worker after 30 s, and no network change wakes it;
 * - an alarm every minute while something waits (hence the `alarms` permission, which shows
 *   no warning at install): it wakes the worker, which then tries if the browser is online.
 *   It is cleared as soon as the queue is empty, so an empty queue costs nothing;
 * - the worker's (or background page's) start, e.g. the next event after a sleep, or the
 *   browser's own start (`runtime.onStartup` wakes it): what a stopped worker or a closed
 *   browser cut off is finished then.
 * The alarm is set before each request goes out, too (index.ts), so a worker stopped mid-request
 * wakes within a minute even if nothing else happens.
 */

const ALARM = 'snaplink-offline-retry';

/** Chrome's shortest period for a packed extension is 30 s; a minute is soon enough. */
const RETRY_MINUTES = 1;

export async function retryLater(): Promise<void> {
  await browser.alarms.create(ALARM, { periodInMinutes: RETRY_MINUTES });
}

export async function stopRetrying(): Promise<void> {
  await browser.alarms.clear(ALARM);
}

/**
 * Wires the triggers to `drain`. Called at the top level of the worker: listeners added later
 * would miss the alarm that woke it.
 */
export function watch(scope: EventTarget, drain: () => Promise<unknown>): void {
  const run = () => void drain().catch(() => {});
  scope.addEventListener('online', run);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) run();
  });
  run();
}

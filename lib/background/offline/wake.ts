import { browser } from 'wxt/browser';

/**
 * When the list is finished: on `online` (a running worker only), on an alarm each minute while
 * something waits (it wakes a stopped worker), and at the worker's start.
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

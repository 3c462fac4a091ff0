import { browser } from 'wxt/browser';
import { watchAccount } from '../storage/preferences';
import type { RefreshOptions } from './index-refresh';

/** Refreshes at the worker's start, every REFRESH_MINUTES and when the account changes. */

const ALARM = 'snaplink-link-index';
export const REFRESH_MINUTES = 15;
export const MIN_AGE_MS = 5 * 60 * 1000;

export function watchLinkIndex(refresh: (options: RefreshOptions) => Promise<unknown>): void {
  let running: Promise<unknown> = Promise.resolve();
  let next: RefreshOptions | undefined;
  const run = (options: RefreshOptions) => {
    // A refresh already waiting takes the more eager of the two asks.
    if (next) {
      next = options.ifOlderThan === undefined ? options : next;
      return;
    }
    next = options;
    running = running.then(() => {
      const asked = next ?? {};
      next = undefined;
      return refresh(asked).catch(() => {});
    });
  };
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) run({ ifOlderThan: MIN_AGE_MS });
  });
  watchAccount(() => run({}));
  // Created once: creating it again at every start would push its next firing back each time.
  void browser.alarms
    .get(ALARM)
    .then(async (alarm) => {
      if (!alarm) await browser.alarms.create(ALARM, { periodInMinutes: REFRESH_MINUTES });
    })
    .catch(() => {});
  run({ ifOlderThan: MIN_AGE_MS });
}

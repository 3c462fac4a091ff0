import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RefreshOptions } from '../../../lib/link-index/index-refresh';
import {
  MIN_AGE_MS,
  REFRESH_MINUTES,
  watchLinkIndex,
} from '../../../lib/link-index/index-schedule';
import { storeConnection } from '../../support/accounts';

// When the worker refreshes the index of the account's links (lib/link-index/index-schedule.ts).

const ALARM = 'snaplink-link-index';
let asked: RefreshOptions[];
let release: () => void;
let held: Promise<void>;

beforeEach(() => {
  fakeBrowser.reset();
  asked = [];
  held = Promise.resolve();
});

/** A refresh that records what it was asked, and finishes only once `held` resolves. */
const refresh = async (options: RefreshOptions) => {
  asked.push(options);
  await held;
};

const settle = () => new Promise((ok) => setTimeout(ok, 0));

describe('watchLinkIndex', () => {
  it('refreshes at the start unless the index is young, and sets the alarm once', async () => {
    watchLinkIndex(refresh);
    await settle();
    expect(asked).toEqual([{ ifOlderThan: MIN_AGE_MS }]);
    const alarm = await fakeBrowser.alarms.get(ALARM);
    expect(alarm?.periodInMinutes).toBe(REFRESH_MINUTES);

    // A later start keeps the alarm as it was rather than pushing it back.
    watchLinkIndex(refresh);
    await settle();
    expect(await fakeBrowser.alarms.get(ALARM)).toEqual(alarm);
  });

  it('refreshes on its alarm only', async () => {
    watchLinkIndex(refresh);
    await settle();
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'snaplink-offline-retry', scheduledTime: 0 });
    await fakeBrowser.alarms.onAlarm.trigger({ name: ALARM, scheduledTime: 0 });
    await settle();
    expect(asked).toEqual([{ ifOlderThan: MIN_AGE_MS }, { ifOlderThan: MIN_AGE_MS }]);
  });

  it('refreshes at once when the key changes, after the refresh under way, asks meanwhile made one', async () => {
    held = new Promise((ok) => {
      release = ok;
    });
    watchLinkIndex(refresh);
    await settle();
    await storeConnection({ apiKey: 'demo-pro2-key' });
    await fakeBrowser.alarms.onAlarm.trigger({ name: ALARM, scheduledTime: 0 });
    await settle();
    expect(asked).toEqual([{ ifOlderThan: MIN_AGE_MS }]);
    release();
    await settle();
    await settle();
    // The alarm's ask joined the key's, which wins: it may not be skipped as young.
    expect(asked).toEqual([{ ifOlderThan: MIN_AGE_MS }, {}]);
  });
});

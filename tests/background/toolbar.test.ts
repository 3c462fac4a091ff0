import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { followOnClick, openPopup, type ToolbarApi } from '../../lib/background/toolbar';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  type OnClick,
  savePreferences,
} from '../../lib/storage/preferences';

// The icon's popup as the browser holds it, and each call that set it or opened it.
let popup: string;
let calls: string[];
let refuse: boolean;
const api: ToolbarApi = {
  setPopup: async ({ popup: p }) => {
    popup = p;
    calls.push(`set ${p || "''"}`);
  },
  openPopup: async () => {
    calls.push(`open ${popup || "''"}`);
    if (refuse) throw new Error('No window to open it in');
    if (!popup) throw new Error('Extension does not have a popup on the active tab.');
  },
};
const POPUP = 'popup.html';

const onClick = async (value: OnClick) =>
  savePreferences({ ...(await loadPreferences()), onClick: value });

/** Once the start's read and the watcher's sets have landed. */
const settled = () => new Promise((r) => setTimeout(r, 10));

beforeEach(() => {
  fakeBrowser.reset();
  popup = POPUP;
  calls = [];
  refuse = false;
});

describe('the icon follows the onClick preference', () => {
  it('keeps its popup by default, and has none with "copy", at each start of the worker', async () => {
    const stop = followOnClick(api, POPUP);
    await settled();
    expect(popup).toBe(POPUP);
    stop();

    // A browser restart forgets setPopup: the next start sets it from the stored preference.
    await onClick('copy');
    popup = POPUP;
    followOnClick(api, POPUP)();
    await settled();
    expect(popup).toBe('');
  });

  it('turning it on hides the popup at once, and off brings it back at once', async () => {
    const stop = followOnClick(api, POPUP);
    await settled();
    await onClick('copy');
    await settled();
    expect(popup).toBe('');
    await onClick('choose');
    await settled();
    expect(popup).toBe(POPUP);
    await savePreferences({ ...DEFAULT_PREFERENCES, theme: 'dark' });
    await settled();
    expect(popup).toBe(POPUP);
    stop();
  });
});

describe('opening the popup from the menu or the shortcut', () => {
  it('sets the popup, opens it, and leaves the icon without one again', async () => {
    await onClick('copy');
    popup = '';
    const opening = openPopup(api, POPUP);
    // Both asked at once, in this order, with nothing awaited between (Firefox's gesture).
    expect(calls).toEqual([`set ${POPUP}`, `open ${POPUP}`]);
    await opening;
    expect(popup).toBe('');
  });

  it('with the popup on, opens it and leaves it on', async () => {
    await openPopup(api, POPUP);
    expect(calls).toEqual([`set ${POPUP}`, `open ${POPUP}`, `set ${POPUP}`]);
  });

  it('refused, says so, and still leaves the icon as the preference says', async () => {
    await onClick('copy');
    popup = '';
    refuse = true;
    await expect(openPopup(api, POPUP)).rejects.toThrow('No window');
    expect(popup).toBe('');
  });
});

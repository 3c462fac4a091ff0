import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BADGE, type Badge, MENU, type Report } from '../../lib/background/actions';
import { type BackgroundEnv, createHandlers } from '../../lib/background/handlers';
import { recentLinks } from '../../lib/history';
import { qrRequestItem } from '../../lib/panel/panel-asks';
import { BASE, type Sandbox, sandbox } from '../lib/helpers';

const PAGE = 'https://example.com/articles/7';
let s: Sandbox;
let copied: string[];
let badges: (Badge | null)[];
let notes: Report[];
let panels: (number | undefined)[];

function env(overrides: Partial<BackgroundEnv> = {}, key = 'demo-pro-key'): BackgroundEnv {
  return {
    copy: async (text) => {
      copied.push(text);
    },
    badge: async (b) => {
      badges.push(b);
    },
    notify: async (r) => {
      notes.push(r);
    },
    activeTab: async () => ({ id: 9, windowId: 2, url: PAGE, title: 'Active' }),
    openPanel: async (windowId) => {
      panels.push(windowId);
    },
    openPopup: async () => {},
    inject: () => Promise.reject(new Error('No page in a unit test')),
    shortenDeps: {
      connection: { baseUrl: BASE, apiKey: key, authMethod: 'bearer', domainId: null },
      // The popup's auto-copy is off: these entry points copy anyway, as they promise.
      preferences: { autoCopy: false },
      fetch: s.fetch,
      now: s.clock.now,
    },
    ...overrides,
  };
}

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  copied = [];
  badges = [];
  notes = [];
  panels = [];
});

describe('shortening from the worker', () => {
  it('"Shorten this page" makes the link, records it, copies it and reports ✓', async () => {
    const h = createHandlers(env());
    const out = await h.menuClicked({ menuItemId: MENU.shortenPage }, { url: PAGE, title: 'T' });
    if (out.kind !== 'link') throw new Error(JSON.stringify(out));
    expect(copied).toEqual([out.link.short_url]);
    expect(badges).toEqual([BADGE.busy, BADGE.done]);
    expect(notes).toEqual([
      { badge: BADGE.done, title: 'Short link copied', message: out.link.short_url },
    ]);
    expect((await recentLinks()).map((e) => e.original_url)).toEqual([PAGE]);
    expect(s.sent).toHaveLength(1);

    // History and reuse, as in the popup: the same page again makes no new link, and only
    // checks that the known one still exists.
    const again = await h.command('shorten-page', { url: PAGE });
    expect(again).toMatchObject({ kind: 'link', reused: true });
    expect(s.sent.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('the command falls back to the active tab when Chrome passes none', async () => {
    const out = await createHandlers(env()).command('shorten-page');
    expect(out).toMatchObject({ kind: 'link', link: { original_url: PAGE, title: 'Active' } });
  });

  it('ignores other commands', async () => {
    expect(await createHandlers(env()).command('something-else')).toEqual({ kind: 'none' });
    expect(s.sent).toEqual([]);
  });

  it('a clipboard that refuses keeps the link and says it was not copied', async () => {
    const h = createHandlers(env({ copy: () => Promise.reject(new Error('no')) }));
    const out = await h.omnibox('example.com/x');
    expect(out).toMatchObject({ kind: 'link', copied: false });
    expect(notes[0]?.title).toMatch(/not copied/);
  });

  it('an API error is reported with its message and !', async () => {
    const out = await createHandlers(env({}, 'nobody-key')).omnibox('example.com/x');
    expect(out.kind).toBe('error');
    expect(badges.at(-1)).toBe(BADGE.failed);
    expect(notes[0]?.message).toBe(
      "Your link service didn't accept your API key. Check Snaplink's settings.",
    );
    expect(copied).toEqual([]);
  });

  it('an unshortenable target makes no request, from each entry point', async () => {
    const h = createHandlers(env());
    const results = [
      await h.menuClicked({ menuItemId: MENU.shortenPage }, { url: 'chrome://settings/' }),
      await h.menuClicked({ menuItemId: MENU.shortenLink, linkUrl: 'file:///etc/hosts' }),
      await h.command('shorten-page', { url: 'http://192.168.0.1/' }),
      await h.omnibox('chrome://settings'),
      await h.omnibox(''),
    ];
    expect(results.map((r) => r.kind)).toEqual(Array(5).fill('unshortenable'));
    expect(s.sent).toEqual([]);
    expect(copied).toEqual([]);
    expect(notes).toHaveLength(5);
    expect(notes.every((n) => n.badge === BADGE.failed)).toBe(true);
  });

  it('a badge or notification that fails does not fail the action', async () => {
    const h = createHandlers(
      env({
        badge: () => Promise.reject(new Error('no badge')),
        notify: () => Promise.reject(new Error('no notifications')),
      }),
    );
    expect(await h.omnibox('example.com/y')).toMatchObject({ kind: 'link', copied: true });
  });
});

it('a bug in the flow still clears the busy badge and says so', async () => {
  // A connection of the wrong shape makes shorten() itself throw.
  const broken = {
    baseUrl: BASE,
    apiKey: undefined,
    authMethod: 'bearer',
    domainId: null,
  } as never;
  const h = createHandlers(env({ shortenDeps: { connection: broken } }));
  await expect(h.command('shorten-page', { url: PAGE })).rejects.toThrow(TypeError);
  expect(badges).toEqual([BADGE.busy, BADGE.failed]);
  expect(notes[0]?.title).toBe("Couldn't shorten");
});

describe('the menu entries', () => {
  const TAB = { id: 3, windowId: 1, url: PAGE, title: 'An article' };

  it('"Shorten link" shortens the link, not the page, and without the page\'s title', async () => {
    const h = createHandlers(env());
    const info = { menuItemId: MENU.shortenLink, linkUrl: 'https://a.example/x', pageUrl: PAGE };
    expect(await h.menuClicked(info, TAB)).toMatchObject({ kind: 'link' });
    expect(JSON.parse(s.sent[0]?.body ?? '{}')).toEqual({ original_url: 'https://a.example/x' });
  });

  it('"Shorten this page" takes the tab with its title, or the page URL without a tab', async () => {
    const h = createHandlers(env());
    expect(await h.menuClicked({ menuItemId: MENU.shortenPage }, TAB)).toMatchObject({
      kind: 'link',
      link: { original_url: PAGE, title: 'An article' },
    });
    const other = 'https://example.com/other';
    expect(await h.menuClicked({ menuItemId: MENU.shortenPage, pageUrl: other })).toMatchObject({
      kind: 'link',
      link: { original_url: other },
    });
    expect(JSON.parse(s.sent.at(-1)?.body ?? '{}')).toEqual({ original_url: other });
  });

  it('a page with no address is passed on, for shorten() to refuse', async () => {
    const out = await createHandlers(env()).menuClicked(
      { menuItemId: MENU.shortenPage },
      { id: 1 },
    );
    expect(out.kind).toBe('unshortenable');
    expect(s.sent).toEqual([]);
  });

  it('"… with" an account shortens with that account\'s connection', async () => {
    // No such account: its connection has no key, where the one in use has one.
    const h = createHandlers(env());
    const out = await h.menuClicked({ menuItemId: `${MENU.shortenPage}@h` }, TAB);
    expect(out).toEqual({ kind: 'no_key' });
  });

  it('asks for a url QR of the link or page, and a text QR of the trimmed selection', async () => {
    const h = createHandlers(env());
    await h.menuClicked({ menuItemId: MENU.qrLink, linkUrl: 'https://a.example/x' }, TAB);
    expect(await qrRequestItem.getValue()).toMatchObject({
      content: 'https://a.example/x',
      type: 'url',
    });
    await h.menuClicked({ menuItemId: MENU.qrPage }, TAB);
    expect(await qrRequestItem.getValue()).toMatchObject({ content: PAGE, type: 'url' });
    await h.menuClicked({ menuItemId: MENU.qrSelection, selectionText: '  hi  ' }, TAB);
    expect(await qrRequestItem.getValue()).toMatchObject({ content: 'hi', type: 'text' });
  });

  it('does nothing for an empty selection or an unknown id; opens the panel for its entry', async () => {
    const h = createHandlers(env());
    const blank = { menuItemId: MENU.qrSelection, selectionText: '   ' };
    expect(await h.menuClicked(blank, TAB)).toEqual({ kind: 'none' });
    expect(await h.menuClicked({ menuItemId: 'someone-else' }, TAB)).toEqual({ kind: 'none' });
    expect(panels).toEqual([]);
    expect(await h.menuClicked({ menuItemId: MENU.openPanel }, TAB)).toEqual({ kind: 'panel' });
    expect(panels).toEqual([1]);
  });
});

it('`sl` with nothing after it asks for an address', async () => {
  expect(await createHandlers(env()).omnibox('   ')).toMatchObject({
    kind: 'unshortenable',
    reason: expect.stringMatching(/after "sl"/),
  });
});

describe('the toolbar icon', () => {
  it('a click, when the icon has no popup, shortens and copies the tab as the shortcut does', async () => {
    const h = createHandlers(env());
    const out = await h.toolbarClicked({ id: 3, url: PAGE, title: 'Clicked' });
    if (out.kind !== 'link') throw new Error(JSON.stringify(out));
    expect(out.link).toMatchObject({ original_url: PAGE, title: 'Clicked' });
    expect(copied).toEqual([out.link.short_url]);
    expect(badges).toEqual([BADGE.busy, BADGE.done]);
    expect(notes.map((n) => n.title)).toEqual(['Short link copied']);
    // One flow: the shortcut on the same page reuses the link the click made.
    expect(await h.command('shorten-page', { url: PAGE })).toMatchObject({
      kind: 'link',
      reused: true,
      link: { short_url: out.link.short_url },
    });
  });

  it('"Open Snaplink" and the open-the-popup shortcut open it, within the gesture', async () => {
    const opened = vi.fn(async () => {});
    const h = createHandlers(env({ openPopup: opened }));
    const fromMenu = h.menuClicked({ menuItemId: MENU.openPopup }, { id: 3, windowId: 1 });
    // Called before anything was awaited: Firefox opens a popup only within the gesture.
    expect(opened).toHaveBeenCalledTimes(1);
    const fromKeys = h.command('open-popup', { id: 3, windowId: 1 });
    expect(opened).toHaveBeenCalledTimes(2);
    expect([await fromMenu, await fromKeys]).toEqual([
      { kind: 'popup', opened: true },
      { kind: 'popup', opened: true },
    ]);
    expect(s.sent).toEqual([]);
  });

  it('a popup the browser would not open is answered so', async () => {
    const h = createHandlers(env({ openPopup: () => Promise.reject(new Error('no window')) }));
    expect(await h.command('open-popup')).toEqual({ kind: 'popup', opened: false });
  });
});

describe('QR codes from the menu', () => {
  it('store the request and open the panel in the tab window, synchronously', async () => {
    const opened = vi.fn(async (_windowId: number | undefined) => {});
    const h = createHandlers(env({ openPanel: opened }));
    const pending = h.menuClicked(
      { menuItemId: MENU.qrSelection, selectionText: 'Hello' },
      { windowId: 4 },
    );
    // Called before anything was awaited: the user gesture is still there.
    expect(opened).toHaveBeenCalledWith(4);
    expect(await pending).toEqual({ kind: 'qr', opened: true });
    expect(await qrRequestItem.getValue()).toMatchObject({ content: 'Hello', type: 'text' });
    expect(s.sent).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('say so when the panel cannot open', async () => {
    const h = createHandlers(env({ openPanel: () => Promise.reject(new Error('no gesture')) }));
    const out = await h.menuClicked({ menuItemId: MENU.qrPage }, { url: PAGE, windowId: 1 });
    expect(out).toEqual({ kind: 'qr', opened: false });
    expect(await qrRequestItem.getValue()).toMatchObject({ content: PAGE, type: 'url' });
    expect(notes[0]?.title).toMatch(/side panel/);
  });
});

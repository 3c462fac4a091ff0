import { type Browser, browser } from 'wxt/browser';
import { t } from '../i18n';
import { openPanel, type QrRequest, qrRequestItem } from '../panel/panel-asks';
import { type ShortenDeps, type ShortenOutcome, shorten } from '../shorten';
import { accountConnection } from '../storage/accounts';
import { loadConnection } from '../storage/preferences';
import { typedUrl } from '../urls';
import {
  BADGE,
  type Badge,
  bugReport,
  MENU,
  POPUP_COMMAND,
  qrPanelClosed,
  type Report,
  reportFor,
  SHORTEN_COMMAND,
  suggestionCopied,
} from './actions';
import { copyFromBackground } from './clipboard';
import { createOffline, waitsForConnection } from './offline';
import type { Surface } from './offline/queue';
import { createSuggester, type Suggestion } from './omnibox';
import {
  accountShortHosts,
  type SelectionDeps,
  type SelectionOutcome,
  selectionReport,
  shortenSelection,
} from './selection';
import { inSelection } from './selection-page';
import { openPopup, toolbarApi } from './toolbar';

/** The worker's entry points: each the flow (lib/shorten.ts), then a badge and a notification. */

// The fields of contextMenus.OnClickData and tabs.Tab that the handlers read.
type MenuClick = Pick<
  Browser.contextMenus.OnClickData,
  'menuItemId' | 'linkUrl' | 'pageUrl' | 'selectionText' | 'frameId'
>;
type TabLike = Partial<Pick<Browser.tabs.Tab, 'id' | 'url' | 'title' | 'windowId'>>;

export interface BackgroundEnv {
  copy(text: string): Promise<void>;
  badge(badge: Badge | null): Promise<void>;
  notify(report: Report): Promise<void>;
  activeTab(): Promise<TabLike | undefined>;
  openPanel(windowId: number | undefined): Promise<void>;
  /** Opens the toolbar popup; called within the click or keys (lib/background/toolbar.ts). */
  openPopup(): Promise<void>;
  /** scripting.executeScript of lib/background/selection-page.ts into one frame of a tab. */
  inject(
    tabId: number,
    frameId: number,
    args: Parameters<typeof inSelection>,
  ): ReturnType<SelectionDeps['inject']>;
  /** navigator.onLine by default (a worker without it counts as online). */
  online?: () => boolean;
  /** For tests: the sandbox's fetch, a connection… */
  shortenDeps?: Omit<ShortenDeps, 'copy'>;
  /** Chrome's suggestions take XML markup (`<match>`); Firefox shows it as text. */
  omniboxMarkup?: boolean;
  /** The pause in typing before a search (lib/background/omnibox.ts); tests shorten it. */
  omniboxPauseMs?: number;
}

export type HandlerResult =
  | ShortenOutcome
  /** "Open Snaplink" and the open-the-popup shortcut. */
  | { kind: 'popup'; opened: boolean }
  | { kind: 'qr'; opened: boolean }
  | { kind: 'panel' }
  /** Enter on an address bar suggestion: its short link, copied unless the clipboard refused. */
  | { kind: 'copied'; short_url: string; copied: boolean }
  /** "Shorten the links in the selection". */
  | SelectionOutcome
  /** Offline, and no answer: kept for when the connection returns (lib/background/offline/). */
  | { kind: 'queued' }
  /** The same, with the queue already at its maximum: not kept, and said so. */
  | { kind: 'queue_full' }
  | { kind: 'none' };

export function createHandlers(env: BackgroundEnv) {
  const report = async (r: Report) => {
    // A refused badge or notification must not hide the other, nor fail the action.
    await Promise.all([env.badge(r.badge).catch(() => {}), env.notify(r).catch(() => {})]);
  };
  const busy = () => env.badge(BADGE.busy).catch(() => {});
  // The flows reject only on a bug: said, so the busy badge does not stay nor the person wait.
  const reportBug = async (e: unknown): Promise<never> => {
    await report(bugReport(e));
    throw e;
  };

  const online = env.online ?? (() => globalThis.navigator?.onLine !== false);
  const suggester = createSuggester({ ...env.shortenDeps, pauseMs: env.omniboxPauseMs });
  // copy: true whatever the auto-copy preference: copying is what these entry points promise.
  // An account chosen in the menu is sent its own connection; else the one in use.
  const run = async (url: string | undefined, title?: string, account?: string) =>
    shorten(
      { url, title, copy: true },
      {
        ...env.shortenDeps,
        ...(account && { connection: await accountConnection(account) }),
        copy: env.copy,
      },
    );

  const offline = createOffline({ online, run, report, lookup: env.shortenDeps });

  /** On the offline list from before the request goes out until its outcome is reported. */
  async function shortenAndReport(
    url: string | undefined,
    title: string | undefined,
    surface: Surface,
    account?: string,
  ): Promise<HandlerResult> {
    await busy();
    const id = url ? await offline.track({ url, title, surface, account }) : undefined;
    const outcome = await run(url, title, account).catch(async (e: unknown) => {
      if (id) await offline.settle(id);
      return reportBug(e);
    });
    if (url && id && waitsForConnection(outcome, online())) return offline.keep(id, url);
    const r = reportFor(outcome);
    if (r) await report(r);
    else await env.badge(null).catch(() => {});
    if (id) await offline.settle(id);
    return outcome;
  }

  /** The shortcut's and the icon's: the tab they were used on, else the active one. */
  async function shortenTab(tab: TabLike | undefined, surface: Surface) {
    const target = tab ?? (await env.activeTab());
    return shortenAndReport(target?.url, target?.title, surface);
  }

  // Nothing awaited before env.openPopup: Firefox opens it only within the click or keys.
  const popup = async () => ({ kind: 'popup', opened: await succeeds(env.openPopup()) }) as const;

  async function inSelectionOf(tabId: number, frameId: number): Promise<SelectionOutcome> {
    await busy();
    const outcome = await shortenSelection({
      inject: (args) => env.inject(tabId, frameId, args),
      shorten: (url) => shorten({ url, copy: false }, { ...env.shortenDeps }),
      shortHosts: async () =>
        accountShortHosts(env.shortenDeps?.connection ?? (await loadConnection())),
    }).catch(reportBug);
    await report(selectionReport(outcome));
    return outcome;
  }

  async function qr(
    content: string | undefined,
    type: QrRequest['type'],
    windowId: number | undefined,
  ): Promise<HandlerResult> {
    const text = content?.trim();
    if (!text) return { kind: 'none' };
    const opening = succeeds(env.openPanel(windowId));
    await qrRequestItem.setValue({ content: text, type, at: Date.now() });
    const opened = await opening;
    if (!opened) await report(qrPanelClosed());
    return { kind: 'qr', opened };
  }

  return {
    /** contextMenus.onClicked; openPanel first: the panel opens only within the click. */
    async menuClicked(info: MenuClick, tab?: TabLike): Promise<HandlerResult> {
      const pageUrl = tab?.url ?? info.pageUrl;
      // `${MenuId}@${account id}`: that account's entry under "… with"; none, the one in use.
      const [menuId, account] = String(info.menuItemId).split('@');
      switch (menuId) {
        case MENU.openPopup:
          return popup();
        case MENU.openPanel:
          await env.openPanel(tab?.windowId);
          return { kind: 'panel' };
        case MENU.shortenLink:
          // The link's text is not the page's title, and Chrome does not report it anyway.
          return shortenAndReport(info.linkUrl, undefined, 'menu', account);
        case MENU.shortenPage:
          return shortenAndReport(pageUrl, tab?.title, 'menu', account);
        case MENU.qrLink:
          return qr(info.linkUrl, 'url', tab?.windowId);
        case MENU.qrPage:
          return qr(pageUrl, 'url', tab?.windowId);
        case MENU.qrSelection:
          return qr(info.selectionText, 'text', tab?.windowId);
        case MENU.shortenSelection:
          if (tab?.id !== undefined) return inSelectionOf(tab.id, info.frameId ?? 0);
      }
      return { kind: 'none' };
    },

    /** commands.onCommand: Chrome passes the tab (the command grants activeTab). */
    async command(name: string, tab?: TabLike): Promise<HandlerResult> {
      if (name === POPUP_COMMAND) return popup();
      if (name === SHORTEN_COMMAND) return shortenTab(tab, 'command');
      return { kind: 'none' };
    },

    /**
     * action.onClicked, which fires only when the icon has no popup (the `onClick` preference
     * 'copy', lib/background/toolbar.ts): what the shortcut does.
     */
    toolbarClicked: (tab?: TabLike): Promise<HandlerResult> => shortenTab(tab, 'toolbar'),

    /** omnibox.onInputChanged: up to 5 of the account's links for `sl <words>`; null if stale. */
    omniboxSuggest(input: string): Promise<Suggestion[] | null> {
      return suggester.suggest(input, env.omniboxMarkup ?? true);
    },

    /** omnibox.onInputEntered: a suggestion is copied, else `sl <url>` shortened. */
    async omnibox(input: string): Promise<HandlerResult> {
      const offered = suggester.offered(input);
      if (offered) {
        const copied = await succeeds(env.copy(offered));
        await report(suggestionCopied(offered, copied));
        return { kind: 'copied', short_url: offered, copied };
      }
      if (input.trim() === '') {
        const outcome = { kind: 'unshortenable', reason: t('background.omniboxEmpty') } as const;
        await report(reportFor(outcome) as Report);
        return outcome;
      }
      // A bare host gets https://, as in the address bar and the popup's search.
      return shortenAndReport(typedUrl(input), undefined, 'omnibox');
    },

    /** The offline list, finished now if the browser is online: how many were finished. */
    completeQueued: offline.drain,
  };
}

const succeeds = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

export type Handlers = ReturnType<typeof createHandlers>;

/** How long the badge shows a result before it clears. */
const BADGE_CLEAR_MS = 5000;
let clearing: ReturnType<typeof setTimeout> | undefined;

async function setBadge(badge: Badge | null): Promise<void> {
  const api = toolbarApi();
  clearTimeout(clearing);
  if (badge) await api.setBadgeBackgroundColor({ color: badge.color });
  await api.setBadgeText({ text: badge?.text ?? '' });
  // The busy badge stays until the result replaces it.
  if (badge && badge !== BADGE.busy) {
    clearing = setTimeout(() => void api.setBadgeText({ text: '' }), BADGE_CLEAR_MS);
  }
}

async function notify(report: Report): Promise<void> {
  await browser.notifications.create(report.id ?? 'snaplink-result', {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: report.title,
    message: report.message,
  });
}

/** The handlers on the browser's own APIs, as the worker runs them. */
export function browserHandlers(): Handlers {
  return createHandlers({
    copy: copyFromBackground,
    badge: setBadge,
    notify,
    activeTab: () => browser.tabs.query({ active: true, lastFocusedWindow: true }).then(([t]) => t),
    openPanel: (windowId) => openPanel(windowId),
    openPopup: () => openPopup(toolbarApi()),
    // Within the menu click's activeTab grant; nothing is declared to run in pages.
    inject: (tabId, frameId, args) =>
      browser.scripting
        .executeScript({ target: { tabId, frameIds: [frameId] }, func: inSelection, args })
        .then(([injected]) => {
          // A frame that threw, or went away, answers nothing.
          if (!injected?.result) throw new Error('No answer from the page');
          return injected.result as ReturnType<typeof inSelection>;
        }),
    omniboxMarkup: !import.meta.env.FIREFOX,
  });
}

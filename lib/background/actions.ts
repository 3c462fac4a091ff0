import type { Browser } from 'wxt/browser';
import { baseUrlMessage, errorView, noKeyMessage, statusWords, waitMessage } from '../error-view';
import { t } from '../i18n';
import type { ShortenOutcome } from '../shorten';

/** The menu's entries, the commands' names, and what the badge and notification say. */

export const MENU = {
  openPopup: 'open-popup',
  openPanel: 'open-panel',
  shortenLink: 'shorten-link',
  shortenPage: 'shorten-page',
  qrLink: 'qr-link',
  qrPage: 'qr-page',
  qrSelection: 'qr-selection',
  shortenSelection: 'shorten-selection',
} as const;

type MenuId = (typeof MENU)[keyof typeof MENU];

type MenuContext = `${Browser.contextMenus.ContextType}`;

/** `id`: a MenuId, or `${MenuId}@${account id}` for one account's entry under it. */
type MenuEntry = Browser.contextMenus.CreateProperties & { id: string };

/**
 * The toolbar icon's own menu is 'action' in MV3 and 'browser_action' in MV2 (Firefox). With two
 * accounts or more, the shortening entries become "… with", one entry per account under each.
 */
export function menuEntries(
  manifestVersion: number,
  accounts: { id: string; name: string }[] = [],
): MenuEntry[] {
  const toolbar = manifestVersion === 2 ? 'browser_action' : 'action';
  const several = accounts.length > 1;
  const shortening = (id: MenuId, title: string, titleWith: string, context: MenuContext) => [
    { id, title: several ? titleWith : title, contexts: [context] } satisfies MenuEntry,
    ...(several ? accounts : []).map(
      (a): MenuEntry => ({ id: `${id}@${a.id}`, parentId: id, title: a.name, contexts: [context] }),
    ),
  ];
  return [
    // The popup, when a click on the icon shortens without it (lib/background/toolbar.ts).
    { id: MENU.openPopup, title: t('background.menuOpenPopup'), contexts: [toolbar] },
    { id: MENU.openPanel, title: t('background.menuOpenPanel'), contexts: [toolbar] },
    ...shortening(
      MENU.shortenLink,
      t('background.menuShortenLink'),
      t('background.menuShortenLinkWith'),
      'link',
    ),
    ...shortening(
      MENU.shortenPage,
      t('background.menuShortenPage'),
      t('background.menuShortenPageWith'),
      'page',
    ),
    { id: MENU.qrLink, title: t('background.menuQrLink'), contexts: ['link'] },
    { id: MENU.qrPage, title: t('background.menuQrPage'), contexts: ['page'] },
    { id: MENU.qrSelection, title: t('background.menuQrSelection'), contexts: ['selection'] },
    // In a field being written in; an empty selection is said at the click.
    {
      id: MENU.shortenSelection,
      title: t('background.menuShortenSelection'),
      contexts: ['editable'],
    },
  ];
}

export const SHORTEN_COMMAND = 'shorten-page';
/**
 * Not the reserved `_execute_action`, which, when the icon has no popup, does what a click does
 * (action.onClicked): this one opens the popup either way (lib/background/toolbar.ts).
 */
export const POPUP_COMMAND = 'open-popup';

export const BADGE = {
  busy: { text: '…', color: '#5f6368' },
  done: { text: '✓', color: '#1a7f37' },
  failed: { text: '!', color: '#b42318' },
};
export type Badge = typeof BADGE.busy;

export interface Report {
  badge: Badge;
  title: string;
  message: string;
  /** The notification's id; one shared id by default, so each result replaces the last. */
  id?: string;
}

export const failed = (title: string, message: string): Report => ({
  badge: BADGE.failed,
  title,
  message,
});

/** A bug in a flow (it rejected): said with its message, so no busy badge is left behind. */
export const bugReport = (e: unknown): Report => failed(t('background.failedTitle'), String(e));

/** The badge and the notification for an outcome; undefined for an abort, which says nothing. */
export function reportFor(outcome: ShortenOutcome): Report | undefined {
  switch (outcome.kind) {
    case 'link': {
      const { link, reused, copied, dead } = outcome;
      const title = copied ? t('background.copiedTitle') : t('background.notCopiedTitle');
      const said = statusWords(reused ? 'reused' : dead ? 'dead' : undefined);
      const before = said ? `${said}\n` : '';
      const hint = copied ? '' : `\n${t('background.notCopiedHint')}`;
      return { badge: BADGE.done, title, message: `${before}${link.short_url}${hint}` };
    }
    case 'unshortenable':
      return failed(t('background.unshortenableTitle'), outcome.reason);
    case 'no_key':
      return failed(t('background.noKeyTitle'), noKeyMessage());
    case 'bad_base_url':
      return failed(t('background.badBaseUrlTitle'), baseUrlMessage(outcome.problem));
    case 'error': {
      // A notification can't count down, so a wait is said with its length.
      const view = errorView(outcome.error);
      // It has no button either: where the settings are the way on, it says so.
      const message =
        view.next === 'wait'
          ? waitMessage(view.retryAfter ?? 60)
          : view.next === 'options'
            ? `${view.message} ${t('background.checkSettings')}`
            : view.message;
      return failed(t('background.failedTitle'), message);
    }
    case 'aborted':
    case 'choose': // only the popup asks for known links alone
      return undefined;
  }
}

/** Enter on one of the address bar's suggestions: its short link, copied (or not). */
export const suggestionCopied = (shortUrl: string, copied: boolean): Report => ({
  badge: copied ? BADGE.done : BADGE.failed,
  title: copied ? t('background.copiedTitle') : t('background.notCopiedTitle'),
  message: shortUrl,
});

/** The notification for a QR request that could not open the panel. */
export const qrPanelClosed = (): Report =>
  failed(t('background.panelClosedTitle'), t('background.panelClosedMessage'));

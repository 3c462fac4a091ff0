import { browser } from '@wxt-dev/browser';
import { type AccountScope, accountScope, listsScope } from '../../lib/account';
import { prepareRequest, type SentRequest, sendEarly } from '../../lib/api/request';
import { newLinkBody } from '../../lib/link-body';
import { linkNote } from '../../lib/link-note';
import { localisePage, plainText } from '../../lib/plain-text';
import { type EarlyRead, readEarly } from '../../lib/storage/early';
import { applyTheme } from '../../lib/theme';
import { checkUrl } from '../../lib/url-check';
import { answeredLink, knownLink } from './early-links';
import { paintChoose, paintFrame, paintLink, paintWelcome } from './first-paint';
import type { CardLink } from './markup';
import { type NewLinkLock, newLinkLock } from './new-link-lock';

/** What the early start did, for main.ts to carry on from. */
export interface Early {
  /** The POST /links it sent, for the flow's client to take as its own (takingSent). */
  sent?: SentRequest;
  /** Lets the next popup make a link: called once the flow has recorded this one (run.ts). */
  done?: () => void;
}

declare global {
  interface Window {
    /** Set by the early script, which runs before main.ts and loads it (`loadFlow`). */
    snaplinkEarly?: Promise<Early>;
  }
}

/** The moment `npm run bench` measures (App.tsx sets it when React draws the link instead). */
const LINK_VISIBLE = 'snaplink:link-visible';

/** How long the rest of the popup waits for the service's answer before loading anyway. */
const EARLY_WAIT_MS = 100;

/**
 * The popup's first script (entrypoints/popup-early.ts, one small file with no framework, no
 * zod and no polyfill), run while the rest of the popup is still loading. It draws the frame,
 * then either a link history already knows, or sends the request for a new one, so that the
 * service works while the flow (lib/shorten.ts) loads. It decides nothing the flow doesn't: it
 * reads the same settings, tests history with the same test and builds the same request, and
 * whatever it can't settle (a page that can't be shortened, a bad base URL) it leaves to the flow.
 */
export function startEarly(): Promise<Early> {
  const tab = browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
  const stored = readEarly();
  const lock = newLinkLock();
  // This script comes after the root in the page (popup/index.html, build.spec.ts).
  const root = document.getElementById('root') as HTMLElement;
  localisePage(plainText('manifest.name'));
  const openOptions = () => void browser.runtime.openOptionsPage();
  paintFrame(root, openOptions);
  return start(root, tab, stored, lock, openOptions);
}

type Tab = { url?: string; title?: string } | undefined;

async function start(
  root: HTMLElement,
  tab: Promise<Tab>,
  reading: Promise<EarlyRead>,
  lock: NewLinkLock,
  openOptions: () => void,
): Promise<Early> {
  let sent: SentRequest | undefined;
  try {
    const [active, stored] = await Promise.all([tab, reading]);
    applyTheme(stored.theme);
    sent = await early(root, active, stored, lock, openOptions);
  } finally {
    // Only a request sent makes a link, which the flow records; else the next popup may go on.
    if (!sent) lock.release();
  }
  return { sent, done: lock.release };
}

async function early(
  root: HTMLElement,
  tab: Tab,
  stored: EarlyRead,
  lock: NewLinkLock,
  openOptions: () => void,
) {
  const target = checkUrl(tab?.url);
  if (!target.ok) return undefined;
  if (stored.apiKey.trim() === '') {
    paintWelcome(root, openOptions);
    return undefined;
  }
  let scope: AccountScope;
  try {
    scope = await accountScope(stored);
  } catch {
    return undefined; // a base URL that can't be used: the flow says why
  }
  const canEdit = !listsScope(stored.noLinkEdit, scope);
  const known = knownLink(stored, scope, target.url);
  if (known) return paintKnown(root, known, canEdit);
  if (stored.choose) {
    // The person chooses the link's options first: React offers them, a moment later.
    paintChoose(root);
    return undefined;
  }
  const body = newLinkBody(target.url, { title: tab?.title, domainId: stored.defaultDomainId });
  const credentials = { ...stored, baseUrl: scope.base_url, apiKey: stored.apiKey.trim() };
  const request = prepareRequest(credentials, 'POST', '/links', { json: body });
  if (!request) return undefined; // a key that can't be sent: the flow says why
  const sent = sendEarly(request.url, request.init);
  const answer = answeredLink(sent.response);
  // One popup at a time makes a link (new-link-lock.ts), the lock awaited while the service
  // answers: one that waited shows the link another made for the page meanwhile, and deletes
  // the one it asked for, so the account keeps one.
  if ((await lock.held).waited) {
    const made = knownLink(await readEarly(), scope, target.url);
    if (made) {
      void answer.then((mine) => {
        const drop = mine?.id && prepareRequest(credentials, 'DELETE', `/links/${mine.id}`);
        if (drop) sendEarly(drop.url, drop.init);
      });
      return paintKnown(root, made, canEdit);
    }
  }
  const drawn = answer.then((link) => {
    if (link) {
      // What was sent, as history will record it (lib/history.ts).
      paintLink(
        root,
        { short_url: link.short_url, title: body.title, original_url: target.url },
        linkNote(false, false),
        canEdit,
      );
      performance.mark(LINK_VISIBLE);
    }
  });
  // main.ts loads the rest of the popup once this resolves: after the link is drawn, unless
  // the service is slow, when the loading had better use the wait.
  await Promise.race([drawn, new Promise((ok) => setTimeout(ok, EARLY_WAIT_MS))]);
  return sent;
}

function paintKnown(root: HTMLElement, link: CardLink, canEdit: boolean): undefined {
  paintLink(root, link, linkNote(false, true), canEdit);
  performance.mark(LINK_VISIBLE);
  return undefined;
}

import { browser } from '@wxt-dev/browser';
import { type AccountScope, accountScope } from '../../lib/account';
import { prepareRequest, type SentRequest, sendEarly } from '../../lib/api/request';
import { isObject } from '../../lib/is-object';
import { newLinkBody } from '../../lib/link-body';
import { localisePage, plainText } from '../../lib/plain-text';
import { knownInIndex, reusableFor } from '../../lib/reuse';
import { type EarlyRead, readEarly } from '../../lib/storage/early';
import { applyTheme } from '../../lib/theme';
import { checkUrl } from '../../lib/url-check';
import { webUrl } from '../../lib/web-url';
import { linkNote, paintFrame, paintLink } from './first-paint';

/** What the early start did, for main.ts to carry on from. */
export interface Early {
  /** The POST /links it sent, for the flow's client to take as its own (takingSent). */
  sent?: SentRequest;
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

/** A link's answer is a few hundred bytes; a bigger one is left to the flow's reading alone. */
const EARLY_BODY_MAX = 16 * 1024;

/**
 * The popup's first script (entrypoints/popup-early.ts, one small file with no framework, no
 * zod and no polyfill), run while the rest of the popup is still loading. It draws the frame,
 * then either a link history already knows, or sends the request for a new one, so that the
 * service works while the flow (lib/shorten.ts) loads. It decides nothing the flow doesn't: it
 * reads the same settings, tests history with the same test and builds the same request, and
 * whatever it can't settle (no key, a page that can't be shortened) it leaves to the flow.
 */
export async function startEarly(): Promise<Early> {
  const reading = Promise.all([
    browser.tabs.query({ active: true, currentWindow: true }),
    readEarly(),
  ]);
  // This script comes after the root in the page (popup/index.html, build.spec.ts).
  const root = document.getElementById('root') as HTMLElement;
  localisePage(plainText('manifest.name'));
  paintFrame(root);
  const [[tab], stored] = await reading;
  applyTheme(stored.theme);
  const target = checkUrl(tab?.url);
  if (!target.ok || stored.apiKey.trim() === '') return {};
  let scope: AccountScope;
  try {
    scope = await accountScope(stored);
  } catch {
    return {}; // a base URL that can't be used: the flow says why
  }
  const known = knownLink(stored, scope, target.url);
  if (known) {
    paintLink(root, known.short_url, known, linkNote(false, true));
    performance.mark(LINK_VISIBLE);
    return {};
  }
  if (stored.choose) {
    // The person chooses the link's options first: React offers them, a moment later.
    const status = root.querySelector('[role="status"]');
    if (status) status.textContent = plainText('popup.choose');
    return {};
  }
  const body = newLinkBody(target.url, { title: tab?.title, domainId: stored.defaultDomainId });
  const credentials = { ...stored, baseUrl: scope.base_url, apiKey: stored.apiKey.trim() };
  const request = prepareRequest(credentials, 'POST', '/links', { json: body });
  if (!request) return {}; // a key that can't be sent: the flow says why
  const sent = sendEarly(request.url, request.init);
  const drawn = answeredLink(sent.response).then((link) => {
    if (link) {
      // What was sent, as history will record it (lib/history.ts).
      paintLink(root, link, { title: body.title, destination: target.url }, linkNote(false, false));
      performance.mark(LINK_VISIBLE);
    }
  });
  // main.ts loads the rest of the popup once this resolves: after the link is drawn, unless
  // the service is slow, when the loading had better use the wait.
  await Promise.race([drawn, new Promise((ok) => setTimeout(ok, EARLY_WAIT_MS))]);
  return { sent };
}

/**
 * The short link in the service's answer, drawn as soon as it arrives: read from a copy of the
 * answer, whose original the flow's client parses in full (zod), then records and copies. Only
 * a web address is drawn, and nothing is copied from here. An answer the client then refuses
 * turns into its error message when React takes the page over, a frame later.
 */
async function answeredLink(response: Promise<Response>): Promise<string | undefined> {
  try {
    const res = await response;
    if (!res.ok || !/json/i.test(res.headers.get('content-type') ?? '')) return undefined;
    // A copy of what the client reads whole anyway; it is parsed only if it is link-sized.
    const text = await res.clone().text();
    const answer: unknown = text.length > EARLY_BODY_MAX ? undefined : JSON.parse(text);
    // Bare, as the contract has it, or wrapped in `data` (lib/api/schemas/envelopes.ts).
    const link = isObject(answer) && isObject(answer.data) ? answer.data : answer;
    return isObject(link) ? webUrl(link.short_url) : undefined;
  } catch {
    return undefined; // the flow reads the answer too, and says what went wrong
  }
}

/**
 * Loads the popup's module (main.ts), whose address the build moves from the page onto this
 * script (scripts/popup-page.ts), so that the browser fetches it only once this script's own
 * requests are out. Without the address (`wxt dev`), the page loads its module itself.
 */
export function loadFlow(script: HTMLOrSVGScriptElement | null): void {
  const src = script instanceof HTMLScriptElement ? script.dataset.flow : undefined;
  if (!src) return;
  const module = document.createElement('script');
  module.type = 'module';
  module.src = src;
  document.head.append(module);
}

/** The link history holds for this page, if Snaplink would reuse it; else the account's (index). */
function knownLink(
  stored: EarlyRead,
  scope: AccountScope,
  url: string,
): { short_url: string; title?: string | null; destination: string } | undefined {
  const reusable = reusableFor(scope, url, stored.defaultDomainId);
  for (const entry of stored.history) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Parameters<typeof reusable>[0] & {
      short_url?: unknown;
      link_id?: unknown;
      title?: unknown;
    };
    const shortUrl = webUrl(e.short_url);
    if (reusable(e) && shortUrl && Number.isInteger(e.link_id)) {
      const title = typeof e.title === 'string' ? e.title : null;
      return { short_url: shortUrl, title, destination: url };
    }
  }
  return knownInIndex(stored, scope, url);
}

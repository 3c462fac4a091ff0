import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configure } from '../browser.ts';
import { keyOf, type Recorded } from './server.ts';

// What every fault case checks on a surface: the message a person reads, what reached which
// server, and what the page built from the answer.

export type AuthMethod = 'bearer' | 'header' | 'query';

/**
 * Stores the connection as the options page would (e2e/browser.ts's configure), plus the auth
 * method, forgetting the panel's query cache and the domain cache so one case's answers are
 * never shown in the next.
 */
export function connect(
  context: BrowserContext,
  settings: { baseUrl: string; apiKey: string; authMethod: AuthMethod },
) {
  return configure(context, settings, { forget: ['panelCache', 'domainCache'] });
}

/** Requests that carry the key anywhere: a header, the URL (any case, encoded or not), the body. */
export function withKey(requests: Recorded[], key: string): Recorded[] {
  const forms = [key, encodeURIComponent(key)].map((f) => f.toLowerCase());
  return requests.filter((r) => {
    const text = `${r.url}\n${JSON.stringify(r.headers)}\n${r.body}`.toLowerCase();
    return forms.some((f) => text.includes(f));
  });
}

/** The requests that reached a server with the key sent the way `method` says. */
export function sentKeyAs(requests: Recorded[], key: string, method: AuthMethod): Recorded[] {
  return requests.filter((r) => {
    if (keyOf(r) !== key) return false;
    if (method === 'bearer') return r.headers.authorization === `Bearer ${key}`;
    if (method === 'header') return r.headers['x-api-key'] === key;
    return new URL(r.url, 'http://x').searchParams.get('api_key') === key;
  });
}

/**
 * Why `text` is not a clear message, if it isn't: empty, the key (any case), raw JSON, a stack
 * trace or a programming word, an HTML page's markup (when `markup` is false), or a wall of text.
 */
export function unclear(text: string, key: string, opts: { markup?: boolean } = {}): string[] {
  const problems: string[] = [];
  const t = text.trim();
  if (t.length < 20) problems.push(`too short: ${JSON.stringify(t)}`);
  if (t.length > 600) problems.push(`too long: ${t.length} characters`);
  const lower = t.toLowerCase();
  for (const form of [key, encodeURIComponent(key)]) {
    if (lower.includes(form.toLowerCase())) problems.push('shows the key');
  }
  if (/[{[]\s*"|"[\w-]+"\s*:/.test(t)) problems.push('raw JSON');
  if (
    /\bat \S+ \(|\.(js|ts|php|py):\d+|Traceback|Exception\b|\w+Error\b|\[object |\bundefined\b|\bNaN\b|Infinity/.test(
      t,
    )
  ) {
    problems.push('a stack trace or a programming word');
  }
  if (!opts.markup && /<\/?(html|head|body|script|h1|pre|!doctype|svg|img|iframe)\b/i.test(t)) {
    problems.push('markup');
  }
  return problems;
}

/** What a page built that it must not have, from the DOM as it is now. */
export interface DomFindings {
  /** Elements or attributes that can only come from the server's markup. */
  markup: string[];
  /** `<a href>` (HTML or SVG) whose address is not http(s), nor one of the extension's own files. */
  badLinks: string[];
  /** Text or attribute values holding a bidi embedding or override outside any isolation. */
  bidi: string[];
  /** Where the key shows: the page's text, an attribute, or a field's value. */
  key: string[];
}

export async function scanDom(page: Page, key: string): Promise<DomFindings> {
  return page.evaluate((apiKey) => {
    const found = { markup: [] as string[], badLinks: [] as string[], bidi: [] as string[] };
    const key: string[] = [];
    const ext = location.origin;
    const OVERRIDES = /[\u202a-\u202e\u2066\u2067]/;
    const FORBIDDEN = ['iframe', 'frame', 'object', 'embed', 'foreignobject', 'base', 'marquee'];
    const lowerKey = apiKey.toLowerCase();
    const short = (el: Element) =>
      `<${el.localName}${el.getAttribute('id') ? `#${el.getAttribute('id')}` : ''}> ${(el.textContent ?? '').slice(0, 60)}`;
    const isWeb = (href: string) => {
      try {
        const url = new URL(href, location.href);
        // The extension's own packaged files (the options page's privacy.txt) are ours, not
        // the service's.
        const own = url.protocol === location.protocol && url.host === location.host;
        return own || ['http:', 'https:'].includes(url.protocol);
      } catch {
        return false;
      }
    };
    for (const el of document.querySelectorAll('*')) {
      const tag = el.localName.toLowerCase();
      if (FORBIDDEN.includes(tag)) found.markup.push(short(el));
      if (el.getAttribute('id')?.startsWith('pwned')) found.markup.push(short(el));
      // Attributes, not properties: an SVG <script> has no `src` property.
      const at = (name: string) => {
        const v = el.getAttribute(name);
        return v === null ? '' : new URL(v, location.href).href;
      };
      if (tag === 'script') {
        const src = at('src') || at('href');
        if (!src.startsWith(`${ext}/`) || (el.textContent ?? '').trim() !== '') {
          found.markup.push(`script ${src || (el.textContent ?? '').slice(0, 60)}`);
        }
      }
      if (tag === 'link' && !at('href').startsWith(`${ext}/`)) {
        found.markup.push(`link ${at('href')}`);
      }
      if (tag === 'img' || tag === 'image' || tag === 'source') {
        const src = el.getAttribute('src') ?? el.getAttribute('href') ?? '';
        if (!/^(data:image\/|blob:)/.test(src)) found.markup.push(`${tag} src=${src.slice(0, 80)}`);
      }
      if (tag === 'svg' && el.querySelector('script, foreignObject, [onload], a')) {
        found.markup.push(`svg with active content: ${el.outerHTML.slice(0, 80)}`);
      }
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.markup.push(`${tag}[${attr.name}]`);
        if (OVERRIDES.test(attr.value) && attr.name !== 'value') {
          found.bidi.push(`${tag}[${attr.name}]=${JSON.stringify(attr.value.slice(0, 60))}`);
        }
        if (attr.value.toLowerCase().includes(lowerKey) && attr.name !== 'value') {
          key.push(`${tag}[${attr.name}]`);
        }
      }
      const href = el.getAttribute('href') ?? el.getAttribute('xlink:href');
      if ((tag === 'a' || tag === 'area') && href !== null && !isWeb(href)) {
        found.badLinks.push(`${tag} href=${href.slice(0, 80)}`);
      }
      if (
        (el instanceof HTMLInputElement && el.type !== 'password') ||
        el instanceof HTMLTextAreaElement
      ) {
        if (el.value.toLowerCase().includes(lowerKey)) key.push(`${tag} value`);
        if (OVERRIDES.test(el.value)) found.bidi.push(`${tag} value=${JSON.stringify(el.value)}`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.nodeValue ?? '';
      if (!OVERRIDES.test(text)) continue;
      const parent = n.parentElement;
      if (parent?.closest('bdi')) continue;
      found.bidi.push(`<${parent?.localName}> ${JSON.stringify(text.slice(0, 80))}`);
    }
    if (document.body.innerText.toLowerCase().includes(lowerKey)) key.push('page text');
    return { ...found, key };
  }, key);
}

/**
 * Content Security Policy violations the page has reported since it opened: DevTools' Log
 * domain replays what the page logged before we attached, so this covers a popup's first
 * moments too. Also lists loads that failed (an `<img src=x>` from server markup would).
 */
export async function pageLog(page: Page): Promise<{ csp: string[]; failedLoads: string[] }> {
  const session = await page.context().newCDPSession(page);
  const csp: string[] = [];
  const failedLoads: string[] = [];
  session.on('Log.entryAdded', ({ entry }) => {
    if (entry.source === 'security' || /Content.Security.Policy/i.test(entry.text)) {
      csp.push(entry.text);
    } else if (entry.source === 'network' && entry.url?.startsWith('chrome-extension:')) {
      failedLoads.push(`${entry.text} ${entry.url}`);
    }
  });
  await session.send('Log.enable');
  // The replay comes before the answer to this round trip.
  await session.send('Runtime.evaluate', { expression: '0' });
  await session.detach();
  return { csp, failedLoads };
}

/** Dialogs a page opens (alert, confirm, prompt), dismissed and recorded. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  return dialogs;
}

export type Notification = { title: string; message: string };
type SpyGlobal = {
  chrome: { notifications: { create(...a: unknown[]): unknown } };
  snaplinkNotifications?: Notification[];
};

/**
 * Records what the worker's notifications say (title and message) by wrapping
 * chrome.notifications.create, which still shows them. The worker calls it through the
 * polyfill, which looks the method up on that same object at its first call.
 */
export async function spyOnNotifications(worker: Worker) {
  await worker.evaluate(() => {
    const g = globalThis as unknown as SpyGlobal;
    if (g.snaplinkNotifications) return;
    const seen: Notification[] = [];
    g.snaplinkNotifications = seen;
    const api = g.chrome.notifications;
    const create = api.create.bind(api);
    api.create = (...args: unknown[]) => {
      const options = args.find((a) => typeof a === 'object' && a !== null) as Notification;
      seen.push({ title: options.title, message: options.message });
      return create(...args);
    };
  });
}

/** The notifications shown since the last call. */
export async function takeNotifications(worker: Worker): Promise<Notification[]> {
  return worker.evaluate(() => {
    const seen = (globalThis as unknown as SpyGlobal).snaplinkNotifications;
    if (!seen) throw new Error('spyOnNotifications() first');
    return seen.splice(0);
  });
}

export async function badgeText(worker: Worker): Promise<string> {
  return worker.evaluate(() =>
    (
      globalThis as unknown as {
        chrome: { action: { getBadgeText(d: object): Promise<string> } };
      }
    ).chrome.action.getBadgeText({}),
  );
}

/** The worker's handlers for the context menu, the command and the omnibox (test build only). */
export type HookName = 'menuClicked' | 'command' | 'omnibox';
type Outcome = { kind: string; copied?: boolean; link?: { short_url: string } };

export async function callHook(worker: Worker, hook: HookName, ...args: unknown[]) {
  return (await worker.evaluate(
    ([name, rest]) => {
      const hooks = (
        globalThis as unknown as {
          snaplinkTestHooks: Record<string, (...a: unknown[]) => Promise<unknown>>;
        }
      ).snaplinkTestHooks;
      return hooks[name]?.(...rest);
    },
    [hook, args] as const,
  )) as Outcome;
}

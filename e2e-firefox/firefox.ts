import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { type Sandbox, startSandbox, withAccounts } from '../e2e/browser.ts';
import { findFirefox } from '../scripts/browsers.mjs';

// Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi, with the built
// add-on installed in its profile (../shared/notes/browser-testing.md, "Firefox, for real").

/** `npm run build:firefox` and `npm run build:test:firefox` (the background's test hooks). */
export const FIREFOX_DIR = resolve('.output/firefox-mv2');
export const FIREFOX_TEST_DIR = resolve('.output/firefox-mv2-test');

/** browser_specific_settings.gecko.id (wxt.config.ts). */
const GECKO_ID = 'snaplink@snaplink.example';
/** The add-on's internal UUID, fixed by a pref: every page is at moz-extension://UUID/… */
const UUID = '5e1f0c2a-7b3d-4e8f-9a61-2c4d8b0e6f13';
const ORIGIN = `moz-extension://${UUID}`;

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Firefox {
  browser: Browser;
  /** The add-on's options page, open from the start: the one way into the add-on's pages. */
  page: Page;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** What prefers-color-scheme says in every page, the popup's included. */
  scheme?: 'light' | 'dark';
  /**
   * Firefox's prompt for an optional permission. Headless, nobody can answer it, so by default
   * it is turned off and a request made from a click is granted at once.
   */
  permissionPrompts?: boolean;
  /**
   * Firefox's UI language, which picks the add-on's `_locales` (`intl.locale.requested`): one
   * other than en-US needs its language pack installed (Debian: firefox-esr-l10n-ar for `ar`).
   */
  lang?: string;
}

/**
 * Firefox with the add-on in `extensionDir` installed in a fresh profile. The profile holds a
 * proxy file (`extensions/<gecko id>`, whose content is a path) to a copy of the build, the
 * unpacked equivalent of an .xpi; the copy also holds axe-core's script, which `violations()`
 * loads as the page's own file (the pages' CSP allows only 'self'), and nothing else changes.
 */
export async function launchFirefox(
  extensionDir: string,
  { scheme = 'light', permissionPrompts = false, lang }: LaunchOptions = {},
): Promise<Firefox> {
  const executablePath = findFirefox();
  if (!executablePath)
    throw new Error('No Firefox: run `node scripts/browsers.mjs ensure firefox`');
  const root = mkdtempSync(join(tmpdir(), 'snaplink-firefox-'));
  const addon = join(root, 'addon');
  cpSync(extensionDir, addon, { recursive: true });
  cpSync(AXE, join(addon, 'axe.min.js'));
  const profile = join(root, 'profile');
  mkdirSync(join(profile, 'extensions'), { recursive: true });
  writeFileSync(join(profile, 'extensions', GECKO_ID), addon);

  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    userDataDir: profile,
    // WebDriver BiDi can't navigate to a moz-extension: URL; the first page can be one.
    args: [`${ORIGIN}/options.html`],
    extraPrefsFirefox: {
      // An unsigned add-on from the profile, enabled without asking.
      'xpinstall.signatures.required': false,
      'extensions.autoDisableScopes': 0,
      'extensions.enabledScopes': 15,
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: UUID }),
      // browserAction.openPopup() from the background page, with no click (the real popup).
      'extensions.openPopupWithoutUserGesture.enabled': true,
      'extensions.webextOptionalPermissionPrompts': permissionPrompts,
      // navigator.clipboard.readText() without Firefox's paste prompt: what was copied.
      'dom.events.testing.asyncClipboard': true,
      // 0: dark, 1: light, for web pages and the add-on's pages alike.
      'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
      ...(lang && { 'intl.locale.requested': lang }),
    },
  });
  const page = await firstPage(browser);
  return {
    browser,
    page,
    close: async () => {
      await browser.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * For a spec file: the sandbox (e2e/browser.ts, on a free port) and one Firefox with the add-on,
 * started before its tests and stopped after them. Read `firefox` and `sandbox` in the tests.
 * `hostAccess` (an origin pattern) is granted first, as grantOrigin does it.
 */
export function firefoxAndSandbox(
  extensionDir: string,
  { hostAccess, ...options }: LaunchOptions & { hostAccess?: string } = {},
) {
  const state = {} as { firefox: Firefox; sandbox: Sandbox; proc?: ChildProcess };
  beforeAll(async () => {
    const started = await startSandbox();
    state.proc = started.proc;
    state.sandbox = started.sandbox;
    state.firefox = await launchFirefox(extensionDir, options);
    if (hostAccess && !(await grantOrigin(state.firefox.page, hostAccess))) {
      throw new Error(`Firefox did not grant ${hostAccess}`);
    }
  });
  afterAll(async () => {
    await state.firefox?.close();
    state.proc?.kill();
  });
  return state as { readonly firefox: Firefox; readonly sandbox: Sandbox };
}

async function firstPage(browser: Browser): Promise<Page> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const page = (await browser.pages()).find((p) => p.url().startsWith(ORIGIN));
    if (page) {
      // Not page.waitForFunction: puppeteer builds its function with Function(), which the
      // add-on's pages refuse (CSP script-src 'self': "call to Function() blocked by CSP").
      await waitFor(page, () => document.readyState === 'complete', undefined);
      return page;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Firefox opened no page of the add-on: is it installed?');
}

/**
 * Goes to one of the add-on's pages from another, in the same tab (or reloads it with the same
 * file). BiDi can't navigate there, and puppeteer doesn't see this navigation either: the new
 * document is told from the old by a mark the old one carries.
 */
export async function goTo(page: Page, file: string): Promise<void> {
  const url = `${ORIGIN}/${file}`;
  // A page holding unsaved changes asks before it is left (the options page): going to another
  // page means to leave it, so the answer is yes.
  const leave = (dialog: { type(): string; accept(): Promise<void> }) => {
    if (dialog.type() === 'beforeunload') void dialog.accept().catch(() => {});
  };
  page.on('dialog', leave);
  try {
    await navigate(page, url);
  } finally {
    page.off('dialog', leave);
  }
}

async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    (window as { leaving?: boolean }).leaving = true;
    location.href = u;
  }, url);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const arrived = await page
      .evaluate(
        (u) =>
          location.href === u &&
          document.readyState === 'complete' &&
          !(window as { leaving?: boolean }).leaving,
        url,
      )
      .catch(() => false);
    if (arrived) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not load`);
}

/**
 * Sets the page's viewport. puppeteer sends a screen orientation override with it, which Firefox
 * ESR 140 (Debian 12's) doesn't know ("unknown command emulation.setScreenOrientationOverride"):
 * that refusal alone is let pass, once the page has taken the size.
 */
export async function setViewport(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (e) {
    if (!String(e).includes('setScreenOrientationOverride')) throw e;
  }
  await waitFor(page, (w) => window.innerWidth === w, size.width);
}

/** Stores settings as the options page would (storage.local), from any page of the add-on. */
export async function configure(page: Page, values: Record<string, unknown>): Promise<void> {
  const stored = await page.evaluate(
    async () => (await browser.storage.local.get('accounts')).accounts,
  );
  await page.evaluate((v) => browser.storage.local.set(v), withAccounts(values, stored));
}

/**
 * A tab at https://example.com/{path}, served by the test (the machine has no internet), with
 * a real https address and title (or the page `body` given); brought to the front, so it is
 * the active tab.
 */
export async function servedTab(firefox: Firefox, path: string, body?: string): Promise<Page> {
  // Once Firefox ESR 140 has shown a notification (headless, in a window of its own), BiDi can't
  // open a tab ("lazy.TabManager.getTabBrowser(...) is undefined"): a window of its own, then.
  const tab = await firefox.browser.newPage().catch((e: unknown) => {
    if (!String(e).includes('getTabBrowser')) throw e;
    return firefox.browser.newPage({ type: 'window' });
  });
  await tab.setRequestInterception(true);
  tab.on('request', (request) => {
    if (!request.url().startsWith('https://example.com/')) return void request.continue();
    void request.respond({
      status: 200,
      contentType: 'text/html',
      body:
        body ??
        `<!doctype html><title>Example article</title><h1>${new URL(request.url()).pathname}</h1>`,
    });
  });
  await tab.goto(`https://example.com/${path}`);
  await tab.bringToFront();
  return tab;
}

/** What is on the clipboard, read as a web page pastes it. */
export async function clipboardText(tab: Page): Promise<string> {
  return tab.evaluate(() => navigator.clipboard.readText());
}

/**
 * Grants the add-on an optional host permission as a person would: from a click in one of its
 * pages (Firefox takes permissions.request only in a user input handler). With the prompt off
 * (launchFirefox's default), it is granted at once.
 */
export async function grantOrigin(page: Page, origin: string): Promise<boolean> {
  await page.evaluate((o) => {
    const button = document.createElement('button');
    button.id = 'snaplink-test-grant';
    button.textContent = 'grant';
    button.addEventListener('click', () => {
      (window as { granted?: Promise<boolean> }).granted = browser.permissions.request({
        origins: [o],
      });
    });
    document.body.prepend(button);
  }, origin);
  await click(page, { css: '#snaplink-test-grant' });
  return page.evaluate(async () => {
    document.getElementById('snaplink-test-grant')?.remove();
    return (await (window as { granted?: Promise<boolean> }).granted) ?? false;
  });
}

// Puppeteer doesn't see a navigation between the add-on's pages, and its handles (and so
// waitForFunction, $, waitForSelector) then point at the old document. What follows uses only
// page.evaluate, which always runs in the current document, and real mouse and keyboard input.

/**
 * Polls `fn` in the page until it returns something truthy (errors while loading retry). What it
 * returns must be JSON-like: a DOM node doesn't come back over BiDi.
 */
export async function waitFor<T, A>(
  page: Page,
  fn: (arg: A) => T | Promise<T>,
  arg: A,
  timeout = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = (await page.evaluate(fn as (a: unknown) => unknown, arg as unknown)) as T;
      if (value) return value as NonNullable<T>;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    `timed out after ${timeout} ms: ${fn.toString().slice(0, 300)} ${String(last ?? '')}`,
  );
}

/** How a test names an element: a button by its text or label, a field by its label, or CSS. */
export type Target = { button: string } | { label: string } | { css: string };

/** The centre of the visible element `target` names, scrolled into view; null until it is. */
function centreOf(target: Target): { x: number; y: number } | null {
  let element: Element | null | undefined;
  if ('css' in target) element = document.querySelector(target.css);
  else if ('label' in target) {
    // A field's <label>, or its aria-label (a search field, named by its placeholder's words).
    element =
      [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === target.label)
        ?.control ??
      [...document.querySelectorAll('input')].find((i) => i.ariaLabel === target.label);
  } else {
    element = [...document.querySelectorAll('button, [role="tab"]')].find(
      (b) =>
        b.textContent?.trim() === target.button || b.getAttribute('aria-label') === target.button,
    );
  }
  if (!element || (element as HTMLButtonElement).disabled) return null;
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const r = element.getBoundingClientRect();
  if (!(r.width > 0 && r.height > 0)) return null;
  const centre = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  // Only where a click would reach the element itself, not something over or in place of it.
  const hit = document.elementFromPoint(centre.x, centre.y);
  return hit && (hit === element || element.contains(hit)) ? centre : null;
}

/** A real click (a user gesture for Firefox) on the element `target` names, once it shows. */
export async function click(page: Page, target: Target): Promise<void> {
  const { x, y } = await waitFor(page, centreOf, target);
  await page.mouse.click(x, y);
}

/** Replaces a text field's value by typing, as a person would. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await click(page, { label });
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(value);
  // Typing resolves before the page has had every key: wait until the field holds the value,
  // or a click that follows can beat the last keys (which then change the form after it).
  await waitFor(
    page,
    // The field clicked: the focused one.
    ({ value: v }) => (document.activeElement as HTMLInputElement | null)?.value === v,
    { value },
  );
  // Then let the page draw a frame. Each key also asks Firefox to bring the field's caret into
  // view, which it does only at its next refresh tick: a click that scrolled its button into view
  // before then (a button more than a window's height below the field) had the page scrolled
  // back under it, and clicked whatever then sat at the button's old coordinates.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits until an element matching `selector` contains `text`; returns all their text. */
export function waitForText(page: Page, selector: string, text: string): Promise<string> {
  return waitFor(
    page,
    ({ selector: sel, text: t }) => {
      const content = [...document.querySelectorAll(sel)].map((e) => e.textContent ?? '');
      return content.some((c) => c.includes(t)) ? content.join('\n') : null;
    },
    { selector, text },
  );
}

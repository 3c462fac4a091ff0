import jsQR from 'jsqr';
import type { Page } from 'puppeteer-core';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { historyEntries } from '../e2e/history.ts';
import { api, type Link, sandboxLinks, stored } from '../e2e/sandbox-api.ts';
import { cutText } from './checks.ts';
import {
  clipboardText,
  configure,
  FIREFOX_DIR,
  firefoxAndSandbox,
  servedTab,
  waitFor,
} from './firefox.ts';
import {
  actInPopup,
  clickInPopup,
  closeAll,
  closePopup,
  imagePixels,
  openPopup,
  popupText,
  pressInPopup,
  shortLink,
  typeInPopup,
} from './popup.ts';

// The real popup in Firefox, over a served https page, against the sandbox over HTTP (issue 33):
// one screen (the link made and copied, its QR code and three recent links in 360 × 600; the
// page's existing link on reopening; an address typed in the field shortened), and Customise
// (the back-half changed in place; a taken alias said by its field).
//
// The popup is opened by browserAction.openPopup(), which, unlike a click on the toolbar
// button, grants no activeTab: the tab's address comes from host access to https://example.com
// instead, asked for and granted from a click in the options page (docs/development.md, "Tests").

const KEY = 'demo-enterprise-key';
const run = firefoxAndSandbox(FIREFOX_DIR, { hostAccess: 'https://example.com/*' });

beforeEach(async () => {
  await configure(run.firefox.page, { baseUrl: run.sandbox.baseUrl, apiKey: KEY });
});

// A test that fails leaves no popup open, nor its tab, for the next one.
afterEach(() => closeAll(run.firefox));

/**
 * How the popup shows its short link: its text, size, what of it a person can't see (each line
 * of its text against what shows it, e2e/in-page-checks.ts's cutText), and whether the page
 * scrolls sideways.
 */
async function heroLink(page: Page) {
  const shown = await page.evaluate(() => {
    const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]?.document;
    const el = doc?.querySelector('.link-card .short-link');
    if (!doc || !el || !doc.defaultView) return null;
    const root = doc.documentElement;
    return {
      text: el.textContent,
      large: Number.parseFloat(doc.defaultView.getComputedStyle(el).fontSize) >= 16,
      sideways: root.scrollWidth > root.clientWidth + 1,
    };
  });
  const cut = await cutText(page, '.link-card .short-link', 'popup');
  return { ...shown, cut };
}

/** The everyday view's one screen: its size, its primary buttons, its lines and marks. */
function screen(page: Page) {
  return page.evaluate(() => {
    const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]?.document;
    if (!doc) return null;
    return {
      width: doc.documentElement.clientWidth,
      height: doc.documentElement.scrollHeight,
      primary: [...doc.querySelectorAll('.primary')].map((b) =>
        b.querySelector(':scope > span:not([aria-hidden])')?.textContent?.trim(),
      ),
      status: doc.querySelector('.link-card .link-status')?.textContent ?? '',
      recent: [...doc.querySelectorAll('.recent li a')].map((a) => a.textContent),
      visible: doc.defaultView?.performance.getEntriesByName('snaplink:link-visible').length,
    };
  });
}

/** Links made on the sandbox for `KEY`, as history holds them, newest first. */
async function madeLinks(count: number, stamp: number) {
  const links: Link[] = [];
  for (let i = 0; i < count; i++) {
    const { body } = await api<Link>(
      run.sandbox,
      '/links',
      {
        method: 'POST',
        body: JSON.stringify({ original_url: `https://example.com/r${i}-${stamp}` }),
      },
      KEY,
    );
    links.unshift(body);
  }
  return historyEntries({ baseUrl: run.sandbox.baseUrl, apiKey: KEY }, links.map(stored));
}

test("one screen: the new link copied, its QR code and three recent links fit 360 × 600; reopened, it is the page's existing link", async () => {
  const stamp = Date.now();
  const history = await madeLinks(3, stamp);
  await configure(run.firefox.page, { history });
  const url = `https://example.com/popup-${stamp}`;
  const tab = await servedTab(run.firefox, new URL(url).pathname.slice(1));

  await openPopup(run.firefox.page);
  const link = await shortLink(run.firefox.page);
  expect(link).toMatch(new RegExp(`^${run.sandbox.origin}/\\w+$`));
  expect(await sandboxLinks(run.sandbox, url, KEY)).toMatchObject([
    { short_url: link, original_url: url },
  ]);
  expect(await clipboardText(tab)).toBe(link);
  const qr = await imagePixels(run.firefox.page, '.qr-thumb img.qr', 'popup');
  expect(jsQR(new Uint8ClampedArray(qr.data), qr.width, qr.height)?.data).toBe(link);

  // One screen at 360 px: Copy the one primary button, saying the automatic copy inside itself
  // (said once React has drawn it), and the three recent links, not the one shown.
  await expect.poll(async () => (await screen(run.firefox.page))?.primary).toEqual(['Copied ✓']);
  const shown = await screen(run.firefox.page);
  if (!shown) throw new Error('no popup is open');
  expect(shown.width).toBe(360);
  expect(shown.height).toBeLessThanOrEqual(600);
  // A new link says only when it was made.
  expect(shown.status).toMatch(/^Made \S/);
  expect(shown.visible).toBe(1);
  expect(shown.recent).toEqual(history.map((e) => e.short_url.replace(/^https?:\/\//, '')));

  // The link is the hero (issue 23): whole, without its scheme, at 16 px or more, in the page.
  expect(await heroLink(run.firefox.page)).toEqual({
    text: link.replace(/^https?:\/\//, ''),
    large: true,
    sideways: false,
    cut: [],
  });
  // Copy again copies the whole address. (It reads "Copied ✓" already: found by its place.)
  await tab.evaluate(() => navigator.clipboard.writeText(''));
  await clickInPopup(run.firefox.page, '.link-actions button.primary');
  await expect.poll(() => clipboardText(tab)).toBe(link);

  await closePopup(run.firefox.page);
  await openPopup(run.firefox.page);
  expect(await shortLink(run.firefox.page)).toBe(link);
  expect(await popupText(run.firefox.page, '.link-card .link-status')).toMatch(
    /^This page's existing link · Made /,
  );
  expect(await sandboxLinks(run.sandbox, url, KEY)).toHaveLength(1);
});

test('an address typed in the field is offered first as "Shorten this address", and Enter makes its link', async () => {
  await servedTab(run.firefox, `field-${Date.now()}`);
  await openPopup(run.firefox.page);
  const before = await shortLink(run.firefox.page);

  const typed = `example.com/typed-${Date.now()}`;
  await typeInPopup(run.firefox.page, '.search-field input', typed);
  const first = await waitFor(
    run.firefox.page,
    () => {
      const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        ?.document;
      const option = doc?.querySelector('[role="listbox"] [role="option"]');
      const field = doc?.querySelector('.search-field input');
      return option
        ? {
            id: option.id,
            text: option.querySelector('.search-title')?.textContent,
            selected: option.getAttribute('aria-selected'),
            active: field?.getAttribute('aria-activedescendant'),
          }
        : null;
    },
    undefined,
  );
  expect(first).toEqual({
    id: 'popup-search-shorten',
    text: 'Shorten this address',
    selected: 'true',
    active: 'popup-search-shorten',
  });

  await pressInPopup(run.firefox.page, '.search-field input', 'Enter');
  const made = await waitFor(
    run.firefox.page,
    (old) => {
      const view = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0];
      const value = view?.document.querySelector('.link-card .short-link')?.getAttribute('title');
      return value && value !== old ? value : null;
    },
    before,
  );
  expect(await sandboxLinks(run.sandbox, typed, KEY)).toMatchObject([
    { short_url: made, original_url: `https://${typed}` },
  ]);
  // The field is emptied, its list gone: the new link is what the popup shows.
  expect(
    await run.firefox.page.evaluate(() => {
      const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        ?.document;
      return {
        value: doc?.querySelector<HTMLInputElement>('.search-field input')?.value,
        listed: doc?.querySelector('[role="listbox"]') !== null,
      };
    }),
  ).toEqual({ value: '', listed: false });
});

test("a tab whose address the popup can't see is explained, with no request and no link tools", async () => {
  const tab = await run.firefox.browser.newPage(); // about:blank
  await tab.bringToFront();
  await openPopup(run.firefox.page);
  expect(await popupText(run.firefox.page, 'p.notice[role="status"]')).toContain(
    "This tab can't be shortened",
  );
  expect(
    await run.firefox.page.evaluate(
      () =>
        (
          browser.extension.getViews({ type: 'popup' }) as unknown as Window[]
        )[0]?.document.querySelectorAll('.link-card, .link-tools, .qr-thumb').length,
    ),
  ).toBe(0);
});

test('Customise with the Pro key: a new back-half edits the link in place; a taken alias is said by its field, the link unchanged', async () => {
  const PRO = 'demo-pro-key';
  await configure(run.firefox.page, { apiKey: PRO });
  const stamp = Date.now();
  const url = `https://example.com/customise-${stamp}`;
  await servedTab(run.firefox, new URL(url).pathname.slice(1));
  await openPopup(run.firefox.page);
  const [made] = await sandboxLinks(run.sandbox, url, PRO);
  expect(made?.short_url).toBe(await shortLink(run.firefox.page));

  const alias = `ff-${stamp}`;
  await actInPopup(run.firefox.page, { click: 'Customise' });
  await actInPopup(run.firefox.page, {
    fill: { 'Back-half (alias)': alias },
    click: 'Save changes',
  });
  await waitFor(
    run.firefox.page,
    (a) =>
      (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]?.document
        .querySelector('.link-card .short-link')
        ?.getAttribute('title')
        ?.endsWith(`/${a}`),
    alias,
  );
  expect(await popupText(run.firefox.page, '.link-card .link-status')).toMatch(
    /^Changed in place: the same link, new details\. · Made /,
  );
  // The same link on the service, under its new code: no second one.
  expect(await sandboxLinks(run.sandbox, url, PRO)).toMatchObject([
    { id: made?.id, short_code: alias, original_url: url },
  ]);

  const taken = `taken-ff-${stamp}`;
  const other = await api<Link>(
    run.sandbox,
    '/links',
    {
      method: 'POST',
      body: JSON.stringify({ original_url: 'https://example.com/elsewhere', custom_alias: taken }),
    },
    PRO,
  );
  expect(other.status).toBe(201);
  await actInPopup(run.firefox.page, { click: 'Customise' });
  await actInPopup(run.firefox.page, {
    fill: { 'Back-half (alias)': taken },
    click: 'Save changes',
  });
  const said = 'This alias is already taken. Try another one.';
  const field = await waitFor(
    run.firefox.page,
    (words) => {
      const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        ?.document;
      const input = doc?.querySelector<HTMLInputElement>('form.customise [name="custom_alias"]');
      if (!doc || !input || input.getAttribute('aria-invalid') !== 'true') return null;
      const described = (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => doc.getElementById(id)?.textContent);
      return {
        described: described.includes(words),
        times: doc.body.innerText.split(words).length - 1,
        focused: doc.activeElement === input,
        value: input.value,
        alerts: doc.querySelectorAll('[role="alert"]').length,
        link: doc.querySelector('.link-card .short-link')?.getAttribute('title'),
      };
    },
    said,
  );
  expect(field).toEqual({
    described: true,
    times: 1,
    focused: true,
    value: taken,
    alerts: 0,
    link: `${run.sandbox.origin}/${alias}`,
  });
  expect(await sandboxLinks(run.sandbox, url, PRO)).toMatchObject([
    { id: made?.id, short_code: alias },
  ]);
});

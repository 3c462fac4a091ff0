import type { Page } from 'puppeteer-core';
import type { Sandbox } from '../e2e/browser.ts';
import { configure, type Firefox, goTo, grantOrigin, servedTab, waitFor } from './firefox.ts';

// The real popup, opened by the background page's browserAction.openPopup() (allowed without a
// click by a pref set in firefox.ts), over the active tab. BiDi doesn't list popups among its
// pages, so the tests reach its window from a page of the add-on: extension.getViews().

/**
 * Opens the popup and waits until its flow has settled (the link recorded and copied, or the
 * outcome known) and it shows the outcome: a short link with its QR code drawn, or a message
 * (an alert, a notice, the welcome). Returns its text.
 */
export async function openPopup(page: Page): Promise<string> {
  await page.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as Window & {
      browser: typeof browser;
    };
    // Firefox's browserAction.openPopup(), not in the polyfill's types.
    const action = background.browser.browserAction as unknown as { openPopup(): Promise<void> };
    await action.openPopup();
  });
  return waitFor(
    page,
    () => {
      const view = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0];
      const doc = view?.document;
      // The flow settled: React may draw its outcome a moment later, so wait for that too.
      if (!doc || view.performance.getEntriesByName('snaplink:settled').length === 0) return null;
      const qr = doc.querySelector<HTMLImageElement>('.qr-thumb img.qr');
      if (doc.querySelector('.link-card .short-link[title]') && qr?.complete) {
        return doc.body.innerText;
      }
      return doc.querySelector('[role="alert"], p.notice, .welcome') ? doc.body.innerText : null;
    },
    undefined,
    15_000,
  );
}

/**
 * The popup over a served https://example.com/{path} tab, the Enterprise demo key stored and the
 * host granted, showing its link. Returns the tab, which closeAll closes with the popup.
 */
export async function popupOver(firefox: Firefox, sandbox: Sandbox, path: string) {
  const { page } = firefox;
  await goTo(page, 'options.html');
  await configure(page, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
  await grantOrigin(page, 'https://example.com/*');
  const tab = await servedTab(firefox, path);
  await openPopup(page);
  return tab;
}

/** Opens every fold (<details>) of the popup: every control laid out. */
function openFolds(page: Page): Promise<void> {
  return page.evaluate(() => {
    const popup = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0];
    for (const d of popup?.document.querySelectorAll('details') ?? []) d.open = true;
  });
}

/** Clicks the popup's element `selector` once it is there (by place: any language). */
export function clickInPopup(page: Page, selector: string): Promise<unknown> {
  return waitFor(
    page,
    (sel) => {
      const target = (
        browser.extension.getViews({ type: 'popup' }) as unknown as Window[]
      )[0]?.document.querySelector<HTMLElement>(sel);
      target?.click();
      return Boolean(target);
    },
    selector,
  );
}

/**
 * Each of the popup's views in turn, with its folds open: the everyday view, Customise (left by
 * Cancel) and the QR code in full (left by Back). `check` runs on each, named. The buttons are
 * found by place, so that it works in every language.
 */
export async function eachPopupView(
  page: Page,
  check: (name: string) => Promise<void>,
): Promise<void> {
  await check('everyday');
  const views = [
    {
      name: 'Customise',
      open: '.link-tools > button:first-child',
      shown: 'form.customise',
      leave: 'form.customise .actions button[type="button"]',
    },
    {
      name: 'QR code',
      open: '.qr-thumb button',
      shown: 'section.qr-panel img.qr',
      leave: 'section.qr-panel ~ button',
    },
  ];
  for (const view of views) {
    await clickInPopup(page, view.open);
    await waitFor(
      page,
      (shown) =>
        (
          browser.extension.getViews({ type: 'popup' }) as unknown as Window[]
        )[0]?.document.querySelector(shown) != null,
      view.shown,
    );
    await openFolds(page);
    await check(view.name);
    await clickInPopup(page, view.leave);
    await waitFor(
      page,
      () =>
        (
          browser.extension.getViews({ type: 'popup' }) as unknown as Window[]
        )[0]?.document.querySelector('.qr-thumb img.qr') != null,
      undefined,
    );
  }
}

/** The popup's short link: the full address, which the card shows without its scheme. */
export function shortLink(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]?.document
        .querySelector('.link-card .short-link')
        ?.getAttribute('title') ?? '',
  );
}

/** Closes the popup, as a click elsewhere would. */
export async function closePopup(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const view of browser.extension.getViews({ type: 'popup' }) as unknown as Window[])
      view.close();
  });
  await waitFor(page, () => browser.extension.getViews({ type: 'popup' }).length === 0, undefined);
}

/**
 * After each test, passed or failed: the popup closed and every tab but the add-on's own page,
 * so that no test starts with another's popup open over another's tab.
 */
export async function closeAll(firefox: Firefox): Promise<void> {
  await closePopup(firefox.page).catch(() => {});
  for (const tab of await firefox.browser.pages()) {
    if (tab !== firefox.page) await tab.close().catch(() => {});
  }
}

/**
 * Types `value` into the popup's field `selector` as a paste or typing ends: focused (its first
 * focus loads what it needs), its value set as typing sets it, so React sees an input event.
 */
export async function typeInPopup(page: Page, selector: string, value: string): Promise<void> {
  await waitFor(
    page,
    ({ sel, v }) => {
      const view = (
        browser.extension.getViews({ type: 'popup' }) as unknown as (Window & typeof globalThis)[]
      )[0];
      const field = view?.document.querySelector<HTMLInputElement>(sel);
      if (!view || !field) return false;
      field.focus();
      const setter = Object.getOwnPropertyDescriptor(view.HTMLInputElement.prototype, 'value')?.set;
      setter?.call(field, v);
      field.dispatchEvent(new view.Event('input', { bubbles: true }));
      return true;
    },
    { sel: selector, v: value },
  );
}

/** A key pressed in the popup's element `selector` (a keydown, as the popup's handlers read it). */
export async function pressInPopup(page: Page, selector: string, key: string): Promise<void> {
  await waitFor(
    page,
    ({ sel, k }) => {
      const view = (
        browser.extension.getViews({ type: 'popup' }) as unknown as (Window & typeof globalThis)[]
      )[0];
      const target = view?.document.querySelector(sel);
      if (!view || !target) return false;
      const init = { key: k, bubbles: true, cancelable: true };
      target.dispatchEvent(new view.KeyboardEvent('keydown', init));
      target.dispatchEvent(new view.KeyboardEvent('keyup', init));
      return true;
    },
    { sel: selector, k: key },
  );
}

/**
 * The pixels of an image in a page of the add-on (`where` 'popup' for the popup's), drawn at
 * its natural size, as RGBA: for jsQR.
 */
export async function imagePixels(
  page: Page,
  selector: string,
  where: 'page' | 'popup' = 'page',
): Promise<{ data: number[]; width: number; height: number }> {
  return page.evaluate(
    async (sel, target) => {
      const win =
        target === 'popup'
          ? (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
          : window;
      const img = win?.document.querySelector<HTMLImageElement>(sel);
      if (!img) throw new Error(`no image ${sel}`);
      const copy = new Image();
      copy.src = img.src;
      await copy.decode();
      // A white margin around it, as on screen, so the finder patterns stand out.
      const width = Math.max(copy.naturalWidth, img.width) + 40;
      const height = Math.max(copy.naturalHeight, img.height) + 40;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(copy, 20, 20, width - 40, height - 40);
      return { data: [...ctx.getImageData(0, 0, width, height).data], width, height };
    },
    selector,
    where,
  );
}

/**
 * Does in the popup what a person would: `fill` each field named by its label (the value set as
 * typing sets it, so React sees an input event), then `click` the button or summary with that
 * text. BiDi lists no popup to drive with real input; its window is reached through the add-on.
 */
export async function actInPopup(
  page: Page,
  act: { fill?: Record<string, string>; click: string },
): Promise<void> {
  await waitFor(
    page,
    ({ fill, click }) => {
      const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        ?.document;
      if (!doc) return false;
      for (const [label, value] of Object.entries(fill ?? {})) {
        const field = [...doc.querySelectorAll('label')].find(
          (l) => l.textContent?.trim() === label,
        )?.control as HTMLInputElement | undefined;
        if (!field) return false;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // A button's label as shown: a copy button holds its confirmation too, hidden.
      const label = (b: HTMLElement) =>
        (b.querySelector(':scope > span:not([aria-hidden])') ?? b).textContent?.trim();
      const target = [...doc.querySelectorAll<HTMLElement>('button, summary')].find(
        (b) => label(b) === click,
      );
      target?.click();
      return Boolean(target);
    },
    act,
  );
}

/** The popup's text in `selector`, once there is some. */
export function popupText(page: Page, selector: string): Promise<string> {
  return waitFor(
    page,
    (sel) =>
      (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]?.document
        .querySelector(sel)
        ?.textContent?.trim() || null,
    selector,
  );
}

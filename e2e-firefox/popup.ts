import type { Page } from 'puppeteer-core';
import type { Sandbox } from '../e2e/browser.ts';
import { configure, type Firefox, goTo, grantOrigin, servedTab, waitFor } from './firefox.ts';

// The real popup, opened by the background page's browserAction.openPopup() (allowed without a
// click by a pref set in firefox.ts), over the active tab. BiDi doesn't list popups among its
// pages, so the tests reach its window from a page of the add-on: extension.getViews().

/** Opens the popup and waits until it has drawn a short link or a message; returns its text. */
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
      const doc = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        ?.document;
      const link = doc?.querySelector('.link-card .short-link[title]');
      // React's view, once it has taken the early paint over, with the link's QR code, and the
      // flow settled (the link recorded and copied): React may draw the link before that.
      const settled = doc?.defaultView?.performance.getEntriesByName('snaplink:settled').length;
      if (link && doc?.querySelector('img.qr') && settled) return doc.body.innerText;
      return doc?.querySelector('[role="alert"]') ? doc.body.innerText : null;
    },
    undefined,
    15_000,
  );
}

/**
 * The popup over a served https://example.com/{path} tab, the Enterprise demo key stored and the
 * host granted, with its folds (link options, QR style) open: every control laid out. Returns the
 * tab, to close after the popup (closePopup).
 */
export async function popupAllOpen(firefox: Firefox, sandbox: Sandbox, path: string) {
  const { page } = firefox;
  await goTo(page, 'options.html');
  await configure(page, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
  await grantOrigin(page, 'https://example.com/*');
  const tab = await servedTab(firefox, path);
  await openPopup(page);
  await page.evaluate(() => {
    const popup = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0];
    for (const d of popup?.document.querySelectorAll('details') ?? []) d.open = true;
  });
  return tab;
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

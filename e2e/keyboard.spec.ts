import type { Page } from '@playwright/test';
import { configure, expect, test } from './fixtures.ts';

// Keyboard alone: Tab from the top of each surface reaches every control a mouse can use, and
// each shows a visible focus ring as it gets focus. (Within the panel's tab list, the arrow keys
// move between tabs: a11y.spec.ts.)

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Opens every disclosure, so the controls inside are part of the walk. */
async function openDisclosures(page: Page) {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
}

/**
 * Presses Tab until focus leaves the page or comes back round; returns the visible, enabled
 * controls never reached, and those reached without a visible focus indicator.
 */
async function tabWalk(page: Page): Promise<{ unreached: string[]; noRing: string[] }> {
  const total = await page.evaluate((selector) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>('[data-kb]')) delete el.dataset.kb;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const hidden = el.getClientRects().length === 0 || el.closest('[hidden], [inert]');
      if (hidden || (el as HTMLButtonElement).disabled) continue;
      // The tab list is one stop: the other tabs are reached with the arrow keys (roving tabindex).
      if (el.getAttribute('role') === 'tab' && el.tabIndex === -1) continue;
      el.dataset.kb = name(el);
      n++;
    }
    // Start from the top: a blurred control would still be where the next Tab starts from.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
    return n;
  }, CONTROLS);
  const reached = new Set<string>();
  const noRing: string[] = [];
  for (let i = 0; i < total + 10; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return undefined;
      const style = getComputedStyle(el);
      const ring =
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      return { kb: el.dataset.kb ?? el.tagName, ring };
    });
    if (!focus) continue;
    if (reached.has(focus.kb) && reached.size >= total) break;
    reached.add(focus.kb);
    if (!focus.ring) noRing.push(focus.kb);
  }
  const all = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-kb]')].map((el) => el.dataset.kb ?? ''),
  );
  return { unreached: all.filter((kb) => !reached.has(kb)), noRing: [...new Set(noRing)] };
}

test('the options page: every control by Tab, each with a visible focus ring', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByLabel('Base URL')).toHaveValue(sandbox.baseUrl);
  expect(await tabWalk(page)).toEqual({ unreached: [], noRing: [] });

  // An action, by keyboard only: focus the button and press Enter.
  await page.getByRole('button', { name: 'Test connection' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('the key works');
});

test('the popup: every control by Tab, each with a visible focus ring', async ({ popupOn }) => {
  const popup = await popupOn('keyboard');
  await expect(popup.shortLink()).toHaveValue(/^http/);
  await openDisclosures(popup.page);
  expect(await tabWalk(popup.page)).toEqual({ unreached: [], noRing: [] });
});

test('the side panel: every control of every tab by Tab, each with a visible focus ring', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  for (const name of ['Stats', 'Domains', 'QR codes']) {
    await page.getByRole('tab', { name }).focus();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    await openDisclosures(page);
    expect(await tabWalk(page), name).toEqual({ unreached: [], noRing: [] });
  }
});

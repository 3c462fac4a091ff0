import type { Page } from '@playwright/test';
import { expect, statusBeside, test } from './fixtures.ts';

// Keyboard alone: Tab from the top of each surface reaches every control a mouse can use, and
// each shows a visible focus ring as it gets focus. (Within the panel's tab list, the arrow keys
// move between tabs: sidepanel-tabs.spec.ts.)

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
 * controls never reached, and those reached without a visible focus indicator. A surface with
 * no control to visit fails here: an empty or unrendered page must not pass as "all reached".
 */
async function tabWalk(
  page: Page,
  surface: string,
): Promise<{ unreached: string[]; noRing: string[] }> {
  const total = await page.evaluate((selector) => {
    // A unique label per control: its place in the page, then what a person would call it.
    const name = (el: HTMLElement, i: number) =>
      `${i} ${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}"`;
    const ring = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}`;
    };
    // Start from the top (a blurred control would still be where the next Tab starts from), and
    // with nothing focused, so each control's unfocused look is what is recorded.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>('[data-kb]')) {
      delete el.dataset.kb;
      delete el.dataset.kbRing;
    }
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const hidden = el.getClientRects().length === 0 || el.closest('[hidden], [inert]');
      if (hidden || (el as HTMLButtonElement).disabled) continue;
      // The tab list is one stop: the other tabs are reached with the arrow keys (roving tabindex).
      if (el.getAttribute('role') === 'tab' && el.tabIndex === -1) continue;
      // So is a radio group: Tab stops on its checked radio, and the arrow keys choose another.
      const radio = el as HTMLInputElement;
      if (radio.type === 'radio' && !radio.checked) {
        const group = document.querySelectorAll<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(radio.name)}"]`,
        );
        if ([...group].some((r) => r.checked)) continue;
      }
      el.dataset.kb = name(el, n);
      el.dataset.kbRing = ring(el); // unfocused, to compare with focused
      n++;
    }
    return n;
  }, CONTROLS);
  expect(total, `${surface}: no visible, enabled control to walk with Tab`).toBeGreaterThan(0);
  const reached = new Set<string>();
  const noRing: string[] = [];
  for (let i = 0; i < total + 10; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return undefined;
      const s = getComputedStyle(el);
      const now = `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}`;
      const visible =
        (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) ||
        s.boxShadow !== 'none';
      // A ring that was there before focus says nothing about focus.
      return { kb: el.dataset.kb ?? el.tagName, ring: visible && now !== el.dataset.kbRing };
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
  proPage,
  sandbox,
}) => {
  const page = await proPage('options.html');
  await expect(page.getByLabel('Base URL')).toHaveValue(sandbox.baseUrl);
  // Open, so that how the key is sent is walked too.
  await page.getByText('Advanced', { exact: true }).click();
  expect(await tabWalk(page, 'the options page')).toEqual({ unreached: [], noRing: [] });

  // An action, by keyboard only: focus the button and press Enter.
  await page.getByRole('button', { name: 'Save and connect' }).focus();
  await page.keyboard.press('Enter');
  await expect(statusBeside(page, 'Save and connect')).toContainText('the key works');
});

test('the popup: every control of each view by Tab, each with a visible focus ring', async ({
  popupOn,
}) => {
  const popup = await popupOn('keyboard');
  const { page } = popup;
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  // What is below the link comes a frame later: wait for it, with the link's own QR code.
  const link = await popup.shortUrl();
  await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
  expect(await tabWalk(page, 'the popup')).toEqual({ unreached: [], noRing: [] });

  // Customise, opened by keyboard: focus its button and press Enter.
  await page.getByRole('button', { name: 'Customise' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Back-half (alias)')).toBeFocused();
  await openDisclosures(page);
  expect(await tabWalk(page, 'Customise')).toEqual({ unreached: [], noRing: [] });

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'QR code options' }).click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await openDisclosures(page);
  expect(await tabWalk(page, 'the QR code')).toEqual({ unreached: [], noRing: [] });
});

test('the side panel: every control of every tab by Tab, each with a visible focus ring', async ({
  proPage,
}) => {
  const page = await proPage('sidepanel.html');
  for (const name of ['Stats', 'Links', 'Domains', 'QR codes', 'All tabs']) {
    await page.getByRole('tab', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await openDisclosures(page);
    expect(await tabWalk(page, `the side panel's ${name} tab`), name).toEqual({
      unreached: [],
      noRing: [],
    });
  }
});

test("an icon button's tooltip can be hovered, and Escape hides it where it is (WCAG 1.4.13)", async ({
  popupOn,
}) => {
  const { page } = await popupOn('tooltip');
  const button = page.locator('.popup-head .icon-button').first();
  await expect(button).toBeVisible();
  const tip = () =>
    button.evaluate((el) => {
      const s = getComputedStyle(el, '::after');
      return s.display === 'none' ? 'hidden' : s.content;
    });
  const name = await button.getAttribute('aria-label');
  const box = await button.boundingBox();
  if (!box) throw new Error('The icon button has no box.');

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(tip).toBe(`"${name}"`);
  // Down onto the tooltip, across the gap: it stays.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 2, { steps: 2 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 8, { steps: 2 });
  await expect.poll(tip).toBe(`"${name}"`);
  // Escape hides it, the pointer where it was; the pointer's return brings it back.
  await page.keyboard.press('Escape');
  await expect.poll(tip).toBe('hidden');
  await page.mouse.move(0, 0);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(tip).toBe(`"${name}"`);

  // The same by keyboard: focused, shown; Escape hides it and the focus stays.
  await page.mouse.move(0, 0);
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect.poll(tip).toBe(`"${name}"`);
  await page.keyboard.press('Escape');
  await expect.poll(tip).toBe('hidden');
  await expect(button).toBeFocused();
});

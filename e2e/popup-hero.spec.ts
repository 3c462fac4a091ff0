import type { Page } from '@playwright/test';
import { configure, expect, test } from './fixtures.ts';
import { customDomainLink, CUSTOM_DOMAIN_PAGE as PAGE } from './surfaces.ts';

// Issue 23, the link is the hero: a 40-character link on the account's custom domain, whole and
// large at 360 px in English, German and Spanish, copied whole; copies confirmed inside the
// button that copied, with nothing moving; one filled button at a time.

/** Where each element of the popup is, by its place in the page. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => !el.closest('button, .visually-hidden') && el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        // In the page, not the window: a click scrolls the button into view.
        return `${r.x + scrollX},${r.y + scrollY},${r.width},${r.height}`;
      }),
  );

/** The layout once what loads below the link (clicks, domains, the QR code) has come in. */
async function settledLayout(page: Page) {
  let last: string[] = [];
  await expect
    .poll(async () => {
      const now = await layout(page);
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

/** The buttons drawn filled: those with Copy's background. */
const filled = (page: Page) =>
  page.evaluate(() => {
    const accent = getComputedStyle(document.querySelector('button.primary') as Element);
    return [...document.querySelectorAll('button')].filter(
      (b) => b.checkVisibility() && getComputedStyle(b).backgroundColor === accent.backgroundColor,
    ).length;
  });

for (const [lang, copy, copied] of [
  ['en-US', 'Copy', 'Copied ✓'],
  ['de', 'Kopieren', 'Kopiert ✓'],
  ['es', 'Copiar', 'Copiado ✓'],
  ['ar', 'نسخ', 'تم النسخ ✓'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test('a 40-character custom-domain link is whole, large and copied whole at 360 px', async ({
      context,
      popupOn,
      sandbox,
    }) => {
      const entry = await customDomainLink(sandbox);
      await configure(context, { history: [entry] });
      const popup = await popupOn(PAGE, { key: 'demo-pro-key' });
      await popup.settled();
      const link = popup.shortLink();
      const shown = entry.short_url.replace(/^https?:\/\//, '');
      expect(shown.length).toBeGreaterThanOrEqual(38);
      await expect(link).toHaveText(shown);
      const box = await link.evaluate((el) => ({
        size: Number.parseFloat(getComputedStyle(el).fontSize),
        cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
        // From the page's left edge: the popup's page is 360 px wide (popup.css); the window
        // around it may be wider, and a right-to-left page then sits at its right.
        right: el.getBoundingClientRect().right - document.body.getBoundingClientRect().left,
        width: document.body.clientWidth,
        overflow: document.body.scrollWidth > document.body.clientWidth,
      }));
      expect(box.width).toBe(360);
      expect(box.size).toBeGreaterThanOrEqual(16);
      expect(box).toMatchObject({ cut: false, overflow: false });
      expect(box.right).toBeLessThanOrEqual(360);
      // The tags it was made with are named.
      await expect(popup.page.locator('.link-about')).toContainText('utm_source=newsletter');

      // Copy copies the whole address, scheme and all, and says so inside itself.
      await popup.settled();
      await popup.page.evaluate(() => navigator.clipboard.writeText(''));
      // What loads beside the link, the QR code, in its place before the layout is taken.
      await popup.page.locator('.qr-thumb img').waitFor();
      const before = await settledLayout(popup.page);
      // Copy reads "Copied ✓" since the automatic copy; its label stays in it, hidden.
      const button = popup.page.locator('.link-actions button.primary');
      await expect(button).toHaveAccessibleName(copied);
      await expect(button.locator('span[aria-hidden]')).toHaveText(copy);
      await button.click();
      expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(
        entry.short_url ?? '-',
      );
      expect(await layout(popup.page)).toEqual(before);
      expect(await filled(popup.page)).toBe(1);
      await popup.close();
      // The Pro demo's seeded links stay its first page for the Links tab's specs.
      await fetch(`${sandbox.baseUrl}/links/${entry.link_id}`, {
        method: 'DELETE',
        headers: { Authorization: 'Bearer demo-pro-key' },
      });
    });
  });
}

test('each copy confirms inside its button for a moment, and nothing moves', async ({
  popupOn,
}) => {
  const popup = await popupOn(`confirm-${Date.now()}`);
  const { page } = popup;
  await page.locator('.qr-thumb img').waitFor();
  await popup.settled();
  const confirms = async (name: string) => {
    // By its label, which stays in the button (hidden) while it confirms.
    const label = page.locator(':scope > span', { hasText: new RegExp(`^${name}$`) });
    const button = page.locator('button.copy', { has: label });
    const before = await settledLayout(page);
    const width = await button.evaluate((b) => b.getBoundingClientRect().width);
    await button.click();
    const done = button.locator('span:not([aria-hidden])');
    await expect(done).toHaveText('Copied ✓');
    expect(await layout(page), `${name} confirming`).toEqual(before);
    expect(await button.evaluate((b) => b.getBoundingClientRect().width)).toBe(width);
    // Copy keeps "Copied ✓" (the clipboard holds its link, as after the automatic copy); the
    // others' labels come back, and still nothing has moved.
    if (name === 'Copy') return;
    await expect(done).not.toHaveText('Copied ✓', { timeout: 5000 });
    expect(await layout(page), `${name} after`).toEqual(before);
  };
  for (const name of ['Copy', 'Markdown', 'HTML']) await confirms(name);
  // The QR code's options, with Copy image: still one filled button.
  await page.getByRole('button', { name: 'QR code options' }).click();
  await page.getByRole('button', { name: 'Copy image' }).waitFor();
  expect(await filled(page)).toBe(1);
  await confirms('Copy image');
  await popup.close();
});

test('the first run has one filled button: Set up Snaplink', async ({ popupOn }) => {
  const popup = await popupOn('first-run', { key: '' });
  await expect(popup.page.locator('button.primary')).toHaveText('Set up Snaplink');
  expect(await filled(popup.page)).toBe(1);
  await popup.close();
});

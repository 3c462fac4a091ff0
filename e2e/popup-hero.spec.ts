import type { Page } from '@playwright/test';
import { cutText, overflow } from './checks.ts';
import { configure, expect, type Sandbox, test } from './fixtures.ts';
import { historyEntries } from './history.ts';
import { message } from './messages.ts';
import { filledButtons } from './popup.ts';
import { api, type Link, stored } from './sandbox-api.ts';
import { customDomainLink, CUSTOM_DOMAIN_PAGE as PAGE } from './surfaces.ts';

// Issues 23 and 33, the link is the hero on one screen: a 40-character link on the account's
// custom domain, whole and large, its title and destination lines the card's width, and three
// recent links below, all within the popup's 360×600 without scrolling, in English, German
// (whose words run longer), Spanish and Arabic; one filled button. Copies confirmed inside the
// button that copied, with nothing moving.

const KEY = 'demo-pro-key';

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

/** Three links of the account, made on the service for this test, as history keeps them. */
async function threeRecent(sandbox: Sandbox) {
  const made: Link[] = [];
  for (const i of [1, 2, 3]) {
    const body = JSON.stringify({
      original_url: `https://example.com/recent-${Date.now()}-${i}/a-rather-long-path-to-wrap`,
      title: `A recent page with a title long enough to fill its line, number ${i}`,
    });
    const res = await api<Link>(sandbox, '/links', { method: 'POST', body }, KEY);
    expect(res.status).toBe(201);
    made.push(res.body);
  }
  return made;
}

for (const lang of ['en-US', 'de', 'es', 'ar']) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test('a 40-character custom-domain link is whole and large, and three recent links fit 360×600 with it', async ({
      context,
      popupOn,
      sandbox,
    }) => {
      const recent = await threeRecent(sandbox);
      const entry = await customDomainLink(sandbox);
      const account = { baseUrl: sandbox.baseUrl, apiKey: KEY };
      await configure(context, {
        history: [entry, ...historyEntries(account, recent.map(stored))],
      });
      const popup = await popupOn(PAGE, { key: KEY });
      const { page } = popup;
      await popup.settled();
      await expect(page.locator('html')).toHaveAttribute('lang', message(lang, 'meta.lang'));
      const link = popup.shortLink();
      const shown = entry.short_url.replace(/^https?:\/\//, '');
      expect(shown.length).toBeGreaterThanOrEqual(38);
      await expect(link).toHaveText(shown);
      const size = await link.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(16);
      // Whole: every line of it within what the popup shows, and nothing past its 360 px.
      expect(await page.evaluate(() => document.body.clientWidth)).toBe(360);
      expect(await cutText(page, '.link-card .short-link')).toEqual([]);
      expect(await overflow(page)).toEqual([]);
      // The tags it was made with are named; the title and the destination each take the card's
      // whole width, no icon beside them.
      await expect(page.locator('.link-about')).toContainText('utm_source=newsletter');
      const widths = await page.locator('.link-card').evaluate((card) => {
        const style = getComputedStyle(card);
        const inner =
          card.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
        const each = [...card.querySelectorAll('.link-about bdi')]
          .slice(0, 2)
          .map((b) => b.getBoundingClientRect().width);
        return { inner, each };
      });
      expect(widths.inner).toBeGreaterThan(250);
      expect(widths.each).toHaveLength(2);
      for (const width of widths.each) expect(Math.abs(width - widths.inner)).toBeLessThan(1);

      // One screen: the QR code and the three recent links below, no scrolling.
      await page.locator('.qr-thumb img').waitFor();
      await expect(page.locator('.recent li')).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        600,
      );
      // One filled button: Copy.
      expect(await filledButtons(page)).toBe(1);
      await expect(page.locator('button.primary')).toHaveClass(/\bcopy\b/);
      await popup.close();
      // The Pro demo's seeded links stay the first page of its links for the specs after.
      for (const id of [entry.link_id, ...recent.map((l) => l.id)]) {
        await api(sandbox, `/links/${id}`, { method: 'DELETE' }, KEY);
      }
    });
  });
}

test('each copy confirms inside its button, and nothing moves', async ({ popupOn }) => {
  const popup = await popupOn(`confirm-${Date.now()}`);
  const { page } = popup;
  await page.locator('.qr-thumb img').waitFor();
  await popup.settled();
  /** Clicks the copy button labelled `name`; it confirms, as wide as it was, nothing moved. */
  const confirms = async (name: string, before: string[]) => {
    // By its label, which stays in the button (hidden) while it confirms.
    const label = page.locator(':scope > span', { hasText: new RegExp(`^${name}$`) });
    const button = page.locator('button.copy', { has: label });
    const width = await button.evaluate((b) => b.getBoundingClientRect().width);
    await button.click();
    const done = button.locator('span:not([aria-hidden])');
    await expect(done).toHaveText('Copied ✓');
    expect(await layout(page), `${name} confirming`).toEqual(before);
    expect(await button.evaluate((b) => b.getBoundingClientRect().width)).toBe(width);
    return done;
  };
  const card = await settledLayout(page);
  for (const name of ['Copy', 'Markdown', 'HTML']) await confirms(name, card);
  // The QR code's options, with Copy image: still one filled button.
  await page.getByRole('button', { name: 'QR code options' }).click();
  await page.getByRole('button', { name: 'Copy image' }).waitFor();
  expect(await filledButtons(page)).toBe(1);
  const options = await settledLayout(page);
  const done = await confirms('Copy image', options);
  // Its label comes back a moment later, and still nothing has moved.
  await expect(done).not.toHaveText('Copied ✓', { timeout: 5000 });
  expect(await layout(page), 'Copy image after').toEqual(options);
  await popup.close();
});

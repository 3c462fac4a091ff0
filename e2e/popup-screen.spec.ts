import { expect, type Sandbox, storeHistory, test } from './fixtures.ts';
import { api, type Link, stored } from './sandbox-api.ts';

// Issue 33, one screen: the everyday view (a link just made, three recent links) fits the
// popup's 360×600 without scrolling, in English and in German, whose words run longer; Copy is
// its one filled button and says "Copied ✓" after the automatic copy; the link's title and
// destination lines each take the card's whole width, no icon beside them.

const KEY = 'demo-enterprise-key';

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
  return made.map(stored);
}

for (const lang of ['en-US', 'de'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test('a new link and three recent links fit 360×600; Copy is the one filled button', async ({
      context,
      sandbox,
      popupOn,
    }) => {
      await storeHistory(
        context,
        { baseUrl: sandbox.baseUrl, apiKey: KEY },
        await threeRecent(sandbox),
      );
      const popup = await popupOn(`https://example.com/one-screen-${Date.now()}`, { key: KEY });
      const { page } = popup;
      await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
      await page.locator('.qr-thumb img').waitFor();
      await expect(page.locator('.recent li')).toHaveCount(3);
      await popup.settled();

      const size = await page.evaluate(() => ({
        width: document.body.clientWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(size.width).toBe(360);
      expect(size.height).toBeLessThanOrEqual(600);

      // One filled button, Copy, confirming the automatic copy inside itself.
      const primary = page.locator('.primary');
      await expect(primary).toHaveCount(1);
      await expect(primary).toHaveClass(/\bcopy\b/);
      await expect(primary.locator('span:not([aria-hidden])')).toHaveText(
        lang === 'de' ? 'Kopiert ✓' : 'Copied ✓',
      );
    });
  });
}

test("the title and destination lines take the card's whole width", async ({ popupOn }) => {
  const popup = await popupOn(`https://example.com/lines-${Date.now()}`);
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const lines = popup.page.locator('.link-card .link-about bdi');
  await expect(lines).toHaveText(['Example article', /^https:\/\/example\.com\/lines-/]);
  const widths = await popup.page.locator('.link-card').evaluate((card) => {
    const style = getComputedStyle(card);
    const inner =
      card.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    const each = [...card.querySelectorAll('.link-about bdi')].map(
      (b) => b.getBoundingClientRect().width,
    );
    return { inner, each };
  });
  expect(widths.inner).toBeGreaterThan(250);
  for (const width of widths.each) expect(width).toBeCloseTo(widths.inner, 0);
  await popup.close();
});

import type { Page } from '@playwright/test';
import { overflow, smallText, violations } from './checks.ts';
import { expect, type Sandbox, test } from './fixtures.ts';
import type { ToolbarPopup } from './popup.ts';

// The popup's search, by keyboard only, in the real toolbar popup (the Enterprise demo key, set
// by popupOn): "/" reaches the field, words list the account's matching links, the arrows move
// the choice, Enter copies it and closes the popup; Escape returns to the page's link as it was.
// Another account's links (the Pro demo's, on the service and in this browser's history) are
// never listed.

/** Makes links on the service for `key`, in this order (the newest is listed first). */
async function makeLinks(sandbox: Sandbox, titles: string[], key = 'demo-enterprise-key') {
  const made: { short_url: string; title: string }[] = [];
  for (const [i, title] of titles.entries()) {
    const res = await fetch(`${sandbox.baseUrl}/links`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: `https://example.com/found/${Date.now()}-${i}`, title }),
    });
    expect(res.status).toBe(201);
    made.push((await res.json()) as { short_url: string; title: string });
  }
  return made;
}

/** The popup once its page's link is shown (React draws it: the keys work from then). */
async function opened(popup: ToolbarPopup) {
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  return popup.shortUrl();
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Your links that match' });
const field = (page: Page) =>
  page.getByRole('combobox', { name: 'Search your links or paste an address' });

test('"/", words, the arrows and Enter: the chosen link is copied and the popup closes', async ({
  popupOn,
  sandbox,
  context,
}) => {
  const word = `ledger${Date.now()}`;
  const [older, newer] = await makeLinks(sandbox, [`${word} March`, `${word} April`]);
  const popup = await popupOn(`search-${Date.now()}`);
  const pageLink = await opened(popup);

  const fetched: string[] = [];
  popup.page.on('request', (r) => fetched.push(r.url()));
  await popup.settled();
  await popup.page.keyboard.press('/');
  await expect(field(popup.page)).toBeFocused();
  await popup.page.keyboard.type(word);
  const options = results(popup.page).getByRole('option');
  await expect(options).toHaveCount(2);
  // The words typed at once asked for once (a pause sends them).
  expect(fetched.filter((u) => u.includes('/links?search=')).length).toBeLessThanOrEqual(2);
  // Newest first, the first row chosen; the field says which (aria-activedescendant).
  await expect(options.nth(0)).toContainText(`${word} April`);
  await expect(options.nth(0)).toContainText(newer?.short_url.replace(/^https?:\/\//, '') ?? '');
  await expect(options.nth(0)).toContainText('0 clicks');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  // While the search lists links, the page's link is out of sight.
  await expect(popup.shortLink()).toBeHidden();
  for (const colorScheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme });
    expect(await violations(popup.page), colorScheme).toEqual([]);
    expect(await smallText(popup.page), colorScheme).toEqual([]);
    expect(await overflow(popup.page), colorScheme).toEqual([]);
  }

  await popup.page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(popup.page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  await popup.page.keyboard.press('ArrowDown'); // at the last row, it stays
  await popup.page.keyboard.press('ArrowUp');
  await popup.page.keyboard.press('ArrowDown');
  const closed = popup.page.waitForEvent('close');
  // The popup closes between the key's down and up, so the press can't finish: the close is
  // what is awaited.
  await popup.page.keyboard.press('Enter').catch(() => {});
  await closed;

  const paste = await context.newPage();
  await paste.goto('https://example.com/paste');
  await paste.bringToFront();
  const copied = await paste.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(older?.short_url);
  expect(copied).not.toBe(pageLink);
});

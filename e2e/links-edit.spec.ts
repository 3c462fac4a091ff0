import type { BrowserContext } from '@playwright/test';
import { overflow, smallText, violations } from './checks.ts';
import { configure, expect, test } from './fixtures.ts';

// The side panel's dense Links list (issue 25), in real Chromium against the sandbox over HTTP:
// as many rows as fit, each row's lines, and its edit form. (What an edit sends and shows:
// tests/entrypoints/sidepanel/links/LinkEdit.test.tsx.)

const KEY = 'demo-pro-key';

async function openLinks(context: BrowserContext, id: string, width = 380, height = 900) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`chrome-extension://${id}/sidepanel.html`);
  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('list', { name: 'Links' }).getByRole('listitem').first().waitFor();
  return page;
}

test.beforeEach(async ({ context, sandbox }) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

test('at 380×900 at least 8 links show at once; axe at 0 and no text under 12 px, the edit form open too', async ({
  context,
  extensionId,
}) => {
  const page = await openLinks(context, extensionId);
  const visible = await page
    .getByRole('list', { name: 'Links' })
    .getByRole('listitem')
    .evaluateAll(
      (rows) =>
        rows.filter((r) => {
          const box = r.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
  expect(visible).toBeGreaterThanOrEqual(8);
  // Each row: a title of two lines at most, the short link in the accent colour with no
  // underline, the destination on one line, clicks and an age with its full date.
  const row = page.getByRole('list', { name: 'Links' }).getByRole('listitem').first();
  const title = row.locator('strong');
  const lines = await title.evaluate(
    (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(lines).toBeLessThanOrEqual(2.05);
  const short = row.locator('.link-row-short a');
  expect(await short.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
  await short.hover();
  expect(await short.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  await expect(row.locator('time')).toHaveAttribute('title', /\d{4}/);
  await expect(row.locator('time')).toHaveText(/ago$|^yesterday$|^now$/);
  expect(await smallText(page)).toEqual([]);
  expect(await overflow(page)).toEqual([]);
  expect(await violations(page)).toEqual([]);
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(row.getByRole('form', { name: 'Edit link' })).toBeVisible();
  expect(await smallText(page)).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

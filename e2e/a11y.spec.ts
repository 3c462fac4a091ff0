import type { BrowserContext } from '@playwright/test';
import { violations } from './checks.ts';
import { configure, expect, type Sandbox, storeSandboxLinks, test } from './fixtures.ts';

// axe in real Chromium, where styles are computed, so colour contrast is checked too: every
// surface, in the light and the dark theme. Each check waits for the surface's data to be on
// screen first (networkidle says nothing for extension pages: it returns at once).

const KEY = 'demo-pro-key';

/**
 * Puts one seeded link with clicks in the history, so the Stats tab draws its chart and tables;
 * returns the link's title.
 */
async function linkInHistory(context: BrowserContext, sandbox: Sandbox): Promise<string> {
  const [entry] = await storeSandboxLinks(context, sandbox, KEY, ['demo1']);
  return entry?.title ?? '';
}

for (const scheme of ['light', 'dark'] as const) {
  test(`options and side panel have no axe violations (${scheme})`, async ({
    context,
    extensionId,
    sandbox,
  }) => {
    await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
    const title = await linkInHistory(context, sandbox);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    // The stored settings, once read: the form is filled in.
    await expect(page.getByLabel('Base URL')).toHaveValue(sandbox.baseUrl);
    expect(await violations(page)).toEqual([]);

    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    // Each tab's data, once the service has answered and it is drawn.
    const content: Record<string, () => Promise<void>> = {
      Stats: async () => {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(page.getByRole('img', { name: /^Clicks per day/ })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Devices' })).toBeVisible();
      },
      Links: async () => {
        const list = page.getByRole('list', { name: 'Links' });
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await expect(list).toHaveAttribute('aria-busy', 'false');
        // With a link's QR code open, and a delete waiting for its confirmation (each from the
        // row's More actions).
        const more = list.getByRole('button', { name: /^More actions for/ }).first();
        await more.click();
        await list
          .getByRole('button', { name: /^QR code of/ })
          .first()
          .click();
        await expect(list.getByRole('img', { name: /^QR code for/ })).toBeVisible();
        await more.click();
        await list
          .getByRole('button', { name: /^Delete link/ })
          .first()
          .click();
      },
      Domains: async () => {
        const list = page.getByRole('list', { name: 'Domains' });
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await expect(list).toHaveAttribute('aria-busy', 'false');
      },
      'QR codes': async () => {
        const list = page.getByRole('list', { name: 'QR codes' });
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await expect(list).toHaveAttribute('aria-busy', 'false');
      },
      // The production build: before `tabs` is granted, the count and what will be asked.
      'All tabs': async () => {
        await expect(page.getByText(/^This window has \d+ tabs?\.$/)).toBeVisible();
        await expect(page.getByText(/The first time, Snaplink asks/)).toBeVisible();
      },
    };
    for (const [tab, shown] of Object.entries(content)) {
      await page.getByRole('tab', { name: tab }).click();
      await shown();
      expect(await violations(page), tab).toEqual([]);
    }
  });

  test(`the popup has no axe violations (${scheme})`, async ({ popupOn }) => {
    const popup = await popupOn(`a11y-${scheme}`);
    const { page } = popup;
    await page.emulateMedia({ colorScheme: scheme });
    await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
    // What is below the link comes a frame later: the link's own QR code.
    const link = await popup.shortUrl();
    await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
    expect(await violations(page), 'everyday').toEqual([]);
    // Customise, with its UTM tags shown.
    await page.getByRole('button', { name: 'Customise' }).click();
    await expect(page.getByLabel('Back-half (alias)')).toBeVisible();
    await page.locator('summary', { hasText: 'UTM tags' }).click();
    await expect(page.getByLabel('Source')).toBeVisible();
    expect(await violations(page), 'Customise').toEqual([]);
    // The QR code in full, with its style.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'QR code options' }).click();
    await page.getByText('Style', { exact: true }).click();
    await expect(page.getByLabel('Size (px)')).toBeVisible();
    expect(await violations(page), 'QR code').toEqual([]);
  });
}

test('the side panel tabs work from the keyboard', async ({ proPage }) => {
  const page = await proPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Stats' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Links' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Links' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Links' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Domains' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Domains' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'All tabs' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
});

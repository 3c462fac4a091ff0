import { readFileSync } from 'node:fs';
import { parseMessagesText } from '@wxt-dev/i18n/build';
import { expect, statusBeside, test } from './fixtures.ts';

// The built extension in a German, a Spanish and an Arabic Chromium (`--lang`): the pages, the manifest
// and an error from the API client speak the browser's language, and say which it is.

/** A locale's text for `key`, with `{names}` filled, read from the file the build packs. */
function text(locale: string, key: string, names: Record<string, string> = {}): string {
  const all = parseMessagesText(readFileSync(`locales/${locale}.yml`, 'utf8'), 'YAML');
  const found = all.find((m) => m.key.join('.') === key);
  if (found?.type !== 'simple') throw new Error(`${locale}.yml has no simple message ${key}`);
  return found.message.replace(/\{(\w+)\}/g, (_, name: string) => names[name] ?? `{${name}}`);
}

for (const locale of ['de', 'es', 'ar']) {
  test.describe(`in ${locale}`, () => {
    test.use({ lang: locale });

    test('the options page: labels, a save, a connection test and a refused key', async ({
      context,
      extensionId,
      sandbox,
    }) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/options.html`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(text(locale, 'options.title'));
      await page.getByLabel(text(locale, 'options.baseUrl')).fill(sandbox.baseUrl);
      const key = page.getByLabel(text(locale, 'options.apiKey'), { exact: true });

      const connect = text(locale, 'options.saveConnect');
      await key.fill('demo-expired-key');
      await page.getByRole('button', { name: connect }).click();
      await expect(page.getByRole('alert')).toContainText(text(locale, 'errors.unauthorized'));
      await expect(page.getByText(text(locale, 'options.notSaved'))).toBeVisible();

      await key.fill('demo-pro-key');
      await page.getByRole('button', { name: connect }).click();
      const host = new URL(sandbox.origin).host;
      await expect(statusBeside(page, connect)).toContainText(
        text(locale, 'options.connectedPlan', { host, plan: 'Pro' }),
      );
      await expect(page.getByText(text(locale, 'options.welcomeDone'))).toBeVisible();
    });

    test('the popup shortens and says so; the shortcut is described', async ({ popupOn }) => {
      const popup = await popupOn(`i18n-${locale}`);
      await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
      // Copied by itself: Copy says so inside the button.
      await expect(
        popup.page.getByRole('button', { name: text(locale, 'common.copiedMark') }),
      ).toBeVisible();
      await expect(
        popup.page.getByRole('button', { name: text(locale, 'popup.allTabs') }),
      ).toBeVisible();
      await expect(popup.page.locator('html')).toHaveAttribute('lang', locale);
      const commands = await popup.page.evaluate(() =>
        (
          globalThis as unknown as {
            chrome: { commands: { getAll(): Promise<{ description?: string }[]> } };
          }
        ).chrome.commands.getAll(),
      );
      expect(commands.map((c) => c.description)).toContain(text(locale, 'manifest.command'));
    });

    test('the side panel names its tabs', async ({ proPage }) => {
      const page = await proPage('sidepanel.html');
      for (const key of [
        'panel.tabStats',
        'panel.tabLinks',
        'panel.tabDomains',
        'panel.tabQrCodes',
        'panel.tabAllTabs',
      ]) {
        await expect(page.getByRole('tab', { name: text(locale, key) })).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  });
}

import { expect, statusBeside, test } from './fixtures.ts';
import { message as text } from './messages.ts';

// The built extension in a German, a Spanish and an Arabic Chromium (`--lang`): the options page,
// an error from the API client and the manifest's shortcut speak the browser's language, and
// the page says which it is. (The popup in each language: popup-hero.spec.ts; the side panel's
// tabs: sidepanel-tabs.spec.ts.)

for (const locale of ['de', 'es', 'ar']) {
  test.describe(`in ${locale}`, () => {
    test.use({ lang: locale });

    test('the options page: labels, a save, a connection test and a refused key; the shortcut is described', async ({
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

      const commands = await page.evaluate(() =>
        (
          globalThis as unknown as {
            chrome: { commands: { getAll(): Promise<{ description?: string }[]> } };
          }
        ).chrome.commands.getAll(),
      );
      expect(commands.map((c) => c.description)).toContain(text(locale, 'manifest.command'));
    });
  });
}

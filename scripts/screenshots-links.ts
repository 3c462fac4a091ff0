// The Links tab, for `npm run screenshots` (scripts/screenshots.ts): docs/links-{lang}-{theme}.png,
// the side panel's Links tab at 380×900 as a Bitly user would first see it. (The popup's
// Customise is among the popup's pictures, scripts/screenshots-popup.ts.)
import type { Page } from '@playwright/test';
import { configure, EXTENSION_DIR, launchWithExtension, type Sandbox } from '../e2e/browser.ts';
import { historyEntries } from '../e2e/history.ts';
import { sandboxLinksByCode } from '../e2e/sandbox-api.ts';
import { openPage, type Theme } from '../e2e/surfaces.ts';

const OUT = 'docs';

async function shot(page: Page, path: string) {
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  console.log(path);
}

/** `lang` as Chromium takes it (`en-US`, `de`); the files are named by its first two letters. */
export async function linksPictures(sandbox: Sandbox, theme: Theme, lang: string) {
  const { context, close } = await launchWithExtension(EXTENSION_DIR, lang);
  const name = (what: string) => `${OUT}/${what}-${lang.slice(0, 2)}-${theme}.png`;
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const account = { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' };
    const links = await sandboxLinksByCode(sandbox, ['demo1'], account.apiKey);
    await configure(context, {
      ...account,
      preferences: { theme },
      history: historyEntries(account, links),
    });
    const panel = await openPage(context, id, 'sidepanel.html', { theme, width: 380, height: 900 });
    // "Links" in English and German alike.
    await panel.getByRole('tab', { name: 'Links' }).click();
    const list = panel.getByRole('list', { name: 'Links' });
    await list.getByRole('listitem').first().waitFor();
    await shot(panel, name('links'));
  } finally {
    await close();
  }
}

// Two accounts pictured (docs/accounts-{popup,options}-{lang}-{theme}.png): the popup's header
// switching between them over a page's link, and the options page's list of them, both at
// 360 px, in English and German, light and dark. `SCREENSHOTS=accounts npm run screenshots`.
import {
  configure,
  EXTENSION_DIR,
  launchWithExtension,
  type Sandbox,
  servePages,
  storedAccount,
} from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { openPage, THEMES } from '../e2e/surfaces.ts';

export async function accountsPictures(sandbox: Sandbox): Promise<void> {
  for (const lang of ['en-US', 'de']) {
    for (const theme of THEMES) {
      const { context, cdpPort, close } = await launchWithExtension(EXTENSION_DIR, lang);
      try {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const id = new URL(worker.url()).host;
        await servePages(context);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await configure(context, {
          preferences: { theme },
          accounts: {
            defaultId: 'work',
            list: [
              storedAccount('work', 'Work', 'demo-pro-key', sandbox.baseUrl),
              storedAccount('home', 'Personal blog', 'demo-enterprise-key', sandbox.baseUrl),
            ],
          },
        });
        const name = (what: string) => `docs/accounts-${what}-${lang.slice(0, 2)}-${theme}.png`;
        const tab = await context.newPage();
        await tab.goto('https://example.com/blog/launch-week');
        const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
        await popup.settled();
        await popup.page.locator('.qr-thumb img').waitFor();
        await popup.page.waitForTimeout(400);
        await popup.page.screenshot({ path: name('popup'), fullPage: true });
        const height = await popup.page.evaluate(() => document.documentElement.scrollHeight);
        console.log(`${name('popup')}: ${height} px`);
        await popup.close();

        const options = await openPage(context, id, 'options.html', {
          theme,
          width: 360,
          height: 900,
        });
        await options.locator('.accounts').waitFor();
        await options.screenshot({ path: name('options'), animations: 'disabled', caret: 'hide' });
        console.log(name('options'));
      } finally {
        await close();
      }
    }
  }
}

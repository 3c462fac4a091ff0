// The popup's search for `npm run screenshots` (docs/popup-search-{lang}-{theme}.png): the Pro
// demo account searched for "example" from the toolbar popup, by keyboard ("/", the words, one
// arrow down), in English and German, light and dark. `SCREENSHOTS=search` takes only these.
import { EXTENSION_DIR, launchWithExtension, type Sandbox, servePages } from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { proAccount, THEMES } from '../e2e/surfaces.ts';

export async function searchPictures(sandbox: Sandbox): Promise<void> {
  for (const theme of THEMES) {
    for (const lang of ['en-US', 'de']) {
      const { context, cdpPort, close } = await launchWithExtension(EXTENSION_DIR, lang);
      try {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const id = new URL(worker.url()).host;
        await proAccount(context, sandbox, theme);
        await servePages(context);
        const tab = await context.newPage();
        await tab.goto('https://example.com/blog/hello-world');
        const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
        // In any language: the link, its QR code, the theme, and React's (the keys work).
        await popup.page.locator('.qr-thumb img').waitFor();
        await popup.page.locator(`:root[data-theme="${theme}"]`).waitFor({ state: 'attached' });
        await popup.ready();
        await popup.page.keyboard.press('/');
        await popup.page.keyboard.type('example');
        await popup.page.getByRole('listbox').getByRole('option').nth(4).waitFor();
        await popup.page.keyboard.press('ArrowDown');
        const path = `docs/popup-search-${lang.slice(0, 2)}-${theme}.png`;
        await popup.page.screenshot({ path, animations: 'disabled', caret: 'hide' });
        console.log(path);
        await popup.close();
      } finally {
        await close();
      }
    }
  }
}

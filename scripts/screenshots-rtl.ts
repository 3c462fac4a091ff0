// Right to left, for `SCREENSHOTS=rtl npm run screenshots` (docs/rtl-<surface>-ar-<theme>.png):
// the toolbar popup with a link made and its QR code, the options page and each side panel tab
// at 360 px, in Arabic, light and dark, from the production build against the sandbox.
import type { Page } from '@playwright/test';
import { EXTENSION_DIR, launchWithExtension, type Sandbox, servePages } from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import {
  openFirstLinkQr,
  openPage,
  openTab,
  PANEL_TABS,
  PANEL_WIDTH,
  proAccount,
  THEMES,
} from '../e2e/surfaces.ts';

const shot = async (page: Page, name: string, fullPage = false) => {
  const path = `docs/rtl-${name}.png`;
  await page.screenshot({ path, animations: 'disabled', caret: 'hide', fullPage });
  console.log(path);
};

export async function rtlPictures(sandbox: Sandbox): Promise<void> {
  for (const theme of THEMES) {
    const { context, cdpPort, close } = await launchWithExtension(EXTENSION_DIR, 'ar');
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const id = new URL(worker.url()).host;
      const title = await proAccount(context, sandbox, theme);
      await servePages(context);

      const size = { theme, width: PANEL_WIDTH, height: 900 };
      const panel = await openPage(context, id, 'sidepanel.html', size);
      for (const [tab, { id: tabId }] of Object.entries(PANEL_TABS)) {
        await openTab(panel, tab, title);
        if (tab === 'Links') await openFirstLinkQr(panel);
        await shot(panel, `panel-${tabId}-ar-${theme}`);
      }

      const options = await openPage(context, id, 'options.html', { ...size, width: 800 });
      await options.waitForFunction(
        (u) => document.querySelector<HTMLInputElement>('input[type="url"]')?.value === u,
        sandbox.baseUrl,
      );
      await shot(options, `options-ar-${theme}`, true);

      // Last: the link it makes becomes the newest in history, which Stats would show.
      const tab = await context.newPage();
      await tab.goto('https://example.com/blog/hello-world');
      const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
      await popup.page.locator('.qr-panel img.qr').waitFor();
      await popup.ready();
      await shot(popup.page, `popup-ar-${theme}`);
      await popup.close();
    } finally {
      await close();
    }
  }
}

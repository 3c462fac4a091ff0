import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { EXTENSION_DIR, launchWithExtension, servePages, startSandbox } from './e2e/browser.ts';
import { ToolbarPopup } from './e2e/popup.ts';
import { proAccount, THEMES } from './e2e/surfaces.ts';

const OUT = process.env.OUT ?? '/tmp/shots';
mkdirSync(OUT, { recursive: true });
const { proc, sandbox } = await startSandbox();
try {
  for (const locale of (process.env.LOCALES ?? 'en-US,de').split(',')) {
    for (const theme of THEMES.slice(0, Number(process.env.THEMES ?? 2))) {
      const { context, cdpPort, close } = await launchWithExtension(EXTENSION_DIR, locale);
      try {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const id = new URL(worker.url()).host;
        await proAccount(context, sandbox, theme);
        await servePages(context);
        const tab = await context.newPage();
        await tab.goto('https://example.com/blog/hello-world');
        const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
        const p = popup.page;
        await p.waitForFunction(() => /^http/.test((document.querySelector('.link-card input') as HTMLInputElement | null)?.value ?? ''));
        await p.locator('img.qr').waitFor();
        await p.waitForTimeout(500);
        const name = `${OUT}/popup-${locale.slice(0, 2)}-${theme}`;
        await p.screenshot({ path: `${name}.png`, fullPage: true, animations: 'disabled', caret: 'hide' });
        await p.locator('.popup-head .icon-button').last().hover();
        await p.screenshot({ path: `${name}-tip-settings.png`, clip: { x: 0, y: 0, width: 360, height: 140 } });
        await p.locator('.link-actions .icon-button').first().hover();
        await p.screenshot({ path: `${name}-tip-new.png`, clip: { x: 0, y: 0, width: 360, height: 260 } });
        console.log('scroll width', await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth, [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > 361).map((e) => e.tagName + '.' + e.className + ' ' + e.getBoundingClientRect().right).slice(0, 8)]));
        await popup.close();
        // The skeleton: the service never answers.
        const hole = createServer(() => {});
        await new Promise<void>((r) => hole.listen(0, '127.0.0.1', r));
        const port = (hole.address() as { port: number }).port;
        await worker.evaluate(
          `chrome.storage.local.set({ baseUrl: 'http://127.0.0.1:${port}/api/v1' })`,
        );
        const tab2 = await context.newPage();
        await tab2.goto(`https://example.com/blog/slow-${Date.now()}`);
        const slow = await ToolbarPopup.open(context, id, cdpPort, tab2);
        await slow.page.locator('.skeleton').waitFor();
        await slow.page.waitForTimeout(400);
        await slow.page.screenshot({ path: `${name}-skeleton.png`, clip: { x: 0, y: 0, width: 360, height: 200 } });
        await slow.close();
      } finally {
        await close();
      }
    }
  }
} finally {
  proc.kill();
}

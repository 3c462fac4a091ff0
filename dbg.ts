import { EXTENSION_DIR, launchWithExtension, startSandbox } from './e2e/browser.ts';
import { openPage, proAccount } from './e2e/surfaces.ts';
const { proc, sandbox } = await startSandbox();
for (const lang of ['en-US','de','es']) {
const { context, close } = await launchWithExtension(EXTENSION_DIR, lang);
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const id = new URL(worker.url()).host;
await proAccount(context, sandbox, 'light');
const panel = await openPage(context, id, 'sidepanel.html', { theme: 'light', width: 360, height: 900 });
await panel.locator('#tab-stats').waitFor();
console.log(lang, await panel.evaluate(() => { const l = document.querySelector('[role=tablist]')!; return { client: l.clientWidth, scroll: l.scrollWidth, tabs: [...l.children].map(c => Math.round(c.getBoundingClientRect().width)) }; }));
await close();
}
proc.kill();

import { browser } from 'wxt/browser';
import { loadConnection } from '../storage/preferences';

/** A first install with no key (not `npm start`'s) opens the options page, which greets. */
export async function welcomeOnInstall(reason: string): Promise<void> {
  if (reason !== 'install') return;
  const { apiKey } = await loadConnection();
  if (apiKey.trim() === '') await browser.runtime.openOptionsPage();
}

import { browser } from 'wxt/browser';
import { loadConnection } from '../storage/preferences';

/**
 * A first install opens the options page, which greets while no key is stored: setup is the one
 * thing to do before the first link. An update, or a build that comes set up (`npm start`'s,
 * with the sandbox's key), opens nothing.
 */
export async function welcomeOnInstall(reason: string): Promise<void> {
  if (reason !== 'install') return;
  const { apiKey } = await loadConnection();
  if (apiKey.trim() === '') await browser.runtime.openOptionsPage();
}

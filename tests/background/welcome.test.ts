import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { welcomeOnInstall } from '../../lib/background/welcome';
import { storeConnection } from '../support/accounts';

// Install opens setup (issue 24): only a first install, and only while no key is stored.

let opened: number;
beforeEach(() => {
  fakeBrowser.reset();
  opened = 0;
  vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockImplementation(async () => {
    opened++;
  });
});

describe('welcomeOnInstall', () => {
  it('opens the options page on a first install with no key', async () => {
    await welcomeOnInstall('install');
    expect(opened).toBe(1);
  });

  it.each(['update', 'chrome_update', 'shared_module_update'])(
    'opens nothing on %s',
    async (why) => {
      await welcomeOnInstall(why);
      expect(opened).toBe(0);
    },
  );

  it('opens nothing when a key is already stored (a profile set up before)', async () => {
    await storeConnection({ apiKey: 'demo-pro-key' });
    await welcomeOnInstall('install');
    expect(opened).toBe(0);
  });
});

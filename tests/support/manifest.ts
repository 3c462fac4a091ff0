import type { Browser } from 'wxt/browser';
import config from '../../wxt.config';

/**
 * The production manifest's fields that wxt.config.ts writes for a browser, from its own
 * `manifest` function, so the store tests need no build (`.output` is absent on a fresh clone).
 * WXT adds no permission of its own to a production build: e2e/build.spec.ts holds the built
 * manifests to these same lists.
 */
export type Manifest = Browser.runtime.Manifest & {
  optional_host_permissions?: string[];
  browser_specific_settings?: {
    gecko?: { data_collection_permissions?: { required?: string[]; optional?: string[] } };
  };
};

const MANIFEST_VERSION = { chrome: 3, firefox: 2 } as const;

export async function productionManifest(browser: 'chrome' | 'firefox'): Promise<Manifest> {
  const make = config.manifest;
  if (typeof make !== 'function') throw new Error('wxt.config.ts: manifest is not a function');
  const env = {
    browser,
    manifestVersion: MANIFEST_VERSION[browser],
    mode: 'production',
    command: 'build',
  } as const;
  return (await make(env)) as Manifest;
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EXTENSION_DIR } from './browser.ts';

// The production build as users get it: no demo key or sandbox address, and a manifest that
// asks for no more than the extension uses.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('the production build carries no sandbox defaults', () => {
  const text = files(EXTENSION_DIR)
    .filter((f) => /\.(js|html|json)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  expect(text).not.toContain('demo-pro-key');
  expect(text).not.toContain('127.0.0.1:8787');
});

test('the manifest has no content scripts, no web-accessible resources, no fixed host access', () => {
  const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
  expect(manifest.content_scripts).toBeUndefined();
  expect(manifest.web_accessible_resources).toBeUndefined();
  expect(manifest.host_permissions).toBeUndefined();
  expect(manifest.externally_connectable).toEqual({ ids: [], matches: [] });
  expect(manifest.permissions.sort()).toEqual([
    'activeTab',
    'clipboardWrite',
    'contextMenus',
    'notifications',
    'offscreen',
    'sidePanel',
    'storage',
  ]);
  expect(manifest.optional_host_permissions).toEqual([
    'https://*/*',
    'http://127.0.0.1/*',
    'http://localhost/*',
    'http://[::1]/*',
  ]);
});

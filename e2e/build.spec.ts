import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { EXTENSION_DIR, TEST_EXTENSION_DIR } from './browser.ts';

// `npm run test:e2e` builds it beside the Chrome one.
const FIREFOX_DIR = resolve('.output/firefox-mv2');

// The production build as users get it: no demo key or sandbox address, and a manifest that
// asks for no more than the extension uses.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('the production build carries no sandbox defaults', () => {
  const text = [EXTENSION_DIR, FIREFOX_DIR]
    .flatMap(files)
    .filter((f) => /\.(js|html|json)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  expect(text).not.toContain('demo-pro-key');
  expect(text).not.toContain('127.0.0.1:8787');
});

test('test hooks are only in the test build', () => {
  const text = (dir: string) =>
    files(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
  expect(text(EXTENSION_DIR)).not.toContain('snaplinkTestHooks');
  expect(text(FIREFOX_DIR)).not.toContain('snaplinkTestHooks');
  // The check can fail: the same search finds them where they belong.
  expect(text(TEST_EXTENSION_DIR)).toContain('snaplinkTestHooks');
});

test('the manifest has no content scripts, no web-accessible resources, no fixed host access', () => {
  const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
  expect(manifest.content_scripts).toBeUndefined();
  expect(manifest.web_accessible_resources).toBeUndefined();
  expect(manifest.host_permissions).toBeUndefined();
  expect(manifest.externally_connectable).toEqual({ ids: [], matches: [] });
  expect(manifest.permissions.sort()).toEqual([
    'activeTab',
    'alarms',
    'clipboardWrite',
    'contextMenus',
    'notifications',
    'offscreen',
    'scripting',
    'sidePanel',
    'storage',
  ]);
  expect(manifest.optional_host_permissions).toEqual([
    'https://*/*',
    'http://127.0.0.1/*',
    'http://localhost/*',
    'http://[::1]/*',
  ]);
  // The All tabs view asks for `tabs` on first use, never at install.
  expect(manifest.optional_permissions).toEqual(['tabs']);
});

test('`tabs` is granted at install only in the test build', () => {
  const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  for (const dir of [EXTENSION_DIR, FIREFOX_DIR]) {
    expect(read(dir).permissions).not.toContain('tabs');
    expect(read(dir).host_permissions ?? []).toEqual([]);
  }
  // Headless Chromium can't answer the prompt, so the e2e spec's build has it granted; nor can
  // it click a menu, which grants activeTab: the test build reaches its served page by host access.
  expect(read(TEST_EXTENSION_DIR).permissions).toContain('tabs');
  expect(read(TEST_EXTENSION_DIR).host_permissions).toEqual(['https://example.com/*']);
});

test('the Firefox build: a sidebar, gecko settings, and the same access less the Chrome-only APIs', () => {
  const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const chrome = read(EXTENSION_DIR);
  const firefox = read(FIREFOX_DIR);
  expect(firefox.manifest_version).toBe(2);
  expect(firefox.sidebar_action.default_panel).toBe('sidepanel.html');
  expect(firefox.browser_specific_settings.gecko).toEqual({
    id: 'snaplink@snaplink.example',
    strict_min_version: '128.0',
    data_collection_permissions: {
      required: [
        'browsingActivity',
        'websiteContent',
        'personallyIdentifyingInfo',
        'personalCommunications',
      ],
    },
  });
  expect(chrome.browser_specific_settings).toBeUndefined();
  expect(firefox.permissions.sort()).toEqual(
    chrome.permissions.filter((p: string) => !['sidePanel', 'offscreen'].includes(p)).sort(),
  );
  // MV2 has no optional_host_permissions: origins go in optional_permissions, after `tabs`.
  expect(firefox.optional_permissions).toEqual([
    ...chrome.optional_permissions,
    ...chrome.optional_host_permissions,
  ]);
  expect(firefox.host_permissions).toBeUndefined();
  expect(firefox.content_scripts).toBeUndefined();
  expect(firefox.web_accessible_resources).toBeUndefined();
});

test('the shortcuts: shorten the page, and open the popup, in both builds', () => {
  const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const shorten = {
    suggested_key: { default: 'Alt+Shift+S' },
    description: '__MSG_manifest_command__',
  };
  const popup = {
    suggested_key: { default: 'Alt+Shift+L' },
    description: '__MSG_manifest_commandPopup__',
  };
  // Not the reserved `_execute_action`: with the icon's popup off, it would shorten instead.
  for (const dir of [EXTENSION_DIR, FIREFOX_DIR]) {
    expect(read(dir).commands).toEqual({ 'shorten-page': shorten, 'open-popup': popup });
  }
});

test('both production builds carry PRIVACY.md as privacy.txt', () => {
  const policy = readFileSync('PRIVACY.md', 'utf8');
  for (const dir of [EXTENSION_DIR, FIREFOX_DIR]) {
    expect(readFileSync(join(dir, 'privacy.txt'), 'utf8')).toBe(policy);
  }
});

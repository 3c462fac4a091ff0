import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entrypointSizes } from '../../scripts/sizes.mjs';

// What scripts/sizes.mjs counts as a page's JavaScript: each script the page names with `src`,
// classic or module, and everything those import, dynamic import() included; nothing else.

let dir: string;
const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
};
const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const row = (name: string) => entrypointSizes(dir).find(([n]) => n === name);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snaplink-sizes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('entrypointSizes', () => {
  it('counts a module, its static and dynamic imports, and a classic script, each once', () => {
    const files = {
      'chunks/page.js': 'import{a}from"./shared.js";import("./later.js");',
      'chunks/shared.js': 'export const a=1;',
      'chunks/later.js': 'import{a}from"./shared.js";',
      'plain.js': 'console.log(1);',
    };
    write({
      ...files,
      'page.html':
        '<script type="module" crossorigin src="/chunks/page.js"></script><script src="plain.js"></script>',
    });
    const bytes = Object.values(files).reduce((sum, text) => sum + gz(text), 0);
    expect(row('page')).toEqual(['page', 4, bytes]);
  });

  it('no longer follows a data-flow attribute (the popup early script is gone)', () => {
    write({
      'early.js': 'let x=1;',
      'chunks/flow.js': 'export const big=1;',
      'popup.html': '<script src="/early.js" data-flow="/chunks/flow.js"></script>',
    });
    expect(row('popup')).toEqual(['popup', 1, gz('let x=1;')]);
  });

  it('ignores a data-src that is not the script itself', () => {
    write({
      'a.js': 'a',
      'b.js': 'b',
      'page.html': '<script data-src="b.js" src="a.js"></script>',
    });
    expect(row('page')?.[1]).toBe(1);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// A test's path says what it tests (tests/conventions.test.ts): tests/<folder>/… mirrors the
// source folder it stands for, so tests/entrypoints/popup/customise-link.test.ts tests
// entrypoints/popup/customise-link.ts (never a test of that name among the components').

/** The source folder each folder of tests/ stands for. */
export const MIRRORS: Record<string, string> = {
  api: 'lib/api',
  background: 'lib/background',
  components: 'components',
  entrypoints: 'entrypoints',
  lib: 'lib',
  sandbox: 'sandbox',
  scripts: 'scripts',
};

/** Every module and folder below `dir`, as a path without its extension (`lib/api/links`). */
export function modulesBelow(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return [path, ...modulesBelow(root, path)];
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [path.replace(/\.(ts|tsx|mjs)$/, '')] : [];
  });
}

/**
 * The tests (`tests/…/name.test.ts(x)`) named after a source module that is not in their
 * mirrored folder (at any depth below it). A test named for a behaviour (fuzz, properties)
 * names no module, and may sit beside what it exercises.
 */
export function misplacedTests(tests: string[], modules: string[]): string[] {
  const byName = new Set(modules.map((m) => m.split('/').at(-1)));
  return tests.filter((test) => {
    const [, top = '', ...rest] = test.split('/');
    const name = (rest.pop() ?? '').replace(/\.test\.tsx?$/, '');
    const mirror = [MIRRORS[top], ...rest].join('/');
    if (!MIRRORS[top] || !byName.has(name)) return false;
    return !modules.some((m) => m.startsWith(`${mirror}/`) && m.endsWith(`/${name}`));
  });
}

// Prints the gzipped size of each entrypoint's JavaScript (its own chunk plus every chunk it
// imports, statically or dynamically) and fails when a page is over its budget.
// Usage: node scripts/sizes.mjs [outputDir]   (default .output/chrome-mv3)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in KB gzipped: lower them as the pages allow, never raise them quietly (the history
 * of each change is in git). The popup's is all it can load, dynamic imports included; its speed
 * is held by `npm run bench` against a floor extension.
 */
export const BUDGETS_KB = { popup: 130, sidepanel: 133 };
export const POPUP_BUDGET_KB = BUDGETS_KB.popup;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * A file and everything it imports, each once: static imports and dynamic import() alike (code
 * loaded later is still the page's code), or with `staticOnly` what must load before it runs.
 */
export function closure(file, seen = new Set(), staticOnly = false) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const imports = staticOnly
    ? /(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g
    : /(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
  for (const [, spec] of code.matchAll(imports)) {
    closure(resolve(dirname(file), spec), seen, staticOnly);
  }
  return seen;
}

/** [name, file count, gzipped bytes] for each page (by its HTML) and each top-level script. */
export function entrypointSizes(dir) {
  const rows = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8');
    const files = new Set();
    // Each script's own file (classic or module) and all it imports.
    for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="\/?([^"]+\.js)"/g))
      closure(join(dir, src), files);
    rows.push([file.replace(/\.html$/, ''), files]);
  }
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    rows.push([file.replace(/\.js$/, ''), closure(join(dir, file))]);
  }
  return rows.map(([name, files]) => [
    name,
    files.size,
    [...files].reduce((sum, f) => sum + gz(f), 0),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? '.output/chrome-mv3');
  const rows = entrypointSizes(dir);
  console.log(`\nEntrypoint JS, gzipped (${dir})`);
  console.log('| entrypoint | files | gzipped KB |');
  console.log('|---|---|---|');
  for (const [name, count, bytes] of rows)
    console.log(`| ${name} | ${count} | ${(bytes / 1024).toFixed(1)} |`);
  let over = false;
  for (const [name, budget] of Object.entries(BUDGETS_KB)) {
    const kb = (rows.find(([n]) => n === name)?.[2] ?? 0) / 1024;
    console.log(`${name}: ${kb.toFixed(1)} KB of a ${budget} KB budget.`);
    if (kb > budget) {
      console.error(`The ${name}'s JavaScript is over its budget of ${budget} KB gzipped.`);
      over = true;
    }
  }
  if (over) process.exit(1);
}

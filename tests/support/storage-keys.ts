import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIB = join(import.meta.dirname, '..', '..', 'lib');

/**
 * The storage keys the extension reads, from its source, so a test over them can't miss a new
 * one: every `'area:key'` literal in lib/ (given to defineItem, or to a helper that calls it).
 */
export function definedKeys(): { items: string[] } {
  const files = readdirSync(LIB, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(LIB, f), 'utf8'));
  const items = files.flatMap((text) =>
    [...text.matchAll(/'((?:local|session|sync|managed):\w+)'/g)].map((m) => m[1] as string),
  );
  return { items: [...new Set(items)].sort() };
}

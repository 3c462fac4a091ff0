import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIB = join(import.meta.dirname, '..', '..', 'lib');

/**
 * The storage keys the extension reads, from its source, so a test over them can't miss a new
 * one: every `defineItem('area:key'…)` in lib/, and the keys the popup's early script reads
 * raw (lib/storage/early.ts), as `local:key`.
 */
export function definedKeys(): { items: string[]; early: string[] } {
  const files = readdirSync(LIB, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(LIB, f), 'utf8'));
  const items = files.flatMap((text) =>
    [...text.matchAll(/defineItem\b[\s\S]*?\(\s*'((?:local|session|sync|managed):[^']+)'/g)].map(
      (m) => m[1] as string,
    ),
  );
  const early = readFileSync(join(LIB, 'storage', 'early.ts'), 'utf8');
  const list = /local\.get\(\[([^\]]*)\]/.exec(early)?.[1] ?? '';
  return {
    items: [...new Set(items)].sort(),
    early: [...list.matchAll(/'([^']+)'/g)].map((m) => `local:${m[1]}`),
  };
}

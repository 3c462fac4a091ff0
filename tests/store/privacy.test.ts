import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionManifest } from '../support/manifest';

// PRIVACY.md against the code: every storage item, and Firefox's data categories.
const ROOT = join(import.meta.dirname, '..', '..');
const privacy = readFileSync(join(ROOT, 'PRIVACY.md'), 'utf8');

/** The text of a `## title` section, up to the next one. */
function section(title: string): string {
  const start = privacy.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`PRIVACY.md has no section "${title}"`);
  const end = privacy.indexOf('\n## ', start + 1);
  return privacy.slice(start, end < 0 ? undefined : end);
}

// Every module of lib/: each stored value's owner defines its item (tests/conventions.test.ts).
const STORES = readdirSync(join(ROOT, 'lib'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join('lib', f));
const definedKeys = STORES.flatMap((file) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(/'(?:local|session|sync):(\w+)'/g)].map(
    (m) => m[1],
  ),
);

describe('PRIVACY.md', () => {
  it('names every storage item the code defines in its table, and no other', () => {
    const table = section('What is stored on your device');
    const named = [...table.matchAll(/^\| `(\w+)` \| (local|session) \|/gm)].map((m) => m[1]);
    expect(definedKeys.length).toBeGreaterThan(10);
    expect([...named].sort()).toEqual([...new Set(definedKeys)].sort());
  });

  it('says the key is in local storage, and lists no sync item', () => {
    expect(privacy).toMatch(/^\| `apiKey` \| local \|/m);
    expect(privacy).not.toMatch(/^\| `\w+` \| sync \|/m);
  });

  it("lists exactly the data categories of Firefox's manifest, by their AMO names", async () => {
    const gecko = (await productionManifest('firefox')).browser_specific_settings?.gecko;
    const declared = gecko?.data_collection_permissions;
    const listed = [
      ...section("What Firefox's consent screen lists").matchAll(/^- `(\w+)`:/gm),
    ].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(
      [...(declared?.required ?? []), ...(declared?.optional ?? [])].sort(),
    );
  });
});

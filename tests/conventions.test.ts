import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIRRORS, misplacedTests, modulesBelow } from './support/mirror';

// design.md's "What should never be", enforced here rather than in review.
const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(join(ROOT, dir))) return out;
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(path);
  }
  return out;
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const importsOf = (file: string) =>
  [...read(file).matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
const extension = ['lib', 'components', 'entrypoints'].flatMap(sources);

const OBJECT_SCHEMA = /\bz\.(?:object|looseObject|strictObject)\(\s*$/;

/**
 * The fields of the object schemas in `code` (z.object, z.looseObject, z.strictObject) with no
 * JSDoc comment right above them. A shorthand field (`count,`) is a schema described where it is
 * defined. Brackets are counted outside strings and comments, enough for the schemas' code.
 */
function undescribedFields(code: string): string[] {
  const undescribed: string[] = [];
  const schemaBraces: boolean[] = [];
  let docEnd = -1;
  let atField = false;
  for (let i = 0; i < code.length; i++) {
    const c = code.charAt(i);
    if (code.startsWith('//', i)) i = code.indexOf('\n', i);
    else if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i) + 2;
      if (code.startsWith('/**', i)) docEnd = end;
      i = end - 1;
    } else if (/\s/.test(c)) continue;
    else if (atField) {
      atField = false;
      const key = /^([\w$]+|'[^']*'|"[^"]*")\s*:/.exec(code.slice(i))?.[1];
      if (key && !(docEnd >= 0 && /^\s*$/.test(code.slice(docEnd, i)))) undescribed.push(key);
      i--;
    } else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code.charAt(i) !== c; i++) if (code.charAt(i) === '\\') i++;
    } else if ('([{'.includes(c)) {
      schemaBraces.push(c === '{' && OBJECT_SCHEMA.test(code.slice(Math.max(0, i - 40), i)));
      atField = schemaBraces.at(-1) === true;
    } else if (')]}'.includes(c)) schemaBraces.pop();
    else if (c === ',') atField = schemaBraces.at(-1) === true;
    if (i < 0) break;
  }
  return undescribed;
}

describe('house rules', () => {
  // Imports go down, never back up: entrypoints → features (lib/…, components/) → the service as
  // data (lib/api/) and storage (lib/storage/). A feature may use another; a page is used by none.
  const resolved = (file: string) =>
    importsOf(file)
      .filter((i) => i.startsWith('.'))
      .map((i) => relative(ROOT, join(ROOT, file, '..', i)));
  const outside = (to: string, allowed: string[]) =>
    !allowed.some((ok) => to === ok || to.startsWith(`${ok}/`));
  const below = (dir: string, allowed: string[]) =>
    sources(dir).flatMap((f) =>
      resolved(f)
        .filter((to) => outside(to, allowed))
        .map((to) => `${f} → ${to}`),
    );

  it('imports go down: entrypoints → lib and components → lib/api and lib/storage', () => {
    expect({
      lib: below('lib', ['lib']),
      components: below('components', ['components', 'lib']),
      api: below(join('lib', 'api'), ['lib/api']),
      storage: below(join('lib', 'storage'), ['lib/storage', 'lib/api']),
    }).toEqual({ lib: [], components: [], api: [], storage: [] });
    // The check can fail: imports are read, and one from lib/ into a page is found.
    expect(resolved(join('entrypoints', 'sidepanel', 'App.tsx'))).toContain(
      'entrypoints/sidepanel/PanelTabs',
    );
    expect(outside('entrypoints/popup/App', ['lib'])).toBe(true);
  });

  it('styles are per page: lib/ and components/ import no stylesheet', () => {
    // The code pages share is one file (wxt.config.ts): a stylesheet imported from there would
    // reach every page. A page's own stylesheet imports the shared ones (base.css, manage.css).
    const cssImports = (file: string) =>
      [...read(file).matchAll(/^import\s+['"]([^'"]+\.css)['"]/gm)].map((m) => m[1]);
    const shared = extension.filter((f) => !f.startsWith('entrypoints'));
    expect(shared.filter((f) => cssImports(f).length > 0)).toEqual([]);
    // The check can fail: it finds a page's own import.
    expect(cssImports(join('entrypoints', 'popup', 'main.tsx'))).toEqual(['./popup.css']);
  });

  it("no two source files share a base name (WXT's main, App and index per page aside)", () => {
    const files = ['lib', 'components', 'entrypoints'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|tsx|css)$/.test(f))
        .map((f) => join(dir, f)),
    );
    const byName = new Map<string, string[]>();
    for (const f of files) {
      const name = (f.split('/').pop() ?? '').replace(/\.\w+$/, '').toLowerCase();
      byName.set(name, [...(byName.get(name) ?? []), f]);
    }
    const twice = [...byName]
      .filter(([name, all]) => all.length > 1 && !['main', 'app', 'index'].includes(name))
      .map(([, all]) => all.join(' '));
    expect(twice).toEqual([]);
  });

  it('the sandbox and the extension import nothing from each other', () => {
    const intoSandbox = extension.filter((f) =>
      importsOf(f).some((i) => /(^|\/)sandbox\//.test(i)),
    );
    const intoLib = sources('sandbox').filter((f) =>
      importsOf(f).some((i) => /(^|\/)(lib|components|entrypoints)\//.test(i)),
    );
    expect({ intoSandbox, intoLib }).toEqual({ intoSandbox: [], intoLib: [] });
  });

  it('lib/api/ speaks data: no translations, so no sentence for people is built there', () => {
    const offenders = sources(join('lib', 'api')).filter((f) =>
      importsOf(f).some((i) => /(^|\/)i18n$|#i18n/.test(i)),
    );
    expect(offenders).toEqual([]);
  });

  it('entrypoints stay thin: 150 lines or fewer a file', () => {
    const long = sources('entrypoints')
      .map((f) => [f, read(f).split('\n').length] as const)
      .filter(([, lines]) => lines > 150);
    expect(long).toEqual([]);
  });

  it('fetch is called only in lib/api/client.ts', () => {
    const callers = [join('lib', 'api', 'client.ts')];
    const offenders = extension.filter(
      (f) => !callers.includes(relative('.', f)) && /\bfetch\(/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  // Each stored value has one owner, its format private to it (docs/architecture.md).
  const STORES = [
    'lib/storage/preferences.ts',
    'lib/storage/accounts.ts',
    'lib/history.ts',
    'lib/link-index/stored-index.ts',
    'lib/link-edit.ts',
    'lib/utm.ts',
    'lib/settings/domain-choices.ts',
    'lib/panel/panel-asks.ts',
    'lib/panel/saved-panel.ts',
    'lib/background/offline/queue.ts',
  ];

  it('storage keys are defined only by their owners', () => {
    const offenders = extension.filter(
      (f) => !STORES.includes(f) && /(defineItem|storage\.(local|sync|session)\.)/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  it('nothing is kept in storage.sync, and the key lives in local', () => {
    const keys = STORES.flatMap((f) =>
      [...read(f).matchAll(/defineItem<[^>]*>\(\s*'([a-z]+):(\w+)'/g)].map(
        (m) => `${m[1]}:${m[2]}`,
      ),
    );
    expect(keys).toContain('local:accounts');
    expect(keys.filter((k) => k.startsWith('sync:'))).toEqual([]);
  });

  it('every field of a schema says what it holds, in a JSDoc comment above it', () => {
    // One description per field, as Dub's schemas have; comments, so builds carry none of it.
    const schemas = sources('lib').filter((f) =>
      /\bz\.(object|looseObject|strictObject)\(/.test(read(f)),
    );
    expect(schemas.length).toBeGreaterThan(5);
    const offenders = schemas.flatMap((f) => undescribedFields(read(f)).map((k) => `${f}: ${k}`));
    expect(offenders).toEqual([]);
    // The check can fail: it finds the fields left undescribed, nested and quoted ones too.
    const sample = `z.object({ /** Said */ a: z.string(), b: z.int(), c, /* no */ 'd-e': x,
      f: z.looseObject({ /** Said */ g: y, h: y.check(z.regex(/^[a-z]{2}$/)) }), i: { j: 1 } })`;
    expect(undescribedFields(sample)).toEqual(['b', "'d-e'", 'f', 'h', 'i']);
  });

  it('zod is imported only through lib/api/schemas/zod.ts, which sets jitless first', () => {
    const direct = extension.filter(
      (f) =>
        f !== join('lib', 'api', 'schemas', 'zod.ts') &&
        /^import (?!type)[^;]*from 'zod(\/mini)?'/m.test(read(f)),
    );
    expect(direct).toEqual([]);
    expect(read(join('lib', 'api', 'schemas', 'zod.ts'))).toMatch(/config\(\{ jitless: true \}\)/);
  });
  it('stylesheets use logical sides (start, end), so a right-to-left page lays out mirrored', () => {
    // margin-left, padding-right, border-left, left:, right:, text-align/float/clear left or right.
    const physical =
      /(?:^|[;{\s])((?:margin|padding|border)-(?:left|right)[\w-]*|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;
    // The clicks chart's plot and ticks, which keep left to right in every language (stats.css),
    // and what only a right-to-left page gets.
    const allowed = /^(?:\.chart-(?:max|tip|ticks)|:root\[dir="rtl"\])/;
    const css = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.css'))
        .map((f) => join(dir, f));
    const rules = (file: string) =>
      [
        ...read(file)
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .matchAll(/([^{}]+)\{([^{}]*)\}/g),
      ].map((m) => ({ file, selector: (m[1] ?? '').trim(), body: m[2] ?? '' }));
    const offenders = ['components', 'entrypoints']
      .flatMap(css)
      .flatMap(rules)
      .filter((r) => physical.test(r.body) && !allowed.test(r.selector))
      .map((r) => `${r.file}: ${r.selector}`);
    expect(offenders).toEqual([]);
    // The check can fail: it finds each physical side, and passes the logical ones.
    const found = [
      'a { margin-left: 0 }',
      'a{right:0}',
      'a { text-align: left; }',
      'a{float:right}',
    ]
      .concat(['a { border-right-color: red }'])
      .filter((body) => physical.test(body));
    expect(found).toHaveLength(5);
    const logical = 'a { margin-inline-start: 0; inset-inline-end: 0; text-align: start; }';
    expect(physical.test(logical)).toBe(false);
  });

  it('pages and components show no text but through t() (locales/*.yml)', () => {
    // JSX text between tags, a line of bare words inside JSX, or a text attribute written out.
    const patterns = [
      />\s*([A-Za-z][^<>{}=;()]*[A-Za-z.!?…:])\s*<\//,
      /^\s+([A-Z][a-z]+(?:[ ,.'’…!?-]+[A-Za-z]+)*[.!?…]?)$/,
      // Text around an expression: "Page {page} of {last}".
      /^\s+([A-Z][a-z]+(?: [a-z]+)* \{[^}]*\}.*)$/,
      /\b(?:aria-label|aria-description|title|placeholder|alt|label|hint|legend)=(?:"([^"]*[A-Za-z][^"]*)"|\{['`]([^'`]*[A-Za-z][^'`]*)['`]\})/,
      // A sentence or a word as a fallback or a choice: {x || 'None'}, {busy ? 'Saving…' : 'Save'}.
      /(?:\|\||\?\?|\?|:)\s*['`]([A-Z][a-z][^'`]*)['`]/,
    ];
    // The brand, and sample addresses (placeholders such as https://example.com/).
    const allowed = (text: string) =>
      text === 'Snaplink' || /^(https?:\/\/\S*|[\w-]+(\.[\w-]+)+\S*)$/.test(text);
    const offenders = ['components', 'entrypoints']
      .flatMap(sources)
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) =>
        read(f)
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line))
          .flatMap((line) =>
            patterns.flatMap((p) => {
              const m = p.exec(line);
              const text = m?.slice(1).find(Boolean);
              return text && !allowed(text.trim()) ? [`${f}: ${text.trim()}`] : [];
            }),
          ),
      );
    expect(offenders).toEqual([]);
  });

  it("a unit test named after a source module sits in that module's mirrored folder", () => {
    const modules = [...new Set(Object.values(MIRRORS))].flatMap((d) => modulesBelow(ROOT, d));
    const tests = modulesBelow(ROOT, 'tests')
      .filter((m) => m.endsWith('.test'))
      .map((m) => `${m}.ts`);
    // Named for what it asserts (the sandbox's error envelopes, sandbox/http.ts), not after
    // lib/api/errors.ts.
    const allowed = ['tests/sandbox/errors.test.ts'];
    expect(misplacedTests(tests, modules).filter((t) => !allowed.includes(t))).toEqual([]);
    // The check can fail: a popup module's test among the components' is found.
    const sample = ['entrypoints/popup/customise', 'components/Field', 'lib/storage/link-edit'];
    expect(
      misplacedTests(
        [
          'tests/components/customise.test.ts',
          'tests/components/Field.test.tsx',
          'tests/lib/fuzz.test.ts',
        ],
        sample,
      ),
    ).toEqual(['tests/components/customise.test.ts']);
  });
});

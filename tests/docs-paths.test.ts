import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// A path the docs or a comment names must exist: a stale one sends a reader to nothing.
//
// What counts as a repository path: a token that starts with one of the repository's top-level
// folders (FOLDERS below) and ends in a file extension or in "/". Placeholders match by
// pattern: `<name>`, `{name}` and `*` stand for any name (`**` for any depth), and `{a,b}` for
// each of its choices, and each such pattern must match at least one file. In Markdown, every
// relative link or image target must exist too, relative to the page. CHANGELOG.md is history,
// so its paths may be gone.
const ROOT = join(import.meta.dirname, '..');

const FOLDERS = [
  '.github',
  'bench',
  'components',
  'docs',
  'e2e-firefox',
  'e2e',
  'entrypoints',
  'lib',
  'locales',
  'public',
  'sandbox',
  'scripts',
  'store',
  'tests',
  'types',
];
const CODE_DIRS = [
  'lib',
  'components',
  'entrypoints',
  'sandbox',
  'scripts',
  'bench',
  'e2e',
  'e2e-firefox',
  'tests',
];
const ROOT_CODE = ['wxt.config.ts', 'playwright.config.ts', 'vitest.config.ts'];
const CODE = /\.(ts|tsx|mts|mjs|js|css|html)$/;

const segment = String.raw`(?:[\w.*<>@+-]|\{[^}\s/]*\})`;
const PATH = new RegExp(
  String.raw`(?<![\w./-])(?:${FOLDERS.join('|').replaceAll('.', '\\.')})/(?:${segment}+/)*${segment}*`,
  'g',
);

function filesBelow(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    return e.isDirectory() ? [`${path}/`, ...filesBelow(path)] : [path];
  });
}

/** The repository paths a text names, as written (trailing sentence dots dropped). */
function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map((m) => m[0].replace(/\.+$/, ''))
    .filter((p) => /\/$|\.[a-z\d]+$/i.test(p));
}

/** `{a,b}` expanded into one path per choice. */
function expand(path: string): string[] {
  const m = /\{([^}]*,[^}]*)\}/.exec(path);
  if (!m) return [path];
  const [head, tail] = [path.slice(0, m.index), path.slice(m.index + m[0].length)];
  return (m[1] ?? '').split(',').flatMap((choice) => expand(`${head}${choice}${tail}`));
}

function exists(path: string): boolean {
  if (!/[*<{]/.test(path)) {
    const full = join(ROOT, path);
    return existsSync(full) && (!path.endsWith('/') || statSync(full).isDirectory());
  }
  const pattern = path
    .split(/(\*\*|\*|<[^>]*>|\{[^}]*\})/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.+?^$()|[\]\\]/g, '\\$&');
      return part === '**' ? '.*' : part === '*' ? '[^/]*' : '[^/]+';
    })
    .join('');
  const re = new RegExp(`^${pattern}$`);
  return filesBelow(path.split('/')[0] ?? '').some((f) => re.test(f));
}

/**
 * The comments of a JavaScript, TypeScript, CSS or HTML file. Strings, templates and regular
 * expression literals are skipped, so a glob in a string ('tests/**') is not read as a comment.
 */
function commentsOf(code: string, html: boolean): string[] {
  if (html) return [...code.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1] ?? '');
  const out: string[] = [];
  let prev = '';
  for (let i = 0; i < code.length; i++) {
    const c = code.charAt(i);
    if (code.startsWith('//', i)) {
      const end = code.indexOf('\n', i);
      out.push(code.slice(i, end < 0 ? code.length : end));
      i = end < 0 ? code.length : end;
    } else if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      out.push(code.slice(i, end < 0 ? code.length : end));
      i = end < 0 ? code.length : end + 1;
    } else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code.charAt(i) !== c; i++) if (code.charAt(i) === '\\') i++;
      prev = c;
    } else if (c === '/' && (prev === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(prev))) {
      // A regular expression literal: to its closing slash, outside any character class.
      let inClass = false;
      for (i++; i < code.length && code.charAt(i) !== '\n'; i++) {
        const r = code.charAt(i);
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      prev = '/';
    } else if (!/\s/.test(c)) prev = c;
  }
  return out;
}

const docs = [
  'README.md',
  'PRIVACY.md',
  'ACCESSIBILITY.md',
  ...filesBelow('docs').filter((f) => f.endsWith('.md')),
];
const code = [
  ...CODE_DIRS.flatMap(filesBelow).filter((f) => CODE.test(f)),
  ...ROOT_CODE.filter((f) => existsSync(join(ROOT, f))),
];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** Markdown without its code blocks and code spans, where `[text](link)` is an example. */
const withoutCode = (md: string) => md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

function missing(file: string, texts: string[]): string[] {
  const named = texts.flatMap(pathsIn).flatMap(expand);
  return [...new Set(named)].filter((p) => !exists(p)).map((p) => `${file}: ${p}`);
}

describe('paths named in the docs and in comments', () => {
  it('every repository path the docs name exists', () => {
    expect(docs.flatMap((f) => missing(f, [read(f)]))).toEqual([]);
  });

  it("every relative link and picture in the docs exists, from the page's folder", () => {
    const broken = docs.flatMap((file) =>
      [...withoutCode(read(file)).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
        .filter((target) => !existsSync(join(ROOT, normalize(join(dirname(file), target)))))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('every repository path a code comment names exists', () => {
    const stale = code.flatMap((f) => missing(f, commentsOf(read(f), f.endsWith('.html'))));
    expect(stale).toEqual([]);
  });
});

// Runs Mozilla's linter (`web-ext lint`, as AMO does) on the Firefox build and fails on any
// error, and on any warning or notice that docs/development.md ("Firefox") does not explain.
// Usage: node scripts/lint-firefox.mjs [sourceDir]   (default .output/firefox-mv2)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.output/firefox-mv2';
if (!existsSync(join(dir, 'manifest.json'))) {
  console.error(`No build in ${dir}: run npm run build:firefox first.`);
  process.exit(1);
}

/** The warnings docs/development.md explains; anything else fails. */
const EXPLAINED = [
  {
    // data_collection_permissions is read from Firefox 140 (Android 142); 128 to 139 ignore it.
    codes: [
      'KEY_FIREFOX_UNSUPPORTED_BY_MIN_VERSION',
      'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION',
    ],
    test: (m) =>
      m.file === 'manifest.json' && m.description.includes('data_collection_permissions'),
  },
  {
    // React DOM's own handling of dangerouslySetInnerHTML (`n=r.__html … e.innerHTML=n`),
    // which no Snaplink component uses (Biome's noDangerouslySetInnerHtml rejects it).
    codes: ['UNSAFE_VAR_ASSIGNMENT'],
    test: (m) => /=\w+\.__html\b.{0,120}\.innerHTML=\w+\)?\}/.test(snippet(m)),
  },
];

function snippet(m) {
  if (!m.file || !m.line) return '';
  const line = readFileSync(join(dir, m.file), 'utf8').split('\n')[m.line - 1] ?? '';
  return line.slice(Math.max(0, (m.column ?? 0) - 80), (m.column ?? 0) + 80);
}

const run = spawnSync(
  'npx',
  ['--no-install', 'web-ext', 'lint', '--source-dir', dir, '--output', 'json', '--no-input'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  console.error('web-ext lint gave no JSON report.');
  process.exit(1);
}

let failed = report.errors.length;
for (const m of [...report.errors, ...report.warnings, ...report.notices]) {
  const known = m._type !== 'error' && EXPLAINED.some((e) => e.codes.includes(m.code) && e.test(m));
  if (m._type !== 'error' && !known) failed++;
  const where = m.file ? ` ${m.file}${m.line ? `:${m.line}:${m.column}` : ''}` : '';
  const tag = m._type === 'error' ? 'ERROR' : known ? 'explained' : 'UNEXPLAINED';
  console.log(`${m._type} ${m.code}${where}: ${m.message} [${tag}]`);
}
const { errors, warnings, notices } = report.summary;
console.log(`web-ext lint ${dir}: ${errors} errors, ${warnings} warnings, ${notices} notices`);
if (failed) {
  console.error(
    `${failed} problem(s): fix them, or explain a warning in docs/development.md ("Firefox") and here.`,
  );
  process.exit(1);
}

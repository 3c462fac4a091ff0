// npm run release -- <version>: the store packages of a new version, or nothing changed.
//   1. checks the version (x.y.z, above package.json's) and CHANGELOG.md's entry for it;
//   2. sets it in package.json, the one place it is written (WXT copies it into both
//      manifests; `npm version` keeps package-lock.json's copy equal);
//   3. npm run check, then npm run zip (which builds both browsers), then Mozilla's linter on the
//      Firefox build just zipped and the size budgets, and checks both manifests carry the version;
//   4. prints the files to upload.
// Any failure puts package.json and package-lock.json back as they were. It neither commits nor
// tags: the release is a change like any other, reviewed and merged into main, and tagged there
// once CI has passed on it; the script prints the commands.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogProblem, versionProblem } from './release-checks';

const ROOT = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const run = (command: string, args: string[]) => {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
};
const stop = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const current: string = JSON.parse(read('package.json')).version;
const next = process.argv[2] ?? '';
const problem = versionProblem(next, current) ?? changelogProblem(read('CHANGELOG.md'), next);
if (problem) stop(problem);

const kept = {
  'package.json': read('package.json'),
  'package-lock.json': read('package-lock.json'),
};
try {
  run('npm', ['version', next, '--no-git-tag-version']);
  run('npm', ['run', 'check']);
  run('npm', ['run', 'zip']);
  run('node', ['scripts/lint-firefox.mjs', '.output/firefox-mv2']);
  // The size budgets CI holds every build to (.ci/run): a release doesn't skip them.
  run('node', ['scripts/sizes.mjs', '.output/chrome-mv3']);
  run('node', ['scripts/sizes.mjs', '.output/firefox-mv2']);
  for (const dir of ['chrome-mv3', 'firefox-mv2']) {
    const built = JSON.parse(read(join('.output', dir, 'manifest.json'))).version;
    if (built !== next) throw new Error(`.output/${dir}/manifest.json says ${built}, not ${next}.`);
  }
} catch (error) {
  for (const [file, text] of Object.entries(kept)) writeFileSync(join(ROOT, file), text);
  stop(
    `Release ${next} stopped (${(error as Error).message.split('\n')[0]}); package.json is back at ${current}.`,
  );
}

// The names `wxt zip` gives (docs/development.md, "Releases").
const upload = [
  ['Chrome Web Store', `snaplink-${next}-chrome.zip`],
  ['AMO, the add-on', `snaplink-${next}-firefox.zip`],
  ['AMO, the sources it asks for', `snaplink-${next}-sources.zip`],
] as const;
console.log(`\nSnaplink ${next} is ready. Upload:`);
for (const [where, file] of upload) {
  const path = join('.output', file);
  const kb = (statSync(join(ROOT, path)).size / 1024).toFixed(1);
  console.log(`  ${where}: ${path} (${kb} KB)`);
}
console.log('The listings to paste: store/en.yml, store/de.yml, store/es.yml.');
console.log(
  `Then: git commit -am "Release ${next}", merged into main; git tag v${next} once CI passes.`,
);

/**
 * What `npm run release -- <version>` checks before it changes anything (scripts/release.ts):
 * pure, so tests/scripts/release-checks.test.ts can hold them. Each returns the one line to
 * print when the check fails, or undefined.
 */

// x.y.z, no leading zeros, no pre-release tag: Chrome's manifest `version` takes only dot-separated
// integers, and WXT copies package.json's version into both manifests.
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

const parts = (version: string) => SEMVER.exec(version)?.slice(1).map(Number);

/** Why `next` can't follow `current`, or undefined when it can. */
export function versionProblem(next: string, current: string): string | undefined {
  if (!next) return `Usage: npm run release -- <version>, e.g. ${bumped(current)}`;
  const n = parts(next);
  if (!n)
    return `"${next}" is not a version of the form x.y.z (numbers only, e.g. ${bumped(current)}).`;
  const c = parts(current);
  if (!c) return `package.json's version "${current}" is not of the form x.y.z.`;
  const i = n.findIndex((part, k) => part !== c[k]);
  if (i < 0 || (n[i] ?? 0) < (c[i] ?? 0)) {
    return `${next} is not greater than the current version ${current}.`;
  }
  return undefined;
}

/** The patch after `current`, for the usage line. */
const bumped = (current: string) => {
  const c = parts(current);
  return c ? `${c[0]}.${c[1]}.${(c[2] ?? 0) + 1}` : '1.0.0';
};

/**
 * Why CHANGELOG.md has no usable entry for `version`, or undefined: Keep a Changelog's
 * `## [x.y.z] - YYYY-MM-DD` heading, followed by at least one `- ` item before the next heading.
 */
export function changelogProblem(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const heading = `## [${version}]`;
  const at = lines.findIndex((line) => line === heading || line.startsWith(`${heading} `));
  const add = `add a "${heading} - YYYY-MM-DD" section with what changed.`;
  if (at < 0) return `CHANGELOG.md has no entry for ${version}: ${add}`;
  if (!/^## \[[^\]]+\] - \d{4}-\d{2}-\d{2}$/.test(lines[at] ?? '')) {
    return `CHANGELOG.md's entry for ${version} needs its date: "${heading} - YYYY-MM-DD".`;
  }
  const next = lines.findIndex((line, k) => k > at && line.startsWith('## '));
  const body = lines.slice(at + 1, next < 0 ? undefined : next);
  if (!body.some((line) => /^\s*- \S/.test(line))) {
    return `CHANGELOG.md's entry for ${version} is empty: list what changed under it.`;
  }
  return undefined;
}

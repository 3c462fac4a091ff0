import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogProblem, versionProblem } from '../../scripts/release-checks';

describe('versionProblem', () => {
  it.each([
    ['0.1.1', '0.1.0'],
    ['0.2.0', '0.1.9'],
    ['1.0.0', '0.9.12'],
    ['0.10.0', '0.9.0'],
  ])('%s may follow %s', (next, current) => {
    expect(versionProblem(next, current)).toBeUndefined();
  });

  it.each([
    ['0.1.0', '0.1.0', 'not greater than the current version 0.1.0'],
    ['0.0.9', '0.1.0', 'not greater'],
    ['0.9.0', '0.10.0', 'not greater'],
    ['1.0', '0.1.0', 'not a version of the form x.y.z'],
    ['1.0.0-beta.1', '0.1.0', 'not a version'],
    ['v1.0.0', '0.1.0', 'not a version'],
    ['01.0.0', '0.1.0', 'not a version'],
  ])('%s after %s: %s', (next, current, says) => {
    expect(versionProblem(next, current)).toContain(says);
  });

  it('with no version, says how to call it with the next patch as example', () => {
    expect(versionProblem('', '0.1.0')).toBe('Usage: npm run release -- <version>, e.g. 0.1.1');
  });
});

describe('changelogProblem', () => {
  const log = (...lines: string[]) => ['# Changelog', '', ...lines].join('\n');

  it('accepts a dated entry with an item, above or below others', () => {
    expect(changelogProblem(log('## [0.2.0] - 2026-12-01', '- Arabic'), '0.2.0')).toBeUndefined();
    const older = log('## [Unreleased]', '', '## [0.2.0] - 2026-12-01', '### Added', '- Arabic');
    expect(changelogProblem(`${older}\n\n## [0.1.0] - 2026-11-25\n- First`, '0.2.0')).toBe(
      undefined,
    );
  });

  it('names the version when there is no entry, or only under Unreleased', () => {
    const line =
      'CHANGELOG.md has no entry for 0.2.0: add a "## [0.2.0] - YYYY-MM-DD" section with what changed.';
    expect(changelogProblem(log('## [Unreleased]', '- Arabic'), '0.2.0')).toBe(line);
    expect(changelogProblem(log('## [0.2.00] - 2026-12-01', '- Arabic'), '0.2.0')).toBe(line);
  });

  it('refuses an entry with no date, or with no item before the next version', () => {
    expect(changelogProblem(log('## [0.2.0]', '- Arabic'), '0.2.0')).toContain('needs its date');
    const empty = log('## [0.2.0] - 2026-12-01', '', '## [0.1.0] - 2026-11-25', '- First');
    expect(changelogProblem(empty, '0.2.0')).toContain('is empty');
  });

  it("holds the repository's own CHANGELOG.md for package.json's version", () => {
    const root = join(import.meta.dirname, '..', '..');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(changelogProblem(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version)).toBe(
      undefined,
    );
  });
});

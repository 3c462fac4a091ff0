import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMessagesText, SUPPORTED_LOCALES } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';

// Every locale carries every English key, with the same substitutions, and no key of its own:
// a missing key would show the English text (or nothing) to that locale's users.
const ROOT = join(import.meta.dirname, '..');
const LOCALES = join(ROOT, 'locales');

type Shape = { substitutions: number; named: string[]; plural: string[] };
function shapes(locale: string): Map<string, Shape> {
  const text = readFileSync(join(LOCALES, `${locale}.yml`), 'utf8');
  return new Map(
    parseMessagesText(text, 'YAML')
      .filter((m) => !m.key[0]?.startsWith('@@'))
      .map((m) => [
        m.key.join('.'),
        {
          substitutions: m.substitutions,
          named: [...m.namedSubstitutions].sort(),
          plural: m.type === 'plural' ? Object.keys(m.plurals).sort() : [],
        },
      ]),
  );
}

const locales = readdirSync(LOCALES)
  .filter((f) => f.endsWith('.yml'))
  .map((f) => f.replace(/\.yml$/, ''));
const english = shapes('en');
const others = locales.filter((l) => l !== 'en');

describe('locales', () => {
  it('include English, German, Spanish and Arabic, all known to browsers', () => {
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'es', 'ar']));
    expect(locales.filter((l) => !SUPPORTED_LOCALES.has(l))).toEqual([]);
  });

  it.each(others)('%s has every English key and no other', (locale) => {
    const keys = [...shapes(locale).keys()];
    const missing = [...english.keys()].filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s fills the same substitutions and plural forms as English', (locale) => {
    const differing = [...shapes(locale)].filter(
      ([key, shape]) => JSON.stringify(shape) !== JSON.stringify(english.get(key) ?? shape),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(locales)("%s names its own language in meta.lang (the pages' <html lang>)", (locale) => {
    const text = readFileSync(join(LOCALES, `${locale}.yml`), 'utf8');
    const lang = parseMessagesText(text, 'YAML').find((m) => m.key.join('.') === 'meta.lang');
    expect(lang?.type === 'simple' && lang.message).toBe(locale.replace('_', '-'));
  });

  // Arabic, Hebrew, Persian and Urdu are written right to left; every other locale here left to right.
  it.each(locales)(
    "%s gives its text's direction in meta.dir (the pages' <html dir>)",
    (locale) => {
      const text = readFileSync(join(LOCALES, `${locale}.yml`), 'utf8');
      const dir = parseMessagesText(text, 'YAML').find((m) => m.key.join('.') === 'meta.dir');
      const rtl = ['ar', 'he', 'fa', 'ur'].includes(locale.split('_')[0] ?? '');
      expect(dir?.type === 'simple' && dir.message).toBe(rtl ? 'rtl' : 'ltr');
    },
  );

  it('every English key is used by the extension', () => {
    const sources = ['lib', 'components', 'entrypoints']
      .flatMap((dir) =>
        readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) =>
          join(ROOT, dir, f),
        ),
      )
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .concat(join(ROOT, 'wxt.config.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
      // A key named only in a comment is not used.
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const unused = [...english.keys()].filter(
      (key) =>
        !sources.includes(`'${key}'`) && !sources.includes(`__MSG_${key.replaceAll('.', '_')}__`),
    );
    expect(unused).toEqual([]);
  });
});

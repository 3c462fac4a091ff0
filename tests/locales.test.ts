import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMessagesText, SUPPORTED_LOCALES } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';

// Every locale carries every English key, with the same substitutions, and no key of its own:
// a missing key would show the English text (or nothing) to that locale's users.
const ROOT = join(import.meta.dirname, '..');
const LOCALES = join(ROOT, 'locales');

type Shape = { substitutions: number; named: string[] };

/** The forms of a plural (lib/i18n.ts, plural()): a key whose every part is named by one. */
const FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const parent = (key: string) => key.slice(0, key.lastIndexOf('.'));

/**
 * A locale's messages by key; a plural's forms under its own key, with the forms it has and
 * the substitutions they share ({count} may be left out, as in Arabic's "نقرتان", "two clicks").
 */
function shapes(locale: string): Map<string, Shape & { forms: string[] }> {
  const text = readFileSync(join(LOCALES, `${locale}.yml`), 'utf8');
  const messages = parseMessagesText(text, 'YAML').filter((m) => !m.key[0]?.startsWith('@@'));
  const keys = messages.map((m) => m.key.join('.'));
  const isPlural = (group: string) =>
    keys.filter((k) => parent(k) === group).every((k) => FORMS.has(k.slice(group.length + 1)));
  const all = new Map<string, Shape & { forms: string[] }>();
  for (const m of messages) {
    const whole = m.key.join('.');
    const form = isPlural(parent(whole)) ? whole.slice(parent(whole).length + 1) : undefined;
    const key = form ? parent(whole) : whole;
    const named = m.namedSubstitutions.filter((n) => !form || n !== 'count');
    const shape = all.get(key) ?? { substitutions: 0, named: [], forms: [] };
    shape.substitutions = Math.max(shape.substitutions, m.substitutions);
    shape.named = [...new Set([...shape.named, ...named])].sort();
    if (form) shape.forms.push(form);
    all.set(key, shape);
  }
  return all;
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

  it.each(others)('%s fills the same substitutions as English', (locale) => {
    const differing = [...shapes(locale)].filter(([key, { forms, ...shape }]) => {
      const { forms: _, ...theirs } = english.get(key) ?? { forms, ...shape };
      return JSON.stringify(shape) !== JSON.stringify(theirs);
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  // Each plural in every form its language has, and no other: Arabic's six, English's two.
  it.each(locales)('%s writes each plural in the forms its language has', (locale) => {
    const wanted = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const wrong = [...shapes(locale)]
      .filter(([, { forms }]) => forms.length > 0)
      .filter(([, { forms }]) => [...forms].sort().join() !== [...wanted].sort().join())
      .map(([key, { forms }]) => `${key}: ${forms.join(' ')}`);
    expect(wrong).toEqual([]);
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
    // A plural is named by its key, without a form (plural('common.clicks', n)).
    const unused = [...english.keys()].filter(
      (key) =>
        !sources.includes(`'${key}'`) && !sources.includes(`__MSG_${key.replaceAll('.', '_')}__`),
    );
    expect(unused).toEqual([]);
  });
});
